// The gym's rotating attendance code: gym id + 30-second window, signed with APP_SECRET (DESIGN §7).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { attendanceMessages, QR_WINDOW_SECONDS } from '@contract/attendance/attendance';
import { invalid } from '../../shared/refusals';

const PREFIX = 'GYMKHANA-ATT1';
const WINDOW_MS = QR_WINDOW_SECONDS * 1000;

export const windowOf = (now: Date) => Math.floor(now.getTime() / WINDOW_MS);

const signatureOf = (secret: string, gymId: string, window: number) =>
  createHmac('sha256', secret).update(`attendance-qr:${gymId}:${window}`).digest('base64url').slice(0, 32);

/** The code the owner's screen shows now, and how long until the next one. */
export function gymQrPayload(secret: string, gymId: string, now: Date): { payload: string; expiresInSeconds: number } {
  const window = windowOf(now);
  const expiresInSeconds = Math.ceil(((window + 1) * WINDOW_MS - now.getTime()) / 1000);
  return { payload: `${PREFIX}.${gymId}.${window}.${signatureOf(secret, gymId, window)}`, expiresInSeconds };
}

/** The gym a scanned code names, if it is genuine and from the current or the previous window; refused as invalid otherwise. */
export function readGymQr(secret: string, payload: string, now: Date): string {
  const [prefix, gymId, windowText, signature, ...rest] = payload.trim().split('.');
  const window = Number(windowText);
  if (prefix !== PREFIX || !gymId || !signature || rest.length > 0 || !Number.isSafeInteger(window)) throw invalid(attendanceMessages.codeInvalid);
  const expected = Buffer.from(signatureOf(secret, gymId, window));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid(attendanceMessages.codeInvalid);
  const current = windowOf(now);
  // A window ahead of the server's clock was never shown; one older than the previous is a photo of an old code.
  if (window > current) throw invalid(attendanceMessages.codeInvalid);
  if (window < current - 1) throw invalid(attendanceMessages.codeExpired);
  return gymId;
}
