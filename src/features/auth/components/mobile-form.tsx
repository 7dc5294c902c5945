import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginForm } from '@contract/accounts/auth';
import { PolicyLink } from '@/components/auth/policy-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { formatMobile } from '@/lib/format';
import { useSessionStore } from '@/stores/session-store';
import '../strings';

/** Mobile number and consent; once the OTP is sent the number is locked until "Change number". `as`: the platform team's or a gym's staff sign-in. */
export function MobileForm({ onSent, as }: { onSent: () => void; as?: 'admin' | 'staff' | undefined }) {
  const { t } = useTranslation();
  const { isOtpSent, currentMobile, sendingOtp, userType, sendOtp, changeNumber } = useSessionStore();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    // acceptTerms and acceptPrivacy are left out: their schemas only admit `true`, and unchecked reads as false.
    defaultValues: { mobile: currentMobile ?? '', isGymOwner: userType === 'gym_owner', marketingOptIn: false },
  });
  const { errors } = form.formState;

  const submit = async (values: LoginForm) => {
    setError(null);
    try {
      // Kept for the code's verification (a resend keeps it); the store's first-load code stays as small as it was.
      useSessionStore.setState({ marketingOptIn: values.marketingOptIn });
      await sendOtp(values.mobile, as ?? (values.isGymOwner ? 'gym_owner' : 'member'));
      onSent();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  // After "Change number" the locked field is replaced: put the cursor where the person will type.
  const refocus = useRef(false);
  const unlock = () => {
    refocus.current = true;
    changeNumber();
    setError(null);
  };
  useEffect(() => {
    if (isOtpSent || !refocus.current) return;
    refocus.current = false;
    form.setFocus('mobile');
  }, [isOtpSent, form]);

  if (isOtpSent) {
    return (
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('auth.login.mobileLabel')}
          value={formatMobile(currentMobile ?? '')}
          readOnly
          containerClassName="min-w-44 flex-1"
          className="bg-slate-100"
        />
        <Button variant="secondary" onClick={unlock}>
          {t('auth.login.changeNumber')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField
        label={t('auth.login.mobileLabel')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('auth.login.mobileHint')}
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <fieldset className="flex flex-col">
        <legend className="sr-only">{t('auth.login.optionsLegend')}</legend>
        {!as && <Checkbox label={t('auth.login.isGymOwner')} {...form.register('isGymOwner')} />}
        <Checkbox
          label={<Trans i18nKey="auth.login.acceptTerms" components={{ doc: <PolicyLink doc="terms" /> }} />}
          error={errors.acceptTerms?.message}
          {...form.register('acceptTerms')}
        />
        <Checkbox
          label={<Trans i18nKey="auth.login.acceptPrivacy" components={{ doc: <PolicyLink doc="privacy" /> }} />}
          error={errors.acceptPrivacy?.message}
          {...form.register('acceptPrivacy')}
        />
        <Checkbox label={t('auth.login.marketingOptIn')} {...form.register('marketingOptIn')} />
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" loading={sendingOtp} waitsForApp>
        {t('auth.login.sendOtp')}
      </Button>
    </form>
  );
}
