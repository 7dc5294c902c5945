import { useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  gymFormSchema,
  gymFormValues,
  gymMessages,
  MAX_FREEZE_NOTICE_DAYS,
  passesFormValues,
  passesOnlyFormSchema,
  type GymFields as GymFieldValues,
  type GymFormValues,
  type OwnedGym,
  type OwnerGym,
  type OwnerPlan,
  type PassesOnlyFormValues,
  type PassesOnlyForm,
} from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useOwnedGym } from '../api/get-owned-gym';
import { usePlans } from '../api/list-plans';
import { useUpdateGym } from '../api/update-gym';
import { useUpdatePlans } from '../api/update-plans';
import { gymFormField } from '../utils/server-fields';
import { GymFields } from './gym-fields';
import { LoadFailed } from './load-failed';
import { PageHeader } from './page-header';
import { PassesFields } from './passes-fields';
import '../strings';

/** Only what differs from the stored gym goes to the server (the update names its gym and the fields that change). */
function changedFields(values: GymFieldValues, stored: OwnedGym): Partial<GymFieldValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key as keyof OwnedGym])),
  );
}

function DetailsForm({ gym }: { gym: OwnedGym }) {
  const { t } = useTranslation();
  const update = useUpdateGym();
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const form = useForm<GymFormValues, unknown, GymFieldValues>({ resolver: zodResolver(gymFormSchema), defaultValues: gymFormValues(gym) });

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    const changes = changedFields(values, gym);
    if (Object.keys(changes).length === 0) return setNotice({ tone: 'info', text: t('owner-gyms.editor.noChanges') });
    update.mutate(
      { gymId: gym.id, ...changes },
      {
        onSuccess: (saved) => {
          form.reset(gymFormValues(saved));
          notify.success(gymMessages.updated);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, (field) => gymFormField(field) as FieldPath<GymFormValues> | null);
          setNotice({ tone: 'error', text: errorMessage(error) });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('owner-gyms.editor.detailsHeading')} className="flex flex-col gap-6">
      <GymFields form={form} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {/* Kept in sight while the owner scrolls a long form: a change near the top is one tap from saved. */}
      <div className="sticky bottom-0 z-10 -mx-1 flex justify-end border-t border-slate-200 bg-slate-50/95 px-1 py-3 backdrop-blur">
        <Button type="submit" size="lg" loading={update.isPending} className="w-full sm:w-auto">
          {t('owner-gyms.editor.save')}
        </Button>
      </div>
    </form>
  );
}

function PassesForm({ gymId, plans, noticeDays }: { gymId: string; plans: OwnerPlan[]; noticeDays: number }) {
  const { t } = useTranslation();
  const update = useUpdatePlans(gymId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PassesOnlyFormValues, unknown, PassesOnlyForm>({
    resolver: zodResolver(passesOnlyFormSchema),
    defaultValues: { plans: passesFormValues(plans), freezeNoticeDays: String(noticeDays) },
  });

  const submit = form.handleSubmit(({ plans: changes, freezeNoticeDays }) => {
    setFailure(null);
    // Only a changed notice goes: the passes alone are what most saves change.
    update.mutate({ plans: changes, freezeNoticeDays: freezeNoticeDays === noticeDays ? undefined : freezeNoticeDays }, {
      onSuccess: (saved) => {
        form.reset({ plans: passesFormValues(saved), freezeNoticeDays: String(freezeNoticeDays ?? noticeDays) });
        notify.success(gymMessages.pricesUpdated);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, (field) => gymFormField(field) as FieldPath<PassesOnlyFormValues> | null);
        setFailure(errorMessage(error));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('owner-gyms.passes.legend')} className="flex flex-col gap-4">
      <PassesFields form={form} freeze />
      <TextField
        label={t('owner-gyms.passes.freezeNotice')}
        inputMode="numeric"
        className="max-w-xs"
        hint={t('owner-gyms.passes.freezeNoticeHint', { max: MAX_FREEZE_NOTICE_DAYS })}
        error={form.formState.errors.freezeNoticeDays?.message}
        {...form.register('freezeNoticeDays')}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={update.isPending} className="w-full sm:w-auto">
          {t('owner-gyms.passes.save')}
        </Button>
      </div>
    </form>
  );
}

function GymStatus({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <p className={gym.active ? 'text-green-800' : 'text-slate-700'}>{t(gym.active ? 'owner-gyms.editor.statusActive' : 'owner-gyms.editor.statusInactive')}</p>
      {gym.active && (
        <Link to={paths.gymProfile(gym.id)} className="font-medium text-brand-700 underline underline-offset-2">
          {t('owner-gyms.editor.viewPublic')}
        </Link>
      )}
    </div>
  );
}

function GymEditor({ gym, children }: { gym: OwnerGym; children?: ReactNode }) {
  const { t } = useTranslation();
  const details = useOwnedGym(gym.id);
  const plans = usePlans(gym.id);
  return (
    <div className="flex flex-col gap-8">
      <GymStatus gym={gym} />
      <section aria-labelledby="gym-details-heading" className="flex flex-col gap-4">
        <h2 id="gym-details-heading" className="text-xl font-bold text-slate-900">
          {t('owner-gyms.editor.detailsHeading')}
        </h2>
        {details.isPending && <InlineLoader>{t('owner-gyms.editor.loading')}</InlineLoader>}
        {details.isError && <LoadFailed message={t('owner-gyms.editor.loadFailed')} error={details.error} retry={() => void details.refetch()} />}
        {details.data && <DetailsForm key={details.data.id} gym={details.data} />}
      </section>
      <section aria-label={t('owner-gyms.passes.legend')}>
        {plans.isPending && <InlineLoader>{t('owner-gyms.passes.loading')}</InlineLoader>}
        {plans.isError && <LoadFailed message={t('owner-gyms.passes.loadFailed')} error={plans.error} retry={() => void plans.refetch()} />}
        {plans.data && details.data && <PassesForm key={gym.id} gymId={gym.id} plans={plans.data} noticeDays={details.data.freezeNoticeDays} />}
      </section>
      {children}
    </div>
  );
}

/**
 * /gym_owner/gym-profile: the editor of the current gym (the switcher picks it). `sections` adds
 * more parts for the same gym below the editor, such as its photos.
 */
export function GymEditorPage({ sections }: { sections?: (gym: OwnerGym) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <DocumentTitle title={t('owner-gyms.editor.title')} />
      <PageHeader title={t('owner-gyms.editor.title')} subtitle={t('owner-gyms.editor.subtitle')} />
      <OwnerGymScope>{(gym) => <GymEditor key={gym.id} gym={gym}>{sections?.(gym)}</GymEditor>}</OwnerGymScope>
    </div>
  );
}
