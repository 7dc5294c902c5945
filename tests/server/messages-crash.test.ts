// The real server as a child process, killed with SIGKILL right after a booking is answered: the confirmation is
// in the outbox (written with the booking) and the next start sends it, once.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ChildServer } from '@tests/utils/child-server';

let dataDir = '';
beforeAll(async () => void (dataDir = await mkdtemp(join(tmpdir(), 'gymkhana-crash-'))));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Started = ChildServer & { base: string };

async function startServer(): Promise<Started> {
  const port = await freePort();
  const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), SMS_PROVIDER: 'file', SMS_OUTBOX_FILE: outboxFile() });
  await expect.poll(server.output, { timeout: 90_000, interval: 100 }).toContain('Gymkhana is running');
  return { ...server, base: `http://127.0.0.1:${port}/api` };
}

const outboxFile = () => join(dataDir, 'sms-outbox.jsonl');
const outbox = async () =>
  (await readFile(outboxFile(), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; text: string; kind: string; id: string });

async function call<T>(base: string, action: string, body: object, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(`${base}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

/** The demo member (seeded), signed in through the real OTP flow. */
async function signInDemoMember(base: string): Promise<string> {
  const mobile = '9876543210';
  await call(base, 'auth-otp.php?action=send-otp', { mobile, userType: 'member' });
  const code = /\b(\d{6})\b/.exec((await outbox()).findLast((m) => m.kind === 'sign_in_code')!.text)![1]!;
  const { data } = await call<{ token: string }>(base, 'auth-otp.php?action=verify-otp-login', { mobile, otp: code, userType: 'member' });
  return data.token;
}

/** A day pass at a seeded gym a few days ahead (skipping its weekly off), paid at the gym. */
async function bookSomething(base: string, token: string): Promise<string> {
  for (let days = 2; days <= 5; days += 1) {
    const startDate = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const body = { gymId: 'gym-pune-kothrud-001', passType: 'day', startDate, slotTime: '07:00', paymentMethod: 'at_gym' };
    const res = await call<{ booking: { code: string } }>(base, 'bookings.php?action=create', body, { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() });
    if (res.status === 201) return res.data.booking.code;
  }
  throw new Error('no bookable day');
}

describe('kill -9 right after a booking is answered', () => {
  it('the next start on the same data sends exactly one confirmation', { timeout: 240_000 }, async () => {
    const first = await startServer();
    let code: string;
    let token: string;
    try {
      token = await signInDemoMember(first.base);
      code = await bookSomething(first.base, token);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    const confirmations = async () => (await outbox()).filter((m) => m.kind === 'booking_confirmed' && m.text.includes(code));
    const second = await startServer();
    try {
      await expect.poll(async () => (await confirmations()).length, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
      // A later booking is sent after it: by then the worker has been through the outbox again.
      const later = await bookSomething(second.base, token);
      await expect.poll(async () => (await outbox()).some((m) => m.kind === 'booking_confirmed' && m.text.includes(later)), { timeout: 60_000, interval: 200 }).toBe(true);
      expect(await confirmations()).toHaveLength(1);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });
});
