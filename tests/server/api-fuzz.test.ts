import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '@contract/endpoints';
import { DEMO_ADMIN } from '@server/db/seed-data';
import { createSessionService } from '@server/domains/accounts/session-service';
import { signIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createReview, createTrainer } from '@tests/utils/factories';
import { validGymBody } from '@tests/utils/owner-gym-bodies';
import { pngImage } from '@tests/utils/uploads';

/**
 * Every call of the contract, as anonymous, member, owner and trainer, with values built from its
 * own schema and then broken at random: wrong types, huge strings, controls, prototype keys,
 * arrays for scalars, missing fields, hostile paths. The seed is fixed, so a failure repeats;
 * FUZZ_SEED=<n> tries another sequence. Every answer must be the envelope, never a 5xx.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ROLES = ['anonymous', 'member', 'gym_owner', 'trainer', 'admin'] as const;
type Role = (typeof ROLES)[number];
// A role the route refuses is answered before validation (401, 403): a few tries show it; the rest go deeper.
const ROUNDS_ALLOWED = 8;
const ROUNDS_REFUSED = 2;
const allowed = (endpoint: Endpoint, role: Role) =>
  endpoint.auth === 'public' || (role !== 'anonymous' && (endpoint.auth === 'user' || endpoint.auth === role));

const server = useTestServer();
const app = () => server.current.app;

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
type Random = ReturnType<typeof random>;

/** Values of every wrong kind: types, sizes, characters a database or a parser refuses, shapes. */
const HOSTILE: unknown[] = [
  null, 0, -1, -2147483649, 2 ** 53 + 1, 1e308, -1e308, 0.5, true, false,
  '', ' ', '\t\n', 'x'.repeat(300), 'x'.repeat(20_000), 'a\u0000b', '\u202Eevil', 'zero\u200Bwidth', '\uD800', '\uFEFF', '\u0007\u001b[31m',
  '😀'.repeat(40), '../../etc/passwd', "' or 1=1 --", '%00', '%', '%zz', '-1', '1e999', 'NaN', 'Infinity', '9'.repeat(400),
  '2026-13-45', '2026-02-30', '0000-00-00', '25:99', '__proto__', 'constructor', 'toString',
  [], ['a', 'b'], [[[]]], {}, { a: 1 }, { $gt: '' }, { toString: 'x' },
];
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

type Ids = Record<'gymId' | 'bookingId' | 'trainerId' | 'reviewId' | 'orderId' | 'code' | 'sessionId', string>;

/** A plausible value for a field named `key`: the fixtures' own ids, so some calls get past validation into the services. */
function namedValue(key: string, ids: Ids, rng: Random): unknown {
  if (key in ids) return rng.chance(0.8) ? ids[key as keyof Ids] : randomUUID();
  if (/^(id|announcementId|photoId|paymentId)$/.test(key)) return rng.pick([ids.gymId, ids.bookingId, randomUUID()]);
  if (key === 'ids') return `${ids.gymId},${randomUUID()}`;
  if (/mobile|contactNumber/i.test(key)) return rng.pick(['9876543210', '+919812345678', '5555555555']);
  if (/email/i.test(key)) return 'fuzz@example.test';
  if (/date|^from$|^to$/i.test(key)) return rng.pick(['2026-11-24', '2026-11-23', '2025-01-01', '2027-12-31']);
  if (/time$/i.test(key)) return rng.pick(['08:00', '06:30', '23:59']);
  if (/^(page|pageSize)$/.test(key)) return String(rng.int(1, 60));
  return undefined;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value that the schema would likely accept, drawn at random (enums, numbers, nested objects). */
function sample(schema: z.ZodType, key: string, ids: Ids, rng: Random, depth = 0): unknown {
  const named = namedValue(key, ids, rng);
  if (named !== undefined) return named;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'readonly': case 'catch': case 'nonoptional': case 'prefault':
      return sample(def.innerType as z.ZodType, key, ids, rng, depth);
    case 'pipe':
      return sample(def.in as z.ZodType, key, ids, rng, depth);
    case 'enum':
      return rng.pick(Object.values(def.entries as Record<string, string>));
    case 'literal':
      return (def.values as unknown[])[0];
    case 'number': case 'int':
      return rng.int(0, 400);
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return depth > 3 ? [] : [sample(def.element as z.ZodType, key, ids, rng, depth + 1)];
    case 'object':
      return depth > 3 ? {} : sampleObject(schema, ids, rng, depth + 1);
    case 'union':
      return sample(rng.pick(def.options as z.ZodType[]), key, ids, rng, depth);
    default:
      return rng.pick(['Asha', 'gym', 'x', 'Pune', 'A valid enough sentence for a text field.']);
  }
}

