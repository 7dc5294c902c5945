// Issue 37: every message is written in its recipient's language (users.language), and the SMS/WhatsApp templates are
// picked by kind and language. The dates written here are data: no rule under test compares them with today.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@contract/constants';
import { deliveryPageSchema, type DeliveryPage } from '@contract/messaging/notifications';
import { smsParts } from '@contract/messaging/sms-parts';
import { loadConfig, parseTemplates, templateFor } from '@server/config';
import { messages, users } from '@server/db/schema';
import { renderMessage, type PassEndingPayload } from '@server/domains/messaging/message-texts';
import { httpSms } from '@server/providers/sms';
import { cloudWhatsapp, whatsappTemplate } from '@server/providers/whatsapp';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const EMAIL_OUTBOX_FILE = join(tmpdir(), `gymkhana-email-${randomUUID()}.jsonl`);
// SMS_PROVIDER=file (the tests' default): the outbox file holds what was sent.
const server = useTestServer({ EMAIL_PROVIDER: 'file', EMAIL_OUTBOX_FILE });
afterAll(() => rm(EMAIL_OUTBOX_FILE, { force: true }));

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC); the slot is Tuesday 24 Nov, 07:00 there. */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const SLOT = new Date('2026-11-24T01:30:00Z');
const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;

type Line = { mobile: string; kind: string; text: string; subject?: string };
const linesOf = async (file: string) =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

