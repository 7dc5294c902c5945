import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@server/config';
import { cloudWhatsapp } from '@server/providers/whatsapp';
import { parseKindMap, parseLeads, parseQuietHours } from '@server/config';
import { outOfQuietHours, ownerWindowEnd, reminderTimes } from '@server/domains/messaging/message-schedule';
import { signIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const WHATSAPP_OUTBOX_FILE = join(tmpdir(), `gymkhana-whatsapp-${randomUUID()}.jsonl`);
const server = useTestServer({ WHATSAPP_PROVIDER: 'file', WHATSAPP_OUTBOX_FILE });
afterAll(() => rm(WHATSAPP_OUTBOX_FILE, { force: true }));

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const IST = 'Asia/Kolkata';

const linesOf = async (file: string) =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, string>);

describe('channels', () => {
  it('a member gets WhatsApp instead of SMS when it is configured, with the line naming mobile, kind and id', async () => {
    const { app, handle, clock, config } = server.current;
    clock.set(MONDAY_10AM);
    const owner = await signIn(app, { userType: 'gym_owner' });
    const member = await signIn(app, { userType: 'member' });
    const gym = await createGym(handle.db, { ownerId: owner.user.id });
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings.php?action=create',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { gymId: gym.id, passType: 'day', startDate: '2026-11-24', slotTime: '07:00', paymentMethod: 'at_gym' },
    });
    expect(res.statusCode).toBe(201);
    await app.messageWorker.runDue();
    const whatsapp = await linesOf(WHATSAPP_OUTBOX_FILE);
    expect(whatsapp).toEqual([expect.objectContaining({ mobile: member.user.mobile, kind: 'booking_confirmed', id: expect.any(String) })]);
    const sms = await linesOf(config.SMS_OUTBOX_FILE);
    expect(sms.filter((l) => l.kind !== 'sign_in_code')).toEqual([]);
  });

  it('the worker started by the server sends a new booking confirmation without being asked', async () => {
    const { app, handle, clock } = server.current;
    clock.set(MONDAY_10AM);
    const owner = await signIn(app, { userType: 'gym_owner' });
    const member = await signIn(app, { userType: 'member' });
    const gym = await createGym(handle.db, { ownerId: owner.user.id });
    app.messageWorker.start();
    try {
      await app.inject({
        method: 'POST',
        url: '/api/bookings.php?action=create',
        headers: { ...member.headers, 'idempotency-key': randomUUID() },
        payload: { gymId: gym.id, passType: 'day', startDate: '2026-11-24', slotTime: '08:00', paymentMethod: 'at_gym' },
      });
      await vi.waitFor(async () => expect((await linesOf(WHATSAPP_OUTBOX_FILE)).filter((l) => l.mobile === member.user.mobile)).toHaveLength(1), { timeout: 5000 });
    } finally {
      await app.messageWorker.stop();
    }
  });

  it('the WhatsApp Cloud API gets the kind’s approved template with the text as its parameter', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response('{}', { status: 200 })).mockResolvedValueOnce(new Response('bad', { status: 400 }));
    const whatsapp = cloudWhatsapp({ apiUrl: 'https://graph.facebook.com/v21.0', phoneNumberId: '123', token: 't0k', templates: { booking_confirmed: 'gk_confirmed_v2' }, language: 'en' }, fetchImpl);
    await whatsapp.send({ id: 'm1', kind: 'booking_confirmed', mobile: '+919876543210', text: 'Booked' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://graph.facebook.com/v21.0/123/messages');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      to: '919876543210',
      biz_opaque_callback_data: 'm1',
      template: { name: 'gk_confirmed_v2', components: [{ type: 'body', parameters: [{ type: 'text', text: 'Booked' }] }] },
    });
    await expect(whatsapp.send({ id: 'm2', kind: 'booking_reminder', mobile: '+919876543210', text: 'x' })).rejects.toThrow('400');
  });

  it('configuration: cloud needs its number id and token, smtp its URL; leads and quiet hours are checked', () => {
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID[\s\S]*WHATSAPP_TOKEN/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ REMINDER_LEADS: '2 days' })).toThrow(/REMINDER_LEADS/);
    expect(() => loadConfig({ QUIET_HOURS: '9pm-8am' })).toThrow(/QUIET_HOURS/);
    const config = loadConfig({ REMINDER_LEADS: '90m,24h', QUIET_HOURS: 'off', WHATSAPP_TEMPLATES: 'booking_reminder=gk_rem' });
    expect(config).toMatchObject({ REMINDER_LEADS: [1440, 90], QUIET_HOURS: null, WHATSAPP_TEMPLATES: { booking_reminder: 'gk_rem' } });
  });
});

describe('schedule', () => {
  it('parses leads, quiet hours and kind maps', () => {
    expect(parseLeads('24h, 2h')).toEqual([1440, 120]);
    expect(parseLeads('0h')).toBeUndefined();
    expect(parseQuietHours('21:00-08:00')).toEqual({ start: 1260, end: 480 });
    expect(parseQuietHours('OFF')).toBeNull();
    expect(parseKindMap('a=1, b=2,broken')).toEqual({ a: '1', b: '2' });
  });

  it('moves a time inside quiet hours to 20:30 of the evening the quiet began, in the gym’s zone', () => {
    const quiet = { start: 21 * 60, end: 8 * 60 };
    // 05:00 IST Tuesday → 20:30 IST Monday; 22:00 IST Monday → 20:30 IST Monday; 12:00 stays.
    expect(outOfQuietHours(new Date('2026-11-23T23:30:00Z'), IST, quiet).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(outOfQuietHours(new Date('2026-11-23T16:30:00Z'), IST, quiet).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(outOfQuietHours(new Date('2026-11-24T06:30:00Z'), IST, quiet).toISOString()).toBe('2026-11-24T06:30:00.000Z');
    expect(outOfQuietHours(new Date('2026-11-23T23:30:00Z'), IST, null).toISOString()).toBe('2026-11-23T23:30:00.000Z');
  });

  it('two leads that land on one evening make one reminder; the owner window ends on the next quarter hour', () => {
    const slotAt = new Date('2026-11-25T01:30:00Z'); // Wed 07:00 IST
    const times = reminderTimes(slotAt, IST, [180, 120], { start: 21 * 60, end: 8 * 60 }, MONDAY_10AM);
    expect(times.map((t) => t.dueAt.toISOString())).toEqual(['2026-11-24T15:00:00.000Z']);
    expect(ownerWindowEnd(new Date('2026-11-23T04:30:00Z')).toISOString()).toBe('2026-11-23T04:45:00.000Z');
    expect(ownerWindowEnd(new Date('2026-11-23T04:44:59Z')).toISOString()).toBe('2026-11-23T04:45:00.000Z');
  });
});
