import { useState } from 'react';
import { dateFormat } from '@contract/calendar';
import { useTranslation } from 'react-i18next';
import type { DeviceSession } from '@contract/accounts/sessions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import strings from '@/features/auth/locales/en/devices.json';
import { addLazyStrings } from '@/lib/i18n';
import { useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { notify } from '@/lib/notify';
import { appLocale } from '@/lib/format';

addLazyStrings('devices', strings, import.meta.glob('/src/features/auth/locales/{hi,ta}/devices.json', { import: 'default' }));

const formatWhen = (iso: string) => dateFormat(appLocale(), { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

type Confirming = { kind: 'one'; device: DeviceSession } | { kind: 'others' } | null;

/** The profile's "Signed-in devices": every live session of mine, this one marked; sign out one or all the others. */
export function SignedInDevices() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const nameOf = (device: DeviceSession) => device.deviceLabel ?? t('devices.unknown');
  const others = sessions.data?.filter((device) => !device.current) ?? [];

  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === 'one') {
        await revokeOne.mutateAsync(confirming.device.id);
        notify.success(t('devices.toasts.signedOutOne', { device: nameOf(confirming.device) }));
      } else {
        const count = await revokeOthers.mutateAsync();
        notify.success(t('devices.toasts.signedOutOthers', { count }));
      }
    } catch (error) {
      notify.error(t('devices.toasts.failed'), { description: errorMessage(error) });
    }
    setConfirming(null);
  };

  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="devices-heading" className="flex flex-col gap-4">
        <header>
          <h2 id="devices-heading" className="text-lg font-bold text-slate-900">
            {t('devices.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('devices.intro')}</p>
        </header>
        {sessions.isPending ? (
          <InlineLoader>{t('devices.loading')}</InlineLoader>
        ) : sessions.isError ? (
          <Alert tone="error">
            <p>
              {t('devices.loadFailed')} {errorMessage(sessions.error)}
            </p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void sessions.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <ul aria-labelledby="devices-heading" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {sessions.data.map((device) => (
                <li key={device.id} className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-4">
                  <div className="min-w-0 text-sm text-slate-600">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-semibold text-slate-900">
                      {nameOf(device)}
                      {device.current && (
                        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('devices.thisDevice')}</span>
                      )}
                    </p>
                    <p>{device.current ? t('devices.activeNow') : t('devices.lastActive', { when: formatWhen(device.lastSeenAt) })}</p>
                    <p>{t('devices.signedIn', { when: formatWhen(device.createdAt) })}</p>
                  </div>
                  {!device.current && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="shrink-0 self-start sm:self-center"
                      aria-label={t('devices.signOutLabel', { device: nameOf(device) })}
                      onClick={() => setConfirming({ kind: 'one', device })}
                    >
                      {t('devices.signOut')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="text-sm text-slate-600">{t('devices.onlyThisOne')}</p>
            ) : (
              <div>
                <Button variant="secondary" onClick={() => setConfirming({ kind: 'others' })}>
                  {t('devices.signOutOthers')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'one' ? t('devices.confirmOne.title', { device: nameOf(confirming.device) }) : t('devices.confirmOthers.title')}
        message={confirming?.kind === 'one' ? t('devices.confirmOne.message') : t('devices.confirmOthers.message')}
        confirmLabel={confirming?.kind === 'one' ? t('devices.confirmOne.confirm') : t('devices.confirmOthers.confirm')}
        danger
        busy={revokeOne.isPending || revokeOthers.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
