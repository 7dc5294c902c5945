import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpFormSchema, type OtpForm } from '@contract/accounts/auth';
import { OTP_LENGTH } from '@contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-error';
import { addLazyStrings } from '@/lib/i18n';
import otpStrings from '@/components/auth/locales/en/otp-code.json';
import { useSessionStore } from '@/stores/session-store';

// common.otp.*: only the sign-in and registration screens show the code field, so its texts load with it.
addLazyStrings('common.otp', otpStrings, import.meta.glob('/src/components/auth/locales/{hi,ta}/otp-code.json', { import: 'default' }));

/** A pasted "123 456" or "123456\n" is the code people meant: keep its digits, at most six. */
export const otpDigits = (raw: string): string => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** The tries the server says this code has left after a wrong one, if it said. */
function attemptsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const left = (error.data as { data?: { attemptsLeft?: unknown } } | undefined)?.data?.attemptsLeft;
  return typeof left === 'number' ? left : null;
}

/** Ticks the store's resend countdown once a second while it is above zero. */
function useResendCountdown(): number {
  const seconds = useSessionStore((state) => state.resendCountdown);
  const tick = useSessionStore((state) => state.tickCountdown);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [running, tick]);
  return seconds;
}

type OtpCodeFormProps = {
  /** What was sent where, above the field. */
  notice: ReactNode;
  submitLabel: string;
  onVerified?: () => void;
  onResent?: () => void;
  /** Another way out beside "Resend OTP", such as "Change number". */
  extraAction?: ReactNode;
};

/** The code for the session's number: sign-in and owner registration both verify through it. */
export function OtpCodeForm({ notice, submitLabel, onVerified, onResent, extraAction }: OtpCodeFormProps) {
  const { t } = useTranslation();
  const { sendingOtp, verifyingOtp, resendOtp, verifyOtp } = useSessionStore();
  const seconds = useResendCountdown();
  const [error, setError] = useState<{ message: string; attemptsLeft: number | null } | null>(null);
  const form = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  // The last code that submitted itself: a complete code is sent once, not again on every keystroke.
  const autoSubmitted = useRef<string | null>(null);

  useEffect(() => form.setFocus('otp'), [form]);

  const verify = form.handleSubmit(async ({ otp }) => {
    if (useSessionStore.getState().verifyingOtp) return;
    setError(null);
    try {
      await verifyOtp(otp);
      onVerified?.();
    } catch (err) {
      setError({ message: errorMessage(err), attemptsLeft: attemptsLeftOf(err) });
      form.setFocus('otp', { shouldSelect: true });
    }
  });

  const resend = async () => {
    setError(null);
    try {
      await resendOtp();
      form.reset({ otp: '' });
      autoSubmitted.current = null;
      onResent?.();
      form.setFocus('otp');
    } catch (err) {
      setError({ message: errorMessage(err), attemptsLeft: null });
    }
  };

  const field = form.register('otp');
  const onCodeChange = async (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = otpDigits(event.target.value);
    await field.onChange(event);
    const code = event.target.value;
    if (code.length === OTP_LENGTH && code !== autoSubmitted.current) {
      autoSubmitted.current = code;
      await verify();
    }
  };

  return (
    <form noValidate onSubmit={verify} className="flex flex-col gap-4">
      {notice}
      <TextField
        label={t('common.otp.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="text-center text-2xl tracking-[0.5em]"
        error={form.formState.errors.otp?.message}
        {...field}
        onChange={onCodeChange}
      />
      {error && (
        <Alert tone="error">
          <p>{error.message}</p>
          {error.attemptsLeft !== null && (
            <p className="mt-1 font-semibold">
              {error.attemptsLeft > 0 ? t('common.otp.triesLeft', { count: error.attemptsLeft }) : t('common.otp.noTriesLeft')}
            </p>
          )}
        </Alert>
      )}
      <Button type="submit" size="lg" loading={verifyingOtp}>
        {submitLabel}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={resend} disabled={seconds > 0 || verifyingOtp} loading={sendingOtp}>
          {seconds > 0 ? t('common.otp.resendIn', { seconds }) : t('common.otp.resend')}
        </Button>
        {extraAction}
      </div>
    </form>
  );
}
