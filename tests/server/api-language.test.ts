// The API answers in the language of Accept-Language (issue 37): refusals, field errors and success messages in Hindi or
// Tamil, English byte for byte when the header asks for English, for nothing, or for a language we do not have.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contract/bookings/bookings';
import { messages } from '@contract/common';
import { languageOf, translateApiText } from '@server/shared/api-language';
import { collectApiTexts } from '../../scripts/i18n/collect-api-texts';
import { signIn, type SignedIn, uniqueMobile } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;

const ROOT = join(import.meta.dirname, '../..');
const catalogue = (language: string) => JSON.parse(readFileSync(join(ROOT, `server/locales/${language}/api.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}|\{\w+\}/g)].map((m) => m[0]).sort();

type Body = { status: string; message: string; data?: { fields?: Record<string, string> } };
const sendOtp = (mobile: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', payload: { mobile, userType: 'member' }, headers });

describe('languageOf reads Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['ta-IN,ta;q=0.9,en;q=0.8', 'ta'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr', 'en'],
    ['fr-FR,fr;q=0.9,hi;q=0.5', 'hi'],
    ['en;q=0.4, ta;q=0.8', 'ta'],
    ['hi;q=0, ta', 'ta'],
    ['*', 'en'],
    ['HI-in', 'hi'],
    [';;;,q=,', 'en'],
  ])('%j → %s', (header, language) => expect(languageOf(header)).toBe(language));
});

describe('the catalogues', () => {
  // Collecting reads the whole server and contract with the TypeScript checker: slow on a busy machine.
  it('hold every text the server can send, in Hindi and Tamil, with the same placeholders', { timeout: 180_000 }, () => {
    const texts = collectApiTexts();
    expect(texts.length).toBeGreaterThan(300);
    expect(Object.keys(catalogue('en')), 'server/locales/en/api.json is stale: run npx tsx scripts/i18n/collect-api-texts.ts').toEqual(texts);
    for (const language of ['hi', 'ta']) {
      const words = catalogue(language);
      expect(texts.filter((text) => !words[text]), `missing from ${language}/api.json`).toEqual([]);
      expect(Object.keys(words).filter((text) => !texts.includes(text)), `no longer sent, still in ${language}/api.json`).toEqual([]);
      expect(texts.filter((text) => placeholders(text).join() !== placeholders(words[text]!).join()), `placeholders differ in ${language}/api.json`).toEqual([]);
    }
  });

  it('fill a template again with the values it was filled with, translating a value that is itself a text', () => {
    expect(translateApiText('This pass can be frozen for 3 more days', 'hi')).toContain('3');
    expect(translateApiText('This pass can be frozen for 3 more days', 'hi')).not.toContain('frozen');
    const needPass = translateApiText('You need a pass at this gym valid on 2026-11-24 to book this class: a Monthly Pass from that day will do', 'ta');
    expect(needPass).toContain('2026-11-24');
    expect(needPass).not.toMatch(/Monthly|need a pass/);
    expect(translateApiText(messages.yearInvalid.replace('{{current}}', '2026'), 'hi')).toContain('2026');
    expect(translateApiText('This promo code has expired: it ended on 2026-11-01', 'ta')).toContain('2026-11-01');
    expect(translateApiText('Something no catalogue knows', 'hi')).toBe('Something no catalogue knows');
  });
});

describe('answers in the language asked for', () => {
  it('a validation error: the message and the mobile field error in Hindi', async () => {
    const res = await sendOtp('12345', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Body;
    expect(body.status).toBe('Error');
    expect(body.data?.fields?.mobile).toBe(catalogue('hi')[messages.mobileInvalid]);
    expect(body.data?.fields?.mobile).toMatch(/[\u0900-\u097F]/);
    expect(body.message).toBe(body.data?.fields?.mobile);
  });

  it('the same field error in Tamil', async () => {
    const res = await sendOtp('12345', { 'accept-language': 'ta' });
    const body = res.json() as Body;
    expect(body.data?.fields?.mobile).toBe(catalogue('ta')[messages.mobileInvalid]);
    expect(body.data?.fields?.mobile).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('a refusal: a full slot in Hindi and Tamil, English unchanged', async () => {
    server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(server.current.handle.db, { ownerId: owner.user.id, slotCapacity: 1 });
    const choice = { gymId: gym.id, passType: 'day', startDate: '2026-11-24', slotTime: '07:00', paymentMethod: 'at_gym' };
    const book = async (who: SignedIn, language?: string) =>
      app().inject({
        method: 'POST',
        url: '/api/bookings.php?action=create',
        payload: choice,
        headers: { ...who.headers, 'idempotency-key': randomUUID(), ...(language ? { 'accept-language': language } : {}) },
      });
    expect((await book(await signIn(app(), { userType: 'member' }))).statusCode).toBe(201);
    const late = await signIn(app(), { userType: 'member' });
    const hindi = await book(late, 'hi');
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe(catalogue('hi')[bookingMessages.slotFull]);
    expect((await book(late, 'ta-IN')).json().message).toBe(catalogue('ta')[bookingMessages.slotFull]);
    expect((await book(late, 'fr')).json().message).toBe(bookingMessages.slotFull);
  });

  it('a not-found and the 401 in Tamil', async () => {
    const getGym = (headers: Record<string, string>) => app().inject({ method: 'GET', url: '/api/gyms.php?action=get&id=no-such-gym', headers });
    const [english, tamil] = [await getGym({}), await getGym({ 'accept-language': 'ta' })];
    expect(tamil.statusCode).toBe(404);
    expect(tamil.json().message).toBe(catalogue('ta')[english.json().message]);
    expect(tamil.json().message).toMatch(/[\u0B80-\u0BFF]/);
    const anonymous = await app().inject({ method: 'GET', url: '/api/profile.php?action=get', headers: { 'accept-language': 'ta' } });
    expect(anonymous.json()).toEqual({ status: 'Error', message: catalogue('ta')['Unauthorized access'] });
    const nowhere = await app().inject({ method: 'GET', url: '/api/nowhere.php', headers: { 'accept-language': 'hi' } });
    expect(nowhere.json()).toEqual({ status: 'Error', message: catalogue('hi')['Not found'] });
  });

  it("the router's own refusal (a bad escape) in Hindi", async () => {
    const res = await app().inject({ url: '/api/%zz', headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', message: catalogue('hi')['Invalid address'] });
  });

  it('a success message in Hindi and Tamil, its data untouched', async () => {
    const me = await signIn(app());
    const update = (language?: string) =>
      app().inject({
        method: 'POST',
        url: '/api/profile.php?action=update',
        payload: { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.test' },
        headers: { ...me.headers, ...(language ? { 'accept-language': language } : {}) },
      });
    const hindi = await update('hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json()).toMatchObject({ status: 'Success', message: catalogue('hi')['Profile updated successfully'], data: { firstName: 'Asha', email: 'asha@example.test' } });
    expect((await update('ta')).json().message).toBe(catalogue('ta')['Profile updated successfully']);
  });

  it('a filled success message: "{{total}} gyms found" with its number', async () => {
    await createGym(server.current.handle.db, {});
    const res = await app().inject({ method: 'GET', url: '/api/gyms.php?action=search', headers: { 'accept-language': 'hi' } });
    const { total } = res.json().data as { total: number };
    expect(res.json().message).toBe(catalogue('hi')['{{total}} gyms found']!.replace('{{total}}', String(total)));
  });

  it('no header, English or a language we lack: English byte for byte', async () => {
    const answers = await Promise.all([undefined, 'en', 'fr', 'en-GB,fr;q=0.5'].map((language) => sendOtp('12345', language ? { 'accept-language': language } : {})));
    for (const res of answers) expect(res.body).toBe(answers[0]!.body);
    expect(answers[0]!.json()).toEqual({ status: 'Error', message: messages.mobileInvalid, data: { fields: { mobile: messages.mobileInvalid } } });
    expect(answers[0]!.headers.vary).toMatch(/Accept-Language/);
    const sent = await sendOtp(uniqueMobile(), { 'accept-language': 'fr' });
    expect(sent.json().message).toBe('OTP sent successfully');
  });
});
