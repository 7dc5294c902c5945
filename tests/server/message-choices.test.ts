import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { User } from '@contract/accounts/auth';
import { messages, users } from '@server/db/schema';
import { STOP_LINES } from '@server/domains/messaging/message-texts';
import { readOtp, signIn, uniqueMobile, type SignedIn } from '@tests/utils/auth';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const WHATSAPP_OUTBOX_FILE = join(tmpdir(), `gymkhana-whatsapp-${randomUUID()}.jsonl`);
const EMAIL_OUTBOX_FILE = join(tmpdir(), `gymkhana-email-${randomUUID()}.jsonl`);
const server = useTestServer({ WHATSAPP_PROVIDER: 'file', WHATSAPP_OUTBOX_FILE, EMAIL_PROVIDER: 'file', EMAIL_OUTBOX_FILE });
afterAll(() => Promise.all([rm(WHATSAPP_OUTBOX_FILE, { force: true }), rm(EMAIL_OUTBOX_FILE, { force: true })]));

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');

const linesOf = async (file: string) =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, string>);

const stored = async (id: string) => (await server.current.handle.db.select().from(users).where(eq(users.id, id)))[0]!;
const profile = { firstName: 'Asha', lastName: 'Verma' };
const update = (who: SignedIn, payload: object) =>
  server.current.app.inject({ method: 'POST', url: '/api/profile.php?action=update', headers: who.headers, payload });

/** A member with an e-mail address, and a gym to book at. */
async function memberAndGym(choices: object = {}) {
  const { app, handle, clock } = server.current;
  clock.set(MONDAY_10AM);
  const owner = await signIn(app, { userType: 'gym_owner' });
  const member = await signIn(app, { userType: 'member' });
  const email = `m${randomUUID().slice(0, 8)}@example.test`;
  const res = await update(member, { ...profile, email, ...choices });
  expect(res.statusCode).toBe(200);
  const gym = await createGym(handle.db, { ownerId: owner.user.id });
  return { member, email, gym };
}

const book = (who: SignedIn, gymId: string, slotTime: string) => bookDayPassAtGym(server.current.app, who, { gymId, startDate: '2026-11-24', slotTime });

describe('marketing opt-in', () => {
  it('is stored from the sign-in checkbox with the time it was given', async () => {
    const { app, clock } = server.current;
    clock.set(MONDAY_10AM);
    const mobile = uniqueMobile();
    await app.inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', payload: { mobile, userType: 'member' } });
    const otp = await readOtp(app, mobile);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth-otp.php?action=verify-otp-login',
      payload: { mobile, otp, userType: 'member', marketingOptIn: true },
    });
    expect(res.statusCode).toBe(200);
    const { user } = (res.json() as { data: { user: User } }).data;
    expect(user.marketingOptIn).toBe(true);
    expect(await stored(user.id)).toMatchObject({ marketingOptIn: true, marketingOptInAt: expect.any(Date) });
  });

  it('an unticked box at sign-in gives none, and the profile turns it on (stamped) and off (cleared)', async () => {
    const { app, clock } = server.current;
    clock.set(MONDAY_10AM);
    const member = await signIn(app, { userType: 'member' });
    expect(await stored(member.user.id)).toMatchObject({ marketingOptIn: false, marketingOptInAt: null });
    const on = await update(member, { ...profile, email: 'optin@example.test', marketingOptIn: true });
    expect(on.statusCode).toBe(200);
    expect((on.json() as { data: User }).data.marketingOptIn).toBe(true);
    const { marketingOptInAt: given } = await stored(member.user.id);
    expect(given).toBeInstanceOf(Date);
    clock.advance(60_000);
    // A save that leaves it out, or repeats it, keeps the time it was given.
    await update(member, { ...profile, email: 'optin@example.test' });
    await update(member, { ...profile, email: 'optin@example.test', marketingOptIn: true });
    expect(await stored(member.user.id)).toMatchObject({ marketingOptIn: true, marketingOptInAt: given });
    await update(member, { ...profile, email: 'optin@example.test', marketingOptIn: false });
    expect(await stored(member.user.id)).toMatchObject({ marketingOptIn: false, marketingOptInAt: null });
  });

  it('a later sign-in with the box unticked does not withdraw it', async () => {
    const { app } = server.current;
    const mobile = uniqueMobile();
    const first = await signIn(app, { userType: 'member', mobile });
    await update(first, { ...profile, email: 'keeps@example.test', marketingOptIn: true });
    const again = await signIn(app, { userType: 'member', mobile });
    expect(again.user.marketingOptIn).toBe(true);
  });

  it('the profile refuses a choice that is not a boolean', async () => {
    const member = await signIn(server.current.app, { userType: 'member' });
    const res = await update(member, { ...profile, email: 'bad@example.test', whatsappMessages: 'no' });
    expect(res.statusCode).toBe(400);
  });
});