/** The day as Intl writes it in that language's locale, in the gym's zone: what the message must show. */
const dayIn = (locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(SLOT);

/** A member of this language books a day pass at the gym (paid there) for Tuesday 07:00; the worker sends. */
async function bookAs(language: Language, gymName = 'Iron Temple') {
  const { app, handle, clock } = server.current;
  clock.set(MONDAY_10AM);
  const owner = await signIn(app, { userType: 'gym_owner' });
  const member = await signIn(app, { userType: 'member' });
  await handle.db.update(users).set({ language, email: `${language}-${randomUUID()}@example.com` }).where(eq(users.id, member.user.id));
  const gym = await createGym(handle.db, { ownerId: owner.user.id, name: gymName });
  const booking = await bookDayPassAtGym(app, member, { gymId: gym.id, startDate: '2026-11-24', slotTime: '07:00' });
  await app.messageWorker.runDue();
  const sms = (await linesOf(server.current.config.SMS_OUTBOX_FILE)).filter((l) => l.mobile === member.user.mobile && l.kind === 'booking_confirmed');
  expect(sms).toHaveLength(1);
  return { owner, member, gym, booking, sms: sms[0]!.text };
}

const inAppOf = async (member: SignedIn, kind: 'booking_confirmed' = 'booking_confirmed') =>
  (await server.current.handle.db.select().from(messages).where(and(eq(messages.recipientId, member.user.id), eq(messages.kind, kind), eq(messages.channel, 'in_app'))))[0]!.text!;

describe('a booking confirmation in the member’s language', () => {
  it('en: unchanged, byte for byte', async () => {
    const { booking, sms } = await bookAs('en');
    expect(sms).toBe(`Gymkhana: your Day Pass at Iron Temple is confirmed for Tue, 24 Nov, 2026 at 7:00 am. Booking code ${booking.code}. Pay ₹200 at the gym.`);
  });

  it('hi: Hindi words, the gym name and booking code as typed, the date in hi-IN, on SMS, in the app and by e-mail', async () => {
    const { member, booking, sms } = await bookAs('hi', 'Shakti Fitness Zone');
    expect(sms).toMatch(DEVANAGARI);
    expect(sms).toContain('Shakti Fitness Zone');
    expect(sms).toContain(booking.code);
    expect(sms).toContain(dayIn('hi-IN'));
    expect(dayIn('hi-IN')).toBe('मंगल, 24 नव॰ 2026');
    expect(sms).toBe(`Gymkhana: Shakti Fitness Zone में मंगल, 24 नव॰ 2026, 7:00 am के लिए आपका एक दिन का पास कन्फ़र्म है। बुकिंग कोड ${booking.code}। जिम में ₹200 का भुगतान करें।`);
    expect(await inAppOf(member)).toBe(sms);
    const [mail] = (await linesOf(EMAIL_OUTBOX_FILE)).filter((l) => l.kind === 'booking_confirmed' && l.text.includes(booking.code));
    expect(mail!.subject).toBe('बुकिंग कन्फ़र्म: Shakti Fitness Zone, मंगल, 24 नव॰ 2026, 7:00 am');
    // The way to stop e-mails, in Hindi too.
    expect(mail!.text.split('\n').at(-1)).toMatch(DEVANAGARI);
  });

  it('ta: Tamil words, the gym name and booking code as typed, the date in ta-IN', async () => {
    const { member, booking, sms } = await bookAs('ta');
    expect(sms).toMatch(TAMIL);
    expect(sms).not.toMatch(DEVANAGARI);
    expect(sms).toContain('Iron Temple');
    expect(sms).toContain(booking.code);
    expect(sms).toContain(dayIn('ta-IN'));
    expect(sms).toContain('ஜிம்மில் ₹200 செலுத்துங்கள்.');
    expect(await inAppOf(member)).toBe(sms);
  });

  it('the owner’s batch is drawn in the owner’s language, and a language changed before sending is the one used', async () => {
    const { app, handle, clock, config } = server.current;
    clock.set(MONDAY_10AM);
    const owner = await signIn(app, { userType: 'gym_owner' });
    const member = await signIn(app, { userType: 'member' });
    await handle.db.update(users).set({ language: 'ta' }).where(eq(users.id, owner.user.id));
    const gym = await createGym(handle.db, { ownerId: owner.user.id, name: 'Iron Temple' });
    await bookDayPassAtGym(app, member, { gymId: gym.id, startDate: '2026-11-24', slotTime: '07:00' });
    // Hindi by the time the worker sends the member's confirmation.
    await handle.db.update(users).set({ language: 'hi' }).where(eq(users.id, member.user.id));
    clock.advance(20 * 60_000);
    await app.messageWorker.runDue();
    const sms = await linesOf(config.SMS_OUTBOX_FILE);
    expect(sms.find((l) => l.mobile === member.user.mobile && l.kind === 'booking_confirmed')!.text).toMatch(DEVANAGARI);
    const batch = sms.find((l) => l.mobile === owner.user.mobile && l.kind === 'owner_activity')!.text;
    expect(batch).toMatch(TAMIL);
    expect(batch).toContain('1 புதிய புக்கிங்');
  });
});

describe('message texts per language', () => {
  const passEnding = (daysLeft: number): PassEndingPayload => ({
    gymName: 'Iron Temple',
    timezone: 'Asia/Kolkata',
    code: 'GK-ABC123',
    passType: 'monthly',
    endDate: '2026-11-30',
    daysLeft,
    renewUrl: 'https://gymkhana.example/r',
  });

  it('counts through i18next plurals in each language', () => {
    expect(renderMessage('pass_ending', passEnding(1), 'sms', 'ta').text).toContain('இன்னும் 1 நாள்)');
    expect(renderMessage('pass_ending', passEnding(3), 'sms', 'ta').text).toContain('இன்னும் 3 நாட்கள்)');
    expect(renderMessage('pass_ending', passEnding(1), 'sms', 'en').text).toContain('1 day from now');
    expect(renderMessage('pass_ending', passEnding(3), 'sms', 'en').text).toContain('3 days from now');
    expect(renderMessage('pass_ending', passEnding(3), 'sms', 'hi').text).toContain('सोम, 30 नव॰ 2026');
  });

  it('formats rupees in the language’s locale and falls back to English for an unknown language', () => {
    const summary = { gymName: 'Iron Temple', date: '2026-11-24', bookingsToday: 2, visitsYesterday: 1, earningsYesterdayPaise: 12_345_650 };
    expect(renderMessage('owner_daily_summary', summary, 'in_app', 'hi').text).toContain('₹1,23,456.5');
    expect(renderMessage('owner_daily_summary', summary, 'in_app', 'xx')).toEqual(renderMessage('owner_daily_summary', summary, 'in_app'));
  });

  it('a platform notice is in its recipient’s language; a row of the older form keeps its text', () => {
    const notice = { notice: 'rejected', gym: 'Iron Temple', reason: 'the photo is blurred' } as const;
    expect(renderMessage('platform_notice', notice, 'in_app', 'en').text).toBe("Iron Temple was not verified: the photo is blurred. You can send new documents from the gym's page.");
    expect(renderMessage('platform_notice', notice, 'in_app', 'hi').text).toMatch(DEVANAGARI);
    expect(renderMessage('platform_notice', { text: 'As written' }, 'in_app', 'ta').text).toBe('As written');
  });
});

describe('templates per kind and language', () => {
  it('reads JSON keyed by kind and language, and the older kind=id pairs as English', () => {
    const perLanguage = parseTemplates('{"booking_confirmed":{"en":"1107001","hi":"1107002","ta":"1107003"},"booking_reminder":"1107004"}')!;
    expect(templateFor(perLanguage, 'booking_confirmed', 'hi')).toEqual({ id: '1107002', language: 'hi' });
    expect(templateFor(perLanguage, 'booking_confirmed', 'ta')).toEqual({ id: '1107003', language: 'ta' });
    expect(templateFor(perLanguage, 'booking_confirmed', 'en')).toEqual({ id: '1107001', language: 'en' });
    // A kind given one id is English's.
    expect(templateFor(perLanguage, 'booking_reminder', 'en')).toEqual({ id: '1107004', language: null });
    expect(templateFor(perLanguage, 'booking_reminder', 'hi')).toBeNull();
    expect(templateFor(perLanguage, 'owner_activity', 'en')).toBeNull();

    const old = parseTemplates('booking_confirmed=1107001, booking_reminder=1107004')!;
    expect(old).toEqual({ booking_confirmed: '1107001', booking_reminder: '1107004' });
    expect(templateFor(old, 'booking_confirmed', 'en')).toEqual({ id: '1107001', language: null });
    expect(templateFor(old, 'booking_confirmed', 'ta')).toBeNull();

    expect(loadConfig({ SMS_DLT_TEMPLATES: '{"booking_confirmed":{"hi":"1107002"}}' }).SMS_DLT_TEMPLATES).toEqual({ booking_confirmed: { hi: '1107002' } });
    expect(loadConfig({}).SMS_DLT_TEMPLATES).toEqual({});
    expect(() => loadConfig({ SMS_DLT_TEMPLATES: '{"booking_confirmed":{"fr":"1"}}' })).toThrow(/SMS_DLT_TEMPLATES/);
    expect(() => loadConfig({ WHATSAPP_TEMPLATES: '{"booking_confirmed":' })).toThrow(/WHATSAPP_TEMPLATES/);
  });

  it('the SMS gateway gets the DLT template of the text’s language, none when that language has none', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => new Response('{}', { status: 200 }));
    const templates = parseTemplates('{"booking_confirmed":{"en":"1107001","hi":"1107002"},"booking_reminder":"1107004"}')!;
    const sms = httpSms('https://sms.example.test/send', 'k3y', fetchImpl, templates);
    const sent = async (kind: string, language?: Language) => {
      await sms.send({ mobile: '+919876543210', text: 'x', id: randomUUID(), kind, ...(language ? { language } : {}) });
      return JSON.parse(String(fetchImpl.mock.calls.at(-1)![1]!.body)) as { templateId?: string };
    };
    expect((await sent('booking_confirmed', 'hi')).templateId).toBe('1107002');
    expect((await sent('booking_confirmed', 'en')).templateId).toBe('1107001');
    expect((await sent('booking_confirmed')).templateId).toBe('1107001');
    expect((await sent('booking_confirmed', 'ta')).templateId).toBeUndefined();
    expect((await sent('booking_reminder', 'en')).templateId).toBe('1107004');
    expect((await sent('booking_reminder', 'hi')).templateId).toBeUndefined();
  });

  it('WhatsApp sends a per-language template with its language code, a kind-only one with WHATSAPP_TEMPLATE_LANGUAGE', async () => {
    const templates = parseTemplates('{"booking_confirmed":{"en":"gk_confirmed","hi":"gk_confirmed_hi","ta":"gk_confirmed_ta"},"booking_reminder":"gk_rem"}')!;
    const options = { templates, language: 'en_US' };
    expect(whatsappTemplate(options, 'booking_confirmed', 'hi')).toEqual({ name: 'gk_confirmed_hi', code: 'hi' });
    expect(whatsappTemplate(options, 'booking_confirmed', 'ta')).toEqual({ name: 'gk_confirmed_ta', code: 'ta' });
    expect(whatsappTemplate(options, 'booking_confirmed', 'en')).toEqual({ name: 'gk_confirmed', code: 'en' });
    expect(whatsappTemplate(options, 'booking_reminder', 'hi')).toEqual({ name: 'gk_rem', code: 'en_US' });
    expect(whatsappTemplate(options, 'pass_ending', 'ta')).toEqual({ name: 'gymkhana_pass_ending', code: 'en_US' });
    expect(whatsappTemplate({ templates: { booking_confirmed: { en: 'gk_confirmed' } }, language: 'en' }, 'booking_confirmed', 'ta')).toEqual({ name: 'gk_confirmed', code: 'en' });

    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    const whatsapp = cloudWhatsapp({ apiUrl: 'https://graph.facebook.com/v21.0', phoneNumberId: '123', token: 't0k', ...options }, fetchImpl);
    await whatsapp.send({ id: 'm1', kind: 'booking_confirmed', mobile: '+919876543210', text: 'बुक हो गया', language: 'hi' });
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]!.body))).toMatchObject({
      template: { name: 'gk_confirmed_hi', language: { code: 'hi' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'बुक हो गया' }] }] },
    });
  });
});

