import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@contract/accounts/auth';
import { emptyGymFormValues, emptyPassesFormValues } from '@contract/gyms/owner-gyms';
import { ownerMessages, ownerRegistrationFormSchema, type OwnerRegistration, type OwnerRegistrationFormValues } from '@contract/accounts/owners';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useOwnerGyms } from '@/components/owner/owner-gyms';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useRegisterOwner } from '../api/register-owner';
import { registrationFormField } from '../utils/server-fields';
import { FormSection } from './form-section';
import { GymWithPassesFields } from './gym-with-passes-fields';
import { OtpStep, StepList, TermsStep, type RegistrationStep } from './registration-steps';
import '../strings';

/** Step 3: the owner's details, the gym and its passes, sent as one registration. */
function RegistrationForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterOwner();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OwnerRegistrationFormValues, unknown, OwnerRegistration>({
    resolver: zodResolver(ownerRegistrationFormSchema),
    defaultValues: {
      ...emptyGymFormValues,
      plans: emptyPassesFormValues,
      ownerFirstName: user.firstName ?? '',
      ownerLastName: user.lastName ?? '',
      ownerEmail: user.email ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    register.mutate(body, {
      onSuccess: () => {
        notify.success(ownerMessages.registered);
        void navigate(paths.owner.manageGyms);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, (field) => registrationFormField(field) as FieldPath<OwnerRegistrationFormValues> | null);
        setFailure(errorMessage(error));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <FormSection legend={t('owner-gyms.registration.detailsLegend')}>
        <TextField label={t('owner-gyms.registration.firstName')} autoComplete="given-name" error={errors.ownerFirstName?.message} {...form.register('ownerFirstName')} />
        <TextField label={t('owner-gyms.registration.lastName')} autoComplete="family-name" error={errors.ownerLastName?.message} {...form.register('ownerLastName')} />
        <TextField
          label={t('owner-gyms.registration.ownerEmail')}
          type="email"
          autoComplete="email"
          containerClassName="sm:col-span-2"
          error={errors.ownerEmail?.message}
          {...form.register('ownerEmail')}
        />
      </FormSection>
      <GymWithPassesFields
        form={form}
        failureTitle={ownerMessages.failed}
        failure={failure}
        submitLabel={t('owner-gyms.registration.submit')}
        busy={register.isPending}
      />
    </form>
  );
}

/** Why this account cannot register a gym, and where to go instead (a role never changes silently). */
function OtherRoleNotice({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useSessionStore((state) => state.logout);
  const member = user.userType === 'member';
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-slate-900">{t(member ? 'owner-gyms.registration.memberTitle' : 'owner-gyms.registration.trainerTitle')}</h2>
      <Alert tone="error">{member ? ownerMessages.memberNumber : ownerMessages.trainerNumber}</Alert>
      <div className="flex flex-col gap-2 sm:flex-row">
        {member && <ButtonLink to={paths.member.root}>{t('owner-gyms.registration.goToMemberArea')}</ButtonLink>}
        <Button variant="secondary" onClick={() => logout()}>
          {t('owner-gyms.registration.signOut')}
        </Button>
      </div>
    </Card>
  );
}

/** A verified owner: the form for the first gym, or, with gyms already, the way to them. */
function OwnerStep({ user }: { user: User }) {
  const { t } = useTranslation();
  const gyms = useOwnerGyms();
  if (gyms.isPending) return <InlineLoader>{t('owner-gyms.manage.loading')}</InlineLoader>;
  if (gyms.data && gyms.data.length > 0)
    return (
      <Card className="flex flex-col items-start gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t('owner-gyms.registration.alreadyTitle')}</h2>
        <p className="text-slate-700">{t('owner-gyms.registration.alreadyText')}</p>
        <ButtonLink to={paths.owner.manageGyms}>{t('owner-gyms.registration.goToManageGyms')}</ButtonLink>
      </Card>
    );
  // A failed check still lets the owner try: the server refuses a second registration anyway.
  return (
    <>
      <VerifiedNotice />
      <RegistrationForm user={user} />
    </>
  );
}

/** The news of step 3, focused when it appears: the page has changed under the person's finger, often mid-scroll on a phone. */
function VerifiedNotice() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
      <Alert tone="success">{t('owner-gyms.registration.verified')}</Alert>
    </div>
  );
}

/** /gym-owner-registration: accept the terms, verify the number by OTP as a gym owner, then register the first gym. */
export function OwnerRegistrationPage() {
  const { t } = useTranslation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isOtpSent = useSessionStore((state) => state.isOtpSent);
  const user = useSessionStore((state) => state.user);
  const changeNumber = useSessionStore((state) => state.changeNumber);

  // A code sent from the sign-in page was for another purpose: this page starts from its own first step.
  useEffect(() => {
    if (!useSessionStore.getState().isLoggedIn) changeNumber();
  }, [changeNumber]);

  const step: RegistrationStep = isLoggedIn && user ? 3 : isOtpSent ? 2 : 1;
  const wide = step === 3 && user?.userType === 'gym_owner';
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-12', wide ? 'max-w-5xl' : 'max-w-2xl')}>
      <DocumentTitle title={t('owner-gyms.registration.title')} />
      <div className="flex flex-col gap-6">
        <header>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('owner-gyms.registration.title')}</h1>
          <p className="mt-1 text-base text-slate-600">{t('owner-gyms.registration.subtitle')}</p>
        </header>
        <StepList current={step} />
        {step === 1 && (
          <Card>
            <TermsStep />
          </Card>
        )}
        {step === 2 && (
          <Card>
            <OtpStep />
          </Card>
        )}
        {step === 3 && user && (user.userType === 'gym_owner' ? <OwnerStep user={user} /> : <OtherRoleNotice user={user} />)}
      </div>
    </div>
  );
}