describe('channels the member turns off', () => {
  it('by default a member gets WhatsApp and e-mail, each saying how to stop', async () => {
    const { member, email, gym } = await memberAndGym();
    await book(member, gym.id, '07:00');
    await server.current.app.messageWorker.runDue();
    const whatsapp = (await linesOf(WHATSAPP_OUTBOX_FILE)).filter((l) => l.mobile === member.user.mobile);
    const mails = (await linesOf(EMAIL_OUTBOX_FILE)).filter((l) => l.email === email);
    expect(whatsapp).toEqual([expect.objectContaining({ kind: 'booking_confirmed' })]);
    expect(mails).toEqual([expect.objectContaining({ kind: 'booking_confirmed' })]);
    expect(whatsapp[0]!.text).toContain(STOP_LINES.whatsapp);
    expect(mails[0]!.text).toContain(STOP_LINES.email);
    // SMS and the app carry no such line: there is nothing there to turn off.
    const inApp = await server.current.handle.db.select().from(messages).where(eq(messages.recipientId, member.user.id));
    expect(inApp.find((m) => m.channel === 'in_app')!.text).not.toContain('turn them off');
  });

  it('WhatsApp off: the confirmation comes by SMS instead; e-mail off: none by e-mail', async () => {
    const { app, config } = server.current;
    const { member, email, gym } = await memberAndGym({ whatsappMessages: false, emailMessages: false });
    expect(await stored(member.user.id)).toMatchObject({ whatsappMessages: false, emailMessages: false });
    await book(member, gym.id, '08:00');
    await app.messageWorker.runDue();
    expect((await linesOf(WHATSAPP_OUTBOX_FILE)).filter((l) => l.mobile === member.user.mobile)).toEqual([]);
    expect((await linesOf(EMAIL_OUTBOX_FILE)).filter((l) => l.email === email)).toEqual([]);
    const sms = (await linesOf(config.SMS_OUTBOX_FILE)).filter((l) => l.mobile === member.user.mobile && l.kind === 'booking_confirmed');
    expect(sms).toHaveLength(1);
  });

  it('turned off after the booking: its pending reminder goes by SMS, its e-mail reminder is dropped', async () => {
    const { app, clock, config, handle } = server.current;
    const { member, email, gym } = await memberAndGym();
    await book(member, gym.id, '19:00');
    await app.messageWorker.runDue();
    await update(member, { ...profile, email, whatsappMessages: false, emailMessages: false });
    // The 24 h reminder of a Tuesday 19:00 slot is due Monday 19:00.
    clock.set(new Date('2026-11-23T13:30:00Z'));
    await app.messageWorker.runDue();
    await app.messageWorker.runDue();
    const dayBefore = (await handle.db.select().from(messages).where(eq(messages.recipientId, member.user.id))).filter(
      (m) => m.kind === 'booking_reminder' && (m.payload as { leadMinutes: number }).leadMinutes === 24 * 60,
    );
    expect(Object.fromEntries(dayBefore.map((m) => [m.channel, m.status]))).toEqual({ whatsapp: 'dropped', email: 'dropped', sms: 'sent', in_app: 'sent' });
    const whatsapp = (await linesOf(WHATSAPP_OUTBOX_FILE)).filter((l) => l.mobile === member.user.mobile && l.kind === 'booking_reminder');
    const mails = (await linesOf(EMAIL_OUTBOX_FILE)).filter((l) => l.email === email && l.kind === 'booking_reminder');
    const sms = (await linesOf(config.SMS_OUTBOX_FILE)).filter((l) => l.mobile === member.user.mobile && l.kind === 'booking_reminder');
    expect([whatsapp.length, mails.length, sms.length]).toEqual([0, 0, 1]);
  });
});