describe('SMS parts', () => {
  it('GSM-7 text: 160 characters in one part, 153 a part when split', () => {
    expect(smsParts('')).toBe(1);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    // An extension character takes two septets.
    expect(smsParts(`${'a'.repeat(158)}€`)).toBe(1);
    expect(smsParts(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('Unicode text (any character outside GSM-7): 70 in one part, 67 a part when split', () => {
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('க'.repeat(71))).toBe(2);
    expect(smsParts('क'.repeat(134))).toBe(2);
    expect(smsParts('क'.repeat(135))).toBe(3);
    // One ₹ makes an English text Unicode.
    expect(smsParts(`${'a'.repeat(69)}₹`)).toBe(1);
    expect(smsParts(`${'a'.repeat(70)}₹`)).toBe(2);
  });

  it('the owner’s log shows each SMS’s parts, sent or still waiting, and none on other channels', async () => {
    const { owner, gym, sms } = await bookAs('hi');
    const res = await server.current.app.inject({ method: 'GET', url: `/api/messages.php?action=gym-log&gymId=${gym.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const log = deliveryPageSchema.parse((res.json() as { data: DeliveryPage }).data);
    const confirmed = log.items.find((d) => d.kind === 'booking_confirmed' && d.channel === 'sms')!;
    expect(confirmed.smsParts).toBe(smsParts(sms));
    expect(confirmed.smsParts).toBe(Math.ceil(sms.length / 67));
    const reminder = log.items.find((d) => d.kind === 'booking_reminder' && d.channel === 'sms')!;
    expect(reminder).toMatchObject({ status: 'pending', smsParts: expect.any(Number) });
    expect(log.items.filter((d) => d.channel !== 'sms').every((d) => d.smsParts === undefined)).toBe(true);
  });
});
