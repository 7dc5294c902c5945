import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useAttendanceReport } from '../api/attendance-report';
import { useGymQr } from '../api/gym-qr';
import { todayIn } from './format';
import '../strings';

/** /gym_owner/attendance-qr: the current gym's rotating code, big enough to scan from the desk. */
export function AttendanceQrPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('attendance.qr.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('attendance.qr.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('attendance.qr.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymQrPanel key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

/** Seconds left in the code's window, counted down on this device between fetches. */
function useCountdown(seconds: number | undefined, since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (seconds === undefined) return 0;
  return Math.max(0, seconds - Math.floor((now - since) / 1000));
}

function GymQrPanel({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const qr = useGymQr(gym.id);
  const today = todayIn(gym.timeZone);
  const visits = useAttendanceReport({ gymId: gym.id, from: today, to: today, page: 1, pageSize: 1 }, { refetchInterval: 30_000 });
  const left = useCountdown(qr.data?.expiresInSeconds, qr.dataUpdatedAt);
  const frame = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFull = () => void (full ? document.exitFullscreen() : frame.current?.requestFullscreen())?.catch(() => undefined);

  if (qr.isPending) return <InlineLoader>{t('attendance.qr.loading')}</InlineLoader>;
  if (qr.error) return <Alert tone="error">{errorMessage(qr.error)}</Alert>;
  return (
    <div ref={frame} className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-center sm:p-8">
      <h2 className="text-2xl font-bold text-slate-900 sm:text-4xl">{gym.name}</h2>
      <QrImage payload={qr.data.payload} label={t('attendance.qr.imageLabel', { gym: gym.name })} />
      <p className="text-lg font-medium text-slate-700" aria-live="off">
        {t('attendance.qr.countdown', { count: left })}
      </p>
      <p className="text-lg text-slate-900" aria-live="polite">
        {t('attendance.qr.today', { count: visits.data?.total ?? 0 })}
      </p>
      <Button variant="secondary" onClick={toggleFull}>
        {full ? t('attendance.qr.exitFullScreen') : t('attendance.qr.fullScreen')}
      </Button>
    </div>
  );
}

/** Drawn by the qrcode library (loaded with this screen) at up to 80% of the shorter side of the view. */
function QrImage({ payload, label }: { payload: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let stale = false;
    void import('qrcode').then((QRCode) => {
      if (stale || !canvas.current) return;
      const target = canvas.current;
      // The library sizes the canvas inline; the class keeps it square and within the screen instead.
      void QRCode.toCanvas(target, payload, { width: 640, margin: 4, errorCorrectionLevel: 'M' }).then(() => target.removeAttribute('style'));
    });
    return () => void (stale = true);
  }, [payload]);
  return <canvas ref={canvas} role="img" aria-label={label} data-payload-window={payload.split('.')[2]} className="aspect-square h-auto w-full max-w-[min(80vmin,640px)]" />;
}
