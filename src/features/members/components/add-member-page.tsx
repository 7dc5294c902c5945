import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { walkInFormSchema, walkInPayments, type MemberAdded, type WalkInFormValues } from '@contract/gyms/members';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useAreaPath, useGymAccess } from '@/components/owner/desk-access';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatPaise, formatTimeOfDay } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAddMember } from '../api/add-member';
import { useGymPasses } from '../api/list-gym-passes';
import { formatDay, gymToday } from '../utils/dates';
import '../strings';

const FORM_FIELDS = new Set<string>(['firstName', 'lastName', 'mobile', 'email', 'passType', 'startDate', 'payment']);

/** /gym_owner/add-new-member: a walk-in's details and pass, booked and confirmed at the current gym. */
export function AddMemberPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('members.add.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('members.add.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-base text-slate-600">{t('members.add.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <WalkIn key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

type Added = { result: MemberAdded; message: string };

function WalkIn({ gym }: { gym: OwnerGym }) {
  const [added, setAdded] = useState<Added | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (added) return <AddedSummary gymId={gym.id} added={added} onAnother={() => { setAdded(null); setAttempt((n) => n + 1); }} />;
  return <WalkInForm key={attempt} gym={gym} onAdded={setAdded} />;
}

function WalkInForm({ gym, onAdded }: { gym: OwnerGym; onAdded: (added: Added) => void }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const setsPrices = useGymAccess(gym.id).can('plans.update');
  const passes = useGymPasses(gym.id);
  const mutation = useAddMember();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WalkInFormValues>({
    resolver: zodResolver(walkInFormSchema),
    defaultValues: { firstName: '', lastName: '', mobile: '', email: '', passType: undefined, startDate: gymToday(gym.timeZone), payment: 'unpaid' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = await mutation.mutateAsync({ body: { gymId: gym.id, ...values }, idempotencyKey: crypto.randomUUID() });
      const name = data.member.name;
      notify.success(t(data.accountCreated ? 'members.add.added' : 'members.add.addedExisting', { name }));
      onAdded({ result: data, message });
    } catch (error) {
      const placed = applyServerFieldErrors(error, form.setError, (field) => (FORM_FIELDS.has(field) ? (field as keyof WalkInFormValues) : null));
      if (placed === 0) setFailure(errorMessage(error));
      notify.error(t('members.add.failed'), { description: errorMessage(error) });
    }
  });

  if (passes.isPending) return <InlineLoader>{t('members.add.loadingPasses')}</InlineLoader>;
  if (passes.isError)
    return (
      <Alert tone="error">
        <p>{errorMessage(passes.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void passes.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  if (passes.data.length === 0)
    return (
      <Alert tone="info">
        <p>{t('members.add.noPasses')}</p>
        {setsPrices && (
          <ButtonLink to={areaPath(paths.owner.gymProfile)} variant="secondary" size="sm" className="mt-2">
            {t('nav.owner.gymProfile')}
          </ButtonLink>
        )}
      </Alert>
    );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-3xl flex-col gap-6">
      <Card className="flex flex-col gap-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('members.add.person')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('members.add.firstName')} autoComplete="off" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextField label={t('members.add.lastName')} autoComplete="off" error={errors.lastName?.message} {...form.register('lastName')} />
          <TextField
            label={t('members.add.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={t('members.add.mobileHint')}
            error={errors.mobile?.message}
            {...form.register('mobile')}
          />
          <TextField label={t('members.add.email')} type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        </div>
      </Card>
      <Card className="flex flex-col gap-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('members.add.pass')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label={t('members.add.passType')} error={errors.passType?.message} defaultValue="" {...form.register('passType')}>
            <option value="" disabled>
              {t('members.add.choosePass')}
            </option>
            {passes.data.map((plan) => (
              <option key={plan.passType} value={plan.passType}>
                {t('members.add.passOption', { pass: t(`gyms.passes.${plan.passType}`), price: formatPaise(plan.pricePaise) })}
              </option>
            ))}
          </Select>
          <TextField label={t('members.add.startDate')} type="date" min={gymToday(gym.timeZone)} error={errors.startDate?.message} {...form.register('startDate')} />
          <Select label={t('members.add.payment')} error={errors.payment?.message} containerClassName="sm:col-span-2" {...form.register('payment')}>
            {walkInPayments.map((payment) => (
              <option key={payment} value={payment}>
                {t(`members.add.payments.${payment}`)}
              </option>
            ))}
          </Select>
        </div>
      </Card>
      {failure && (
        <Alert tone="error">
          {t('members.add.failed')}: {failure}
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" loading={mutation.isPending}>
          {t('members.add.submit')}
        </Button>
      </div>
    </form>
  );
}

function AddedSummary({ gymId, added, onAnother }: { gymId: string; added: Added; onAnother: () => void }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const listsMembers = useGymAccess(gymId).can('members.list');
  const { member, booking } = added.result;
  const paid = booking.paymentStatus === 'paid';
  return (
    <Card className="flex max-w-3xl flex-col gap-4 sm:p-6">
      <Alert tone="success">
        <p className="font-semibold">{added.message}</p>
      </Alert>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{member.name}</h2>
        <p className="mt-1 text-sm font-medium text-slate-700">{t('members.add.bookingCode', { code: booking.code })}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t('members.add.summary', {
            pass: t(`gyms.passes.${booking.passType}`),
            start: formatDay(booking.startDate),
            end: formatDay(booking.endDate),
            slot: formatTimeOfDay(booking.slotTime),
          })}{' '}
          {t(paid ? 'members.add.summaryPaid' : 'members.add.summaryUnpaid', { amount: formatPaise(booking.amountPaise) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAnother}>{t('members.add.another')}</Button>
        {listsMembers && (
          <ButtonLink to={areaPath(paths.owner.members)} variant="secondary">
            {t('members.add.viewMembers')}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
