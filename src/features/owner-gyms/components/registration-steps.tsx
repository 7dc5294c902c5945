import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { ownerTermsFormSchema, type OwnerTermsForm } from '@contract/accounts/owners';
import { OtpCodeForm } from '@/components/auth/otp-code-form';
import { PolicyLink } from '@/components/auth/policy-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Checkbox, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { formatMobile } from '@/lib/format';
import { useSessionStore } from '@/stores/session-store';
import '../strings';

export type RegistrationStep = 1 | 2 | 3;

/** "1 Accept terms → 2 Verify mobile → 3 Add your gym", the current one marked for screen readers too. */
export function StepList({ current }: { current: RegistrationStep }) {
  const { t } = useTranslation();
  const steps = [t('owner-gyms.registration.step1'), t('owner-gyms.registration.step2'), t('owner-gyms.registration.step3')];
  return (
    <ol aria-label={t('owner-gyms.registration.steps')} className="grid grid-cols-3 gap-2">
      {steps.map((label, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn(
              'flex flex-col gap-1 border-t-4 pt-2 text-sm sm:flex-row sm:items-center sm:gap-2',
              state === 'next' ? 'border-slate-200 text-slate-600' : 'border-brand-600 text-slate-900',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                state === 'next' ? 'bg-slate-200 text-slate-700' : 'bg-brand-600 text-white',
              )}
            >
              {state === 'done' ? '✓' : step}
            </span>
            <span className={cn(state === 'current' && 'font-semibold')}>
              {label}
              {state !== 'next' && <span className="sr-only"> {t(state === 'done' ? 'owner-gyms.registration.stepDone' : 'owner-gyms.registration.stepCurrent')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Step 1: the terms, in short, and the number to verify; "Accept Terms to Continue" until they are ticked. */
export function TermsStep() {
  const { t } = useTranslation();
  const { sendOtp, sendingOtp } = useSessionStore();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<OwnerTermsForm>({ resolver: zodResolver(ownerTermsFormSchema), defaultValues: { mobile: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ mobile }) => {
    setError(null);
    try {
      await sendOtp(mobile, 'gym_owner');
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <section aria-labelledby="terms-heading" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <h2 id="terms-heading" className="font-semibold text-slate-900">
          {t('owner-gyms.registration.termsHeading')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('owner-gyms.registration.terms1')}</li>
          <li>{t('owner-gyms.registration.terms2')}</li>
          <li>{t('owner-gyms.registration.terms3')}</li>
        </ul>
      </section>
      <TextField
        label={t('owner-gyms.registration.mobileLabel')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('owner-gyms.registration.mobileHint')}
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <Checkbox
        label={<Trans i18nKey="owner-gyms.registration.acceptTerms" components={{ terms: <PolicyLink doc="terms" />, privacy: <PolicyLink doc="privacy" /> }} />}
        error={errors.acceptTerms?.message} {...form.register('acceptTerms')} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" loading={sendingOtp} waitsForApp>
        {t('owner-gyms.registration.sendOtp')}
      </Button>
    </form>
  );
}

/** Step 2: the code sent to the number; verifying signs the person in. */
export function OtpStep() {
  const { t } = useTranslation();
  const { currentMobile, verifyingOtp, changeNumber } = useSessionStore();
  return (
    <OtpCodeForm
      notice={<Alert tone="success">{t('owner-gyms.registration.otpSentTo', { mobile: formatMobile(currentMobile ?? '') })}</Alert>}
      submitLabel={t('owner-gyms.registration.verify')}
      extraAction={
        <Button variant="ghost" onClick={changeNumber} disabled={verifyingOtp}>
          {t('owner-gyms.registration.changeNumber')}
        </Button>
      }
    />
  );
}
