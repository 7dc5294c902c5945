import { useTranslation } from 'react-i18next';
import { OtpCodeForm } from '@/components/auth/otp-code-form';
import { Alert } from '@/components/ui/alert';
import { formatMobile } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import '../strings';

/** The code, a resend that waits out the server's countdown, and "Verify & Sign In". */
export function OtpForm({ sent, onSent }: { sent: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const currentMobile = useSessionStore((state) => state.currentMobile);
  const notice = sent && (
    <Alert tone="success">
      <p className="font-semibold">{t('auth.login.otpSent')}</p>
      <p>{t('auth.login.otpSentTo', { mobile: formatMobile(currentMobile ?? '') })}</p>
    </Alert>
  );
  return (
    <OtpCodeForm notice={notice} submitLabel={t('auth.login.verify')} onVerified={() => notify.success(t('auth.login.success'))} onResent={onSent} />
  );
}
