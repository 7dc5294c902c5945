import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpFormSchema, type OtpForm } from '@contract/accounts/auth';
import { OTP_LENGTH } from '@contract/constants';
import type { GymSummary } from '@contract/gyms/gyms';
import { trainerMobileFormSchema, type TrainerMobileForm } from '@contract/gyms/trainers';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api';
import { formatPhoneNumber } from '@/lib/format';
import { endTrainerSession, registerTrainer, sendTrainerOtp, verifyTrainerOtp } from '../api/register-trainer';
import { uploadTrainerPhoto } from '../api/upload-trainer-photo';
import { GymPicker } from './gym-picker';
import { TrainerForm, type TrainerFormResult } from './trainer-form';
import '../strings';

type Verified = { token: string; mobile: string };
type Sent = { gymName: string; photoError: string | null };

/** /trainer-registration: verify the number by OTP as a trainer, then the application to one gym. */
export function TrainerRegistrationPage() {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <DocumentTitle title={t('trainers.registration.title')} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('trainers.registration.title')}</h1>
        <p className="mt-2 text-slate-600">{t('trainers.registration.subtitle')}</p>
      </header>
      {sent ? (
        <ApplicationSent sent={sent} onAnother={() => setSent(null)} />
      ) : (
        <>
          <Card>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('trainers.registration.verifyHeading')}</h2>
            {verified ? (
              <p role="status" className="font-medium text-green-800">
                {t('trainers.registration.verified', { mobile: formatPhoneNumber(verified.mobile) })}
              </p>
            ) : (
              <VerifyNumber onVerified={setVerified} />
            )}
          </Card>
          {verified && (
            <Card>
              <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('trainers.registration.detailsHeading')}</h2>
              <ApplicationForm token={verified.token} onSent={(result) => { setSent(result); setVerified(null); }} />
            </Card>
          )}
        </>
      )}
    </div>
  );
}

function ApplicationSent({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-slate-900">{t('trainers.registration.doneTitle')}</h2>
      <p className="text-slate-700">{t('trainers.registration.doneText', { gym: sent.gymName })}</p>
      {sent.photoError && <Alert tone="error">{t('trainers.registration.photoFailed', { reason: sent.photoError })}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAnother}>
          {t('trainers.registration.another')}
        </Button>
        <ButtonLink to={paths.home} variant="ghost">
          {t('trainers.registration.home')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function useCountdown(): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const id = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [seconds]);
  return [seconds, setSeconds];
}

/** Mobile number and terms, then the code; the number must be (or become) a trainer account. */
function VerifyNumber({ onVerified }: { onVerified: (verified: Verified) => void }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [seconds, setSeconds] = useCountdown();
  const [busy, setBusy] = useState(false);
  const numberForm = useForm({ resolver: zodResolver(trainerMobileFormSchema), defaultValues: { mobile: '' } });
  const codeForm = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  const send = async (number: string) => {
    setError(null);
    setBusy(true);
    try {
      const { resendAfter } = await sendTrainerOtp(number);
      setMobile(number);
      setSeconds(resendAfter);
    } catch (err) {
      setError(errorMessage(err));
      const retryAfter = err instanceof ApiError ? (err.data as { data?: { retryAfter?: number } } | undefined)?.data?.retryAfter : undefined;
      if (retryAfter) setSeconds(retryAfter);
    } finally {
      setBusy(false);
    }
  };

  const verify = async ({ otp }: OtpForm) => {
    if (!mobile) return;
    setError(null);
    setBusy(true);
    try {
      const { token, user } = await verifyTrainerOtp(mobile, otp);
      if (user.userType !== 'trainer') {
        void endTrainerSession(token);
        setError(t('trainers.registration.notTrainer'));
        return;
      }
      onVerified({ token, mobile: user.mobile });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (!mobile) {
    return (
      <form noValidate onSubmit={numberForm.handleSubmit(({ mobile: number }: TrainerMobileForm) => send(number))} className="flex flex-col gap-4">
        <TextField
          label={t('trainers.registration.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('trainers.registration.mobileHint')}
          error={numberForm.formState.errors.mobile?.message}
          {...numberForm.register('mobile')}
        />
        <Checkbox label={t('trainers.registration.acceptTerms')} error={numberForm.formState.errors.acceptTerms?.message} {...numberForm.register('acceptTerms')} />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" loading={busy} waitsForApp className="self-start">
          {t('trainers.registration.sendOtp')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={codeForm.handleSubmit(verify)} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-700">
        {t('trainers.registration.otpSentTo', { mobile: formatPhoneNumber(mobile) })}
      </p>
      <TextField
        label={t('trainers.registration.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        className="max-w-48 text-center text-xl tracking-[0.4em]"
        error={codeForm.formState.errors.otp?.message}
        {...codeForm.register('otp')}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {t('trainers.registration.verify')}
        </Button>
        <Button variant="ghost" disabled={seconds > 0 || busy} onClick={() => void send(mobile)}>
          {seconds > 0 ? t('trainers.registration.resendIn', { seconds }) : t('trainers.registration.resend')}
        </Button>
        <Button variant="ghost" onClick={() => { setMobile(null); setError(null); codeForm.reset(); }}>
          {t('trainers.registration.changeNumber')}
        </Button>
      </div>
    </form>
  );
}

/** The trainer's details and the gym; the photo goes once the application exists, and the session ends after. */
function ApplicationForm({ token, onSent }: { token: string; onSent: (sent: Sent) => void }) {
  const { t } = useTranslation();
  const [gym, setGym] = useState<GymSummary | null>(null);
  const [gymError, setGymError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async ({ values, photo }: TrainerFormResult) => {
    if (!gym) return setGymError(t('trainers.registration.gymRequired'));
    setBusy(true);
    setError(null);
    setServerErrors({});
    try {
      const application = await registerTrainer(token, { gymId: gym.id, ...values });
      let photoError: string | null = null;
      if (photo) await uploadTrainerPhoto(application.id, photo, { token }).catch((err: unknown) => (photoError = errorMessage(err)));
      void endTrainerSession(token);
      onSent({ gymName: gym.name, photoError });
    } catch (err) {
      if (err instanceof ApiError) setServerErrors(err.fields);
      setError(`${t('trainers.registration.failed')}: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TrainerForm submitLabel={t('trainers.registration.submit')} busy={busy} serverErrors={serverErrors} onSubmit={(result) => void submit(result)}>
      <GymPicker value={gym} onChange={(picked) => { setGym(picked); setGymError(null); }} error={gymError} />
      {error && <Alert tone="error">{error}</Alert>}
    </TrainerForm>
  );
}
