import { describe, expect, it } from 'vitest';
import { CONTACT_HOURLY_MAX, contactMessages } from '@contract/community/contact';
import { messages } from '@contract/common';
import { contactMessages as contactTable } from '@server/db/schema';
import { useTestServer } from '@tests/utils/build-server';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

const valid = { name: 'Anita Desai', email: 'anita@example.com', subject: 'Listing my gym', message: 'How do I list two branches under one account?' };
const send = (payload: object, ip = '203.0.113.7') =>
  app().inject({ method: 'POST', url: '/api/contact.php?action=send', payload, remoteAddress: ip });

describe('contact.php?action=send', () => {
  it('stores the message and answers "Message sent successfully!"', async () => {
    const res = await send({ ...valid, name: '  Anita Desai ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Message sent successfully!' });
    const rows = await db().select().from(contactTable);
    expect(rows).toMatchObject([{ ...valid, ip: '203.0.113.7' }]);
  });

  it.each([
    ['name', '', contactMessages.nameRequired],
    ['name', 'A', contactMessages.nameLength],
    ['name', 'A'.repeat(81), contactMessages.nameLength],
    ['email', '', messages.emailRequired],
    ['email', 'anita@', messages.emailInvalid],
    ['subject', '  ', contactMessages.subjectRequired],
    ['subject', 'Hi', contactMessages.subjectLength],
    ['subject', 'S'.repeat(121), contactMessages.subjectLength],
    ['message', '', contactMessages.messageRequired],
    ['message', 'Too short', contactMessages.messageLength],
    ['message', 'M'.repeat(2001), contactMessages.messageLength],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const res = await send({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
    expect(await db().select().from(contactTable)).toEqual([]);
  });

  it('accepts the limits exactly (2, 3 and 10 characters; 80, 120 and 2000)', async () => {
    expect((await send({ ...valid, name: 'Al', subject: 'Hey', message: 'Ten chars!' })).statusCode).toBe(201);
    expect((await send({ ...valid, name: 'A'.repeat(80), subject: 'S'.repeat(120), message: 'M'.repeat(2000) })).statusCode).toBe(201);
  });

  it(`takes ${CONTACT_HOURLY_MAX} an hour per IP: the next is 429 with Retry-After, another IP still gets through, and an hour later it is open again`, async () => {
    for (let i = 0; i < CONTACT_HOURLY_MAX; i++) {
      server.current.clock.advance(60_000);
      expect((await send(valid)).statusCode).toBe(201);
    }
    const refused = await send(valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(contactMessages.tooMany);
    // The first of the five leaves the hour 56 minutes from now.
    expect(Number(refused.headers['retry-after'])).toBe(56 * 60);
    expect((await send(valid, '198.51.100.9')).statusCode).toBe(201);

    server.current.clock.advance(56 * 60_000 + 1000);
    expect((await send(valid)).statusCode).toBe(201);
    expect(await db().select().from(contactTable)).toHaveLength(CONTACT_HOURLY_MAX + 2);
  });
});