/** The fields of an object schema (through pipes, defaults and refinements). */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return shapeOf(def.in as z.ZodType);
  if (def.innerType) return shapeOf(def.innerType as z.ZodType);
  return {};
}

function sampleObject(schema: z.ZodType, ids: Ids, rng: Random, depth = 0): Record<string, unknown> {
  return Object.fromEntries(Object.entries(shapeOf(schema)).map(([key, field]) => [key, sample(field, key, ids, rng, depth)]));
}

/** Whole valid requests for calls whose rules random values rarely meet, so their services are reached too. */
function knownGood(name: EndpointName, ids: Ids): Record<string, unknown> | undefined {
  const contact = { name: 'Anita Desai', email: 'anita@example.com', subject: 'Listing my gym', message: 'How do I list two branches under one account?' };
  const { plans: _plans, ...gymFields } = validGymBody();
  const bodies: Partial<Record<EndpointName, Record<string, unknown>>> = {
    sendContact: contact,
    createGym: validGymBody(),
    updateGym: { ...gymFields, gymId: ids.gymId },
    registerOwner: { owner: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.test' }, gym: validGymBody() },
    searchGyms: { q: 'strength club', city: 'Pune', page: '1', pageSize: '12' },
    createBooking: { gymId: ids.gymId, passType: 'day', startDate: '2026-11-24', slotTime: '08:00', paymentMethod: 'at_gym' },
    rescheduleBooking: { bookingId: ids.bookingId, startDate: '2026-11-25', slotTime: '08:00' },
    addMember: { firstName: 'Asha', lastName: 'Rao', mobile: '9811122233', email: 'asha.rao@example.test', passType: 'day', startDate: '2026-11-24', payment: 'cash', gymId: ids.gymId },
    createAnnouncement: { gymId: ids.gymId, title: 'Diwali hours', message: 'Open 6 to 12 on Diwali.', priority: 'high', scheduleAt: null, publish: true },
    createReview: { gymId: ids.gymId, rating: 4, text: 'Clean, friendly and never crowded at 7.' },
    replyReview: { reviewId: ids.reviewId, reply: 'Thank you for the kind words!' },
    createTrainer: { gymId: ids.gymId, name: 'Vikram Singh', experienceYears: 6, availability: 'Mornings', categories: ['Yoga'], facilities: [] },
    gymBookings: { gymId: ids.gymId, from: '2026-11-01', to: '2026-11-30', page: '1' },
    gymPayments: { gymId: ids.gymId, from: '2026-11-01', to: '2026-11-30', page: '1' },
    updateProfile: { firstName: 'Asha', lastName: 'Verma', email: 'fuzz@example.test', password: '', confirmPassword: '' },
  };
  return bodies[name];
}

/** A plausible request (a known-good one or one drawn from the schema), then broken in one or two places, or not at all. */
function fuzzFields(name: EndpointName | null, schema: z.ZodType | undefined, ids: Ids, rng: Random): [string, unknown][] {
  const good = name && rng.chance(0.6) ? knownGood(name, ids) : undefined;
  const base = good ?? sampleObject(schema ?? ({ _zod: { def: { type: 'object', shape: {} } } } as unknown as z.ZodType), ids, rng);
  const fields: [string, unknown][] = Object.entries(base);
  // A third go through whole, so the services behind validation are fuzzed with real ids and states too.
  if (rng.chance(0.35)) return fields;
  for (let i = rng.int(1, 3); i > 0 && fields.length > 0; i--) {
    const at = rng.int(0, fields.length - 1);
    if (rng.chance(0.2)) fields.splice(at, 1);
    else fields[at] = [fields[at]![0], rng.pick(HOSTILE)];
  }
  if (rng.chance(0.2)) fields.push([rng.pick(PROTO_KEYS), rng.pick(HOSTILE)]);
  if (rng.chance(0.1)) fields.push([rng.pick(['userType', 'ownerId', 'status', 'amountPaise', 'x'.repeat(200), '\u0000']), rng.pick(HOSTILE)]);
  return fields;
}

/** JSON written by hand, so a "__proto__" key travels as a key, not as a prototype. */
const jsonObject = (fields: [string, unknown][]) =>
  `{${fields.filter(([, v]) => v !== undefined).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;

function queryString(fields: [string, unknown][], rng: Random): string {
  const params = new URLSearchParams();
  for (const [key, value] of fields) {
    if (value === undefined) continue;
    // An array is the same key repeated, as a browser would send it.
    if (Array.isArray(value) && rng.chance(0.7)) for (const item of value) params.append(key, asText(item));
    else params.append(key, asText(value));
  }
  const text = params.toString();
  // Now and then a raw, badly escaped query.
  return rng.chance(0.05) ? `${text}&${rng.pick(['%', '%zz', '%00=1', '=', '&&', 'a[b]=1', 'a[__proto__][x]=1'])}` : text;
}

type Request = { method: 'GET' | 'POST'; url: string; payload?: string | Buffer; headers: Record<string, string> };

// Upload calls take multipart: a real PNG, pieces of one, other bytes, other field names, a cut-off end.
const MULTIPART_CALLS: readonly EndpointName[] = ['trainerPhoto', 'uploadGymPhoto'];
let png = Buffer.alloc(0);

function multipartRequest(ids: Ids, rng: Random): { payload: Buffer; contentType: string } {
  const boundary = `fuzz${rng.int(0, 999_999)}`;
  const texts = (['trainerId', 'gymId', rng.pick(PROTO_KEYS)] as const)
    .filter(() => rng.chance(0.7))
    .map((key) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${rng.chance(0.7) ? (namedValue(key, ids, rng) ?? 'x') : asText(rng.pick(HOSTILE))}\r\n`);
  const bytes = rng.pick([png, png, png.subarray(0, 40), Buffer.from('not an image'), Buffer.alloc(0), Buffer.from(Array.from({ length: 300 }, () => rng.int(0, 255)))]);
  const file = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${rng.pick(['photo', 'photo', 'file', '__proto__'])}"; filename="${rng.pick(['a.png', '../../x.png', ''])}"\r\nContent-Type: ${rng.pick(['image/png', 'image/jpeg', 'text/plain'])}\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
  const end = rng.chance(0.85) ? `--${boundary}--\r\n` : '';
  return { payload: Buffer.concat([Buffer.from(texts.join('')), file, Buffer.from(end)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function fuzzRequest(name: EndpointName, endpoint: Endpoint, token: string | null, ids: Ids, rng: Random): Request {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  else if (rng.chance(0.1)) headers.authorization = rng.pick(['Bearer ', 'Bearer x', `Bearer ${'A'.repeat(43)}`, 'Basic abc', 'Bearer \u0000']);
  if (endpoint.method === 'POST' && rng.chance(0.8)) headers['idempotency-key'] = rng.chance(0.8) ? randomUUID() : rng.pick(['', 'x'.repeat(500), 'é']);
  const base = `/api/${endpoint.resource}.php?action=${endpoint.action}`;
  // A known-good request is the query of a GET and the body of a POST.
  const query = queryString(fuzzFields(endpoint.method === 'GET' ? name : null, endpoint.query, ids, rng), rng);
  const url = query ? `${base}&${query}` : base;
  if (endpoint.method === 'GET') return { method: 'GET', url, headers };
  if (MULTIPART_CALLS.includes(name) && rng.chance(0.7)) {
    const { payload, contentType } = multipartRequest(ids, rng);
    return { method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  const shape = rng.int(0, 19);
  // Mostly an object; sometimes not an object at all, or not JSON, or another content type.
  if (shape === 0) return { method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: rng.pick(['[]', '"x"', '1', 'null', 'true', '[{}]']) };
  if (shape === 1) return { method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: rng.pick(['{', '{"a":', '{"a":1}}', '\u0000', '']) };
  if (shape === 2) return { method: 'POST', url, headers: { ...headers, 'content-type': rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) }, payload: 'a=1' };
  return { method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: jsonObject(fuzzFields(name, endpoint.body, ids, rng)) };
}

/** A lone surrogate cannot be percent-encoded as UTF-8: it travels as the bytes a broken client would send. */
const escape = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Paths around the API's own: unknown actions, hostile action names, extra segments, odd methods' paths. */
function fuzzPath(rng: Random): Request {
  const endpoint = rng.pick(Object.values(endpoints) as Endpoint[]);
  const hostile = String(rng.pick(HOSTILE.filter((v) => typeof v === 'string')));
  const url = rng.pick([
    `/api/${endpoint.resource}.php?action=${escape(hostile)}`,
    `/api/${endpoint.resource}.php/${escape(hostile)}`,
    `/api/${endpoint.resource}.php/${endpoint.action}/${escape(hostile)}`,
    `/api/${escape(hostile)}.php?action=${endpoint.action}`,
    `/api/${endpoint.resource}.php?action=${endpoint.action}&action=${endpoint.action}`,
    `/api/${endpoint.resource}.php`,
    `/api//${endpoint.resource}.php?action=${endpoint.action}`,
    `/api/${endpoint.resource}.php?action=${endpoint.action}#${hostile}`,
  ]);
  return { method: rng.pick(['GET', 'POST'] as const), url, headers: {}, payload: rng.chance(0.5) ? '{}' : undefined };
}

/** Why an answer is not acceptable, or null: no 5xx, the security headers, and the envelope for every /api answer. */
function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.headers['x-content-type-options'] !== 'nosniff') return 'no security headers';
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return `content-type ${res.headers['content-type']}`;
  let body: { status?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return 'not JSON';
  }
  if (typeof body.message !== 'string' || body.message.length === 0) return 'no message';
  const expected = res.statusCode >= 400 ? 'Error' : 'Success';
  if (body.status !== expected) return `status field ${String(body.status)} with ${res.statusCode}`;
  return null;
}

describe('fuzz: every call of the contract, every role', () => {
  it(`answers random and hostile requests with the envelope and never a 5xx (seed ${SEED})`, { timeout: 300_000 }, async () => {
    server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
    const db = server.current.handle.db;
    const member = await signIn(app(), { userType: 'member' });
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const trainer = await signIn(app(), { userType: 'trainer' });
    // The demo admin: testConfig leaves ADMIN_MOBILES unset, so outside production it is the one admin number.
    const admin = await signIn(app(), { mobile: DEMO_ADMIN.mobile, userType: 'admin' });
    const gym = await createGym(db, { ownerId: owner.user.id });
    const trainerRow = await createTrainer(db, { gymId: gym.id });
    const review = await createReview(db, { gymId: gym.id, memberId: member.user.id });
    const booked = await app().inject({
      method: 'POST',
      url: '/api/bookings.php?action=create',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { gymId: gym.id, passType: 'day', startDate: '2026-11-24', slotTime: '07:00', paymentMethod: 'online' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking, payment } = booked.json().data;
    png = await pngImage();
    const ids: Ids = { gymId: gym.id, bookingId: booking.id, trainerId: trainerRow.id, reviewId: review.id, orderId: payment.orderId, code: booking.code, sessionId: randomUUID() };

    // Sign-outs and revokes end the fuzzer's own sessions: it mints new ones rather than lose the role.
    const sessions = createSessionService({ db, now: () => server.current.clock.now() });
    const userIds: Record<Exclude<Role, 'anonymous'>, string> = { member: member.user.id, gym_owner: owner.user.id, trainer: trainer.user.id, admin: admin.user.id };
    const tokens: Record<Role, string | null> = { anonymous: null, member: member.token, gym_owner: owner.token, trainer: trainer.token, admin: admin.token };
    const renewTokens = async () => {
      for (const role of ['member', 'gym_owner', 'trainer', 'admin'] as const) tokens[role] = (await sessions.create(userIds[role])).token;
    };

    const rng = random(SEED);
    const failures: string[] = [];
    const record = (label: string, request: Request, res: LightMyRequestResponse) => {
      const why = problem(res);
      if (why) failures.push(`${label}: ${why} — ${request.method} ${request.url.slice(0, 160)} ${String(request.payload ?? '').slice(0, 200)} → ${res.body.slice(0, 200)}`);
    };
    let count = 0;
    for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
      for (const role of ROLES)
        for (let round = 0; round < (allowed(endpoint, role) ? ROUNDS_ALLOWED : ROUNDS_REFUSED); round++) {
          const request = fuzzRequest(name, endpoint, tokens[role], ids, rng);
          record(`${name} as ${role}`, request, await app().inject(request));
          count++;
          if (/logout|revoke/i.test(name)) await renewTokens();
        }
    }
    for (let i = 0; i < 200; i++) {
      const request = fuzzPath(rng);
      record('path', request, await app().inject(request));
      count++;
    }
    expect(failures.slice(0, 25), `${failures.length} of ${count} answers failed (FUZZ_SEED=${SEED})`).toEqual([]);
  });
});
