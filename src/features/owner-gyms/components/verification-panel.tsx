import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMessages, documentContentTypes, MAX_DOCUMENT_BYTES, type OwnerVerification } from '@contract/admin/admin';
import { gstinIssue, gstinMessages } from '@contract/gyms/gstin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useOwnedGym } from '../api/get-owned-gym';
import { useGymVerification, useSubmitVerification, type VerificationSubmission } from '../api/gym-verification';
import { FormSection } from './form-section';
import '../strings';

const ACCEPT = documentContentTypes.join(',');

/** A file the server would refuse, said in words before the upload: its type or its size. */
export function documentProblem(file: File | undefined | null): string | null {
  if (!file) return null;
  if (!(documentContentTypes as readonly string[]).includes(file.type)) return adminMessages.documentType;
  if (file.size > MAX_DOCUMENT_BYTES) return adminMessages.documentTooLarge;
  return null;
}

/** The gym's "Verified" badge: its state, and the documents that ask for it (again, after a rejection). */
export function VerificationPanel({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const query = useGymVerification(gymId);
  // The editor above loads the same details: the GSTIN's state code is checked against the gym's state.
  const state = useOwnedGym(gymId).data?.state ?? null;
  return (
    <section aria-labelledby="verification-heading" className="flex flex-col gap-4">
      <h2 id="verification-heading" className="text-xl font-bold text-slate-900">
        {t('owner-gyms.verification.heading')}
      </h2>
      {query.isPending && <InlineLoader>{t('owner-gyms.verification.loading')}</InlineLoader>}
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      {query.data && <VerificationState data={query.data} />}
      {query.data && query.data.verification?.status !== 'pending' && <SubmitForm gymId={gymId} state={state} again={query.data.verification !== null} />}
    </section>
  );
}

function VerificationState({ data }: { data: OwnerVerification }) {
  const { t } = useTranslation();
  const v = data.verification;
  return (
    <div className="flex flex-col gap-2">
      {data.verified && <Alert tone="success">{t('owner-gyms.verification.verified')}</Alert>}
      {v?.status === 'pending' && <Alert>{t('owner-gyms.verification.pending', { date: formatDate(new Date(v.submittedAt)) })}</Alert>}
      {v?.status === 'rejected' && <Alert tone="error">{t('owner-gyms.verification.rejected', { reason: v.reason ?? '' })}</Alert>}
      {!data.verified && !v && <p className="text-sm text-slate-600">{t('owner-gyms.verification.none')}</p>}
    </div>
  );
}

type Licence = VerificationSubmission['licence']['kind'];

function SubmitForm({ gymId, state, again }: { gymId: string; state: string | null; again: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitVerification(gymId);
  const [kind, setKind] = useState<Licence>('gst_certificate');
  const [licence, setLicence] = useState<File | null>(null);
  const [front, setFront] = useState<File | null>(null);
  const [gstin, setGstin] = useState('');
  const [errors, setErrors] = useState<{ licence?: string; front?: string; gstin?: string; form?: string }>({});
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const issue = gstin.trim() ? gstinIssue(gstin, state) : null;
    const found = {
      licence: licence ? (documentProblem(licence) ?? undefined) : t('owner-gyms.verification.licenceRequired'),
      front: front ? (documentProblem(front) ?? undefined) : t('owner-gyms.verification.frontRequired'),
      gstin: issue ? gstinMessages[issue] : undefined,
    };
    setErrors(found);
    if (found.licence || found.front || found.gstin || !licence || !front) return;
    try {
      await submit.mutateAsync({ gymId, gstin, licence: { kind, file: licence }, front });
      notify.success(adminMessages.submitted);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };
  return (
    <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-4">
      <FormSection legend={t(again ? 'owner-gyms.verification.againLegend' : 'owner-gyms.verification.legend')} hint={t('owner-gyms.verification.hint')}>
        <Select label={t('owner-gyms.verification.kind')} value={kind} onChange={(e) => setKind(e.target.value as Licence)}>
          <option value="gst_certificate">{t('owner-gyms.verification.gstCertificate')}</option>
          <option value="shop_licence">{t('owner-gyms.verification.shopLicence')}</option>
        </Select>
        <TextField label={t('owner-gyms.verification.licenceFile')} type="file" accept={ACCEPT} error={errors.licence} onChange={(e) => setLicence(e.target.files?.[0] ?? null)} />
        <TextField label={t('owner-gyms.verification.frontFile')} type="file" accept={ACCEPT} error={errors.front} hint={t('owner-gyms.verification.frontHint')} onChange={(e) => setFront(e.target.files?.[0] ?? null)} />
        <TextField label={t('owner-gyms.verification.gstin')} hint={t('owner-gyms.verification.gstinHint')} value={gstin} maxLength={20} autoComplete="off" error={errors.gstin} onChange={(e) => setGstin(e.target.value)} />
      </FormSection>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Button type="submit" className="self-start" loading={submit.isPending}>
        {t('owner-gyms.verification.submit')}
      </Button>
    </form>
  );
}
