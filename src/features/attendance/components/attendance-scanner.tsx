import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceMessages, type ScanResult } from '@contract/attendance/attendance';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { timeAt } from './format';
import type { Html5Qrcode } from 'html5-qrcode';

type Unavailable = 'denied' | 'noCamera' | 'restartFailed';
type ScannerState =
  | { kind: 'requesting' }
  | { kind: 'scanning' }
  | { kind: 'marking' }
  | { kind: 'done'; result: ScanResult }
  | { kind: 'failed'; reason: string }
  | { kind: 'unavailable'; why: Unavailable };

export type ScannerProps = {
  /** the member scans the gym's QR; the desk scans QR or a CODE128 booking barcode */
  reads: 'gym-qr' | 'booking-code';
  /** sends what was read (or typed) to the server */
  onCode: (code: string) => Promise<ScanResult>;
};

/** html5-qrcode rejects with a string or an Error naming the getUserMedia failure. */
const isDenied = (error: unknown) => /NotAllowed|Permission|denied/i.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));

/**
 * One scanner for members and the desk: requesting camera → scanning → marking attendance →
 * result, "Scan Another" to restart; the library loads with this screen and the camera is
 * released whenever no scan is wanted (a result on screen, or the screen left).
 */
export function AttendanceScanner({ reads, onCode }: ScannerProps) {
  const { t } = useTranslation();
  const regionId = `scanner-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const scanner = useRef<Html5Qrcode | null>(null);
  const busy = useRef(false);
  // Each camera start, and each code sent, takes a number: a start that settles after a newer one (or after a typed
  // code's result) must not replace what is on screen.
  const turn = useRef(0);
  const [state, setState] = useState<ScannerState>({ kind: 'requesting' });
  // The latest sender, without restarting the camera when the parent re-renders.
  const send = useRef(onCode);
  send.current = onCode;

  const release = useCallback(async () => {
    const current = scanner.current;
    scanner.current = null;
    if (current?.isScanning) await current.stop().catch(() => undefined);
    current?.clear();
  }, []);

  const submit = useCallback(
    async (code: string) => {
      if (busy.current) return;
      busy.current = true;
      turn.current += 1;
      await release();
      setState({ kind: 'marking' });
      try {
        setState({ kind: 'done', result: await send.current(code) });
      } catch (error) {
        setState({ kind: 'failed', reason: errorMessage(error) });
      } finally {
        busy.current = false;
      }
    },
    [release],
  );

  const start = useCallback(
    async (restart: boolean) => {
      const mine = ++turn.current;
      setState({ kind: 'requesting' });
      try {
        const { Html5Qrcode, Html5QrcodeSupportedFormats: F } = await import('html5-qrcode');
        const formats = reads === 'gym-qr' ? [F.QR_CODE] : [F.QR_CODE, F.CODE_128];
        const next = new Html5Qrcode(regionId, { formatsToSupport: formats, verbose: false });
        scanner.current = next;
        const box = (w: number, h: number) => {
          const side = Math.floor(Math.min(w, h) * 0.8);
          return reads === 'gym-qr' ? { width: side, height: side } : { width: Math.floor(w * 0.9), height: Math.floor(h * 0.6) };
        };
        await next.start({ facingMode: 'environment' }, { fps: 10, qrbox: box }, (text) => void submit(text), () => undefined);
        if (turn.current !== mine) return void (await next.stop().catch(() => undefined));
        setState({ kind: 'scanning' });
      } catch (error) {
        if (turn.current !== mine) return;
        await release();
        setState({ kind: 'unavailable', why: isDenied(error) ? 'denied' : restart ? 'restartFailed' : 'noCamera' });
      }
    },
    [reads, regionId, release, submit],
  );

  useEffect(() => {
    void start(false);
    return () => void release();
  }, [start, release]);

  const live = state.kind === 'requesting' || state.kind === 'scanning';
  return (
    <div className="flex flex-col gap-4">
      <div className={live ? 'overflow-hidden rounded-xl bg-slate-900' : 'hidden'}>
        {/* While the camera starts, a 4:3 box the size of the usual video, so the status below does not jump when it arrives. */}
        <div id={regionId} className={`mx-auto w-full max-w-md ${state.kind === 'requesting' ? 'aspect-[4/3]' : ''}`} />
      </div>
      <ScannerStatus state={state} reads={reads} onAgain={() => void start(true)} />
      {reads === 'booking-code' && state.kind !== 'marking' && <ManualEntry onCode={(code) => void submit(code)} />}
      {reads === 'gym-qr' && state.kind === 'unavailable' && <p className="text-sm text-slate-600">{t('attendance.scanner.deskFallback')}</p>}
    </div>
  );
}

function ScannerStatus({ state, reads, onAgain }: { state: ScannerState; reads: ScannerProps['reads']; onAgain: () => void }) {
  const { t } = useTranslation();
  const again = (
    <Button variant="secondary" className="mt-3" onClick={onAgain}>
      {t('attendance.scanner.again')}
    </Button>
  );
  switch (state.kind) {
    case 'requesting':
      return <Waiting text={t('attendance.scanner.requesting')} />;
    case 'scanning':
      return <p className="text-center text-slate-700">{t(reads === 'gym-qr' ? 'attendance.scanner.pointAtGym' : 'attendance.scanner.pointAtBooking')}</p>;
    case 'marking':
      return <Waiting text={t('attendance.scanner.marking')} />;
    case 'done': {
      const { record, action } = state.result;
      return (
        <Alert tone="success">
          <p className="font-semibold">{t('attendance.scanner.marked')}</p>
          <p>
            {t(action === 'check_in' ? 'attendance.scanner.checkedIn' : 'attendance.scanner.checkedOut', {
              name: record.memberName,
              gym: record.gymName,
              time: timeAt(action === 'check_in' ? record.checkInAt : record.checkOutAt, record.timezone),
            })}
          </p>
          {again}
        </Alert>
      );
    }
    case 'failed':
      return (
        <Alert tone="error">
          <p className="font-semibold">{t('attendance.scanner.failed')}</p>
          <p>{state.reason}</p>
          {again}
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert tone="error">
          <p>{t(`attendance.scanner.unavailable.${state.why}`)}</p>
          {again}
        </Alert>
      );
  }
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-slate-700">
      <Spinner size="sm" /> {text}
    </p>
  );
}

/** A desk without a camera types the member's booking code instead. */
function ManualEntry({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError(attendanceMessages.bookingCodeRequired);
    setError(undefined);
    onCode(code.trim());
    setCode('');
  };
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
      <TextField
        label={t('attendance.scanner.manualLabel')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        autoCapitalize="characters"
        autoComplete="off"
        containerClassName="flex-1"
      />
      <Button type="submit">{t('attendance.scanner.manualSubmit')}</Button>
    </form>
  );
}
