import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpFormSchema, type OtpForm as OtpValues } from '@contract/auth';
import { OTP_LENGTH } from '@contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';
import '../strings';

/** Ticks the store's resend countdown once a second while it is above zero. */
function useResendCountdown(): number {
  const resendCountdown = useSessionStore((state) => state.resendCountdown);
  const tickCountdown = useSessionStore((state) => state.tickCountdown);
  const running = resendCountdown > 0;
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(tickCountdown, 1000);
    return () => clearInterval(id);
  }, [running, tickCountdown]);
  return resendCountdown;
}

/** The code, a resend that waits out the server's countdown, and "Verify & Sign In". */
export function OtpForm({ sent, onSent }: { sent: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const { currentMobile, sendingOtp, verifyingOtp, resendOtp, verifyOtp } = useSessionStore();
  const seconds = useResendCountdown();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  useEffect(() => form.setFocus('otp'), [form]);

  const verify = async ({ otp }: OtpValues) => {
    setError(null);
    try {
      await verifyOtp(otp);
      notify.success(t('auth.login.success'));
    } catch (err) {
      setError(errorMessage(err));
      form.setFocus('otp');
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await resendOtp();
      form.reset({ otp: '' });
      onSent();
      form.setFocus('otp');
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(verify)} className="flex flex-col gap-4">
      {sent && (
        <Alert tone="success">
          <p className="font-semibold">{t('auth.login.otpSent')}</p>
          <p>{t('auth.login.otpSentTo', { mobile: currentMobile })}</p>
        </Alert>
      )}
      <TextField
        label={t('auth.login.otpLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="text-center text-2xl tracking-[0.5em]"
        error={form.formState.errors.otp?.message}
        {...form.register('otp')}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" loading={verifyingOtp}>
        {t('auth.login.verify')}
      </Button>
      <Button variant="ghost" onClick={resend} disabled={seconds > 0 || verifyingOtp} loading={sendingOtp}>
        {seconds > 0 ? t('auth.login.resendIn', { seconds }) : t('auth.login.resend')}
      </Button>
    </form>
  );
}
