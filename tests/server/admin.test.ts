import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '@contract/admin/admin-routes';
import { adminMessages, reportMessages, type AuditEntry, type PlatformOverview, type OwnerVerification, type ReportedItem, type VerificationQueueItem } from '@contract/admin/admin';
import { endpoints } from '@contract/endpoints';
import { gstinCheckCharacter } from '@contract/gyms/gstin';
import type { Paged } from '@contract/common';
import type { GymDetail, GymSummary } from '@contract/gyms/gyms';
import type { OwnedGym } from '@contract/gyms/owner-gyms';
import { auditLog, gyms, messages, sessions, users } from '@server/db/schema';
import { seedDemo } from '@server/db/seed';
import { DEMO_ADMIN } from '@server/db/seed-data';
import { adminMobilesOf, loadConfig } from '@server/config';
import { useTestServer } from '@tests/utils/build-server';
import { readOtp, signIn, uniqueMobile, type SignedIn } from '@tests/utils/auth';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { createGym, createMember, createReview } from '@tests/utils/factories';
import { phpScript, pngImage, upload } from '@tests/utils/uploads';

const ADMIN_MOBILE = '98000 11111';
const server = useTestServer({ ADMIN_MOBILES: ['+919800011111', DEMO_ADMIN.mobile] });
const app = () => server.current.app;
const db = () => server.current.handle.db;

type Answer<T = unknown> = { status: number; body: { status: string; message: string; data?: T } };

async function get<T>(resource: string, action: string, params: Record<string, string> = {}, who?: SignedIn): Promise<Answer<T>> {
  const qs = new URLSearchParams({ action, ...params });
  const res = await app().inject({ method: 'GET', url: `/api/${resource}.php?${qs}`, headers: who?.headers ?? {} });
  return { status: res.statusCode, body: res.json() };
}
async function post<T>(resource: string, action: string, payload: object, who?: SignedIn): Promise<Answer<T>> {
  const res = await app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: who?.headers ?? {} });
  return { status: res.statusCode, body: res.json() };
}

const signInAdmin = () => signIn(app(), { mobile: ADMIN_MOBILE, userType: 'admin' });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const karnatakaGstin = () => '29AAGCB7383J1Z' + gstinCheckCharacter('29AAGCB7383J1Z');

async function ownerWithGym(overrides: Parameters<typeof createGym>[1] = {}) {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, weeklyOff: 'none', openingTime: '00:00', closingTime: '24:00', ...overrides });
  return { owner, gym };
}

async function submit(owner: SignedIn, gymId: string, extra: { gstin?: string; files?: { field: string; data: Buffer }[] } = {}) {
  const files = extra.files ?? [
    { field: 'gst_certificate', data: pdf },
    { field: 'gym_front', data: await pngImage() },
  ];
  const res = await upload(app(), '/api/gyms.php?action=submit-verification', {
    headers: owner.headers,
    fields: { gymId, ...(extra.gstin ? { gstin: extra.gstin } : {}) },
    files: files.map((f) => ({ ...f, name: 'x.bin', type: 'application/octet-stream' })),
  });
  return { status: res.statusCode, body: res.json() as { message: string; data?: OwnerVerification } };
}

async function pendingOf(admin: SignedIn, gymId: string): Promise<VerificationQueueItem | undefined> {
  const queue = await get<Paged<VerificationQueueItem>>('admin', 'verification-queue', {}, admin);
  expect(queue.status).toBe(200);
  return queue.body.data!.items.find((i) => i.gym.id === gymId);
}

async function auditRows(admin: SignedIn, params: Record<string, string> = {}): Promise<Paged<AuditEntry>> {
  const res = await get<Paged<AuditEntry>>('admin', 'audit', params, admin);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

/** Tomorrow in India, as YYYY-MM-DD, from the server's clock. */
const tomorrowIst = (days = 1) => new Date(server.current.clock.now().getTime() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('the admin role', () => {
  it('signs in a number on ADMIN_MOBILES (any accepted form) as admin', async () => {
    const admin = await signInAdmin();
    expect(admin.user.userType).toBe('admin');
    expect(admin.user.mobile).toBe('+919800011111');
  });

  it('refuses a number outside ADMIN_MOBILES: no code is sent, no account or session is made', async () => {
    const mobile = uniqueMobile();
    const res = await post('auth-otp', 'send-otp', { mobile, userType: 'admin' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(adminMessages.notAdminNumber);
    await expect(readOtp(app(), mobile)).rejects.toThrow(/no OTP/);
    const rows = await db().select().from(users).where(eq(users.mobile, `+91${mobile}`));
    expect(rows).toEqual([]);
    expect(await db().select().from(sessions)).toEqual([]);
  });

  it('refuses a listed number that already holds a member account: no silent change of role', async () => {
    await createMember(db(), { mobile: DEMO_ADMIN.mobile });
    await expect(signIn(app(), { mobile: DEMO_ADMIN.mobile, userType: 'admin' })).rejects.toThrow(/403.*own/);
    const [row] = await db().select().from(users).where(eq(users.mobile, DEMO_ADMIN.mobile));
    expect(row!.userType).toBe('member');
  });

  const adminOnly = Object.entries(endpoints).filter(([, e]) => e.auth === 'admin');

  it('lists every admin.php call as admin-only in the contract', () => {
    expect(adminOnly.map(([name]) => name).sort()).toEqual(Object.entries(adminRoutes).filter(([, r]) => r.resource === 'admin').map(([n]) => n).sort());
    expect(adminOnly.length).toBeGreaterThanOrEqual(7);
  });

  it.each(adminOnly)('%s answers 401 to anonymous and 403 to member, owner and trainer', async (_name, e) => {
    const url = `/api/${e.resource}.php?action=${e.action}`;
    const anonymous = await app().inject({ method: e.method, url, ...(e.method === 'POST' ? { payload: {} } : {}) });
    expect(anonymous.statusCode).toBe(401);
    for (const userType of ['member', 'gym_owner', 'trainer'] as const) {
      const who = await signIn(app(), { userType });
      const res = await app().inject({ method: e.method, url, headers: who.headers, ...(e.method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${userType} on ${url}`).toBe(403);
    }
  });

  it('lets an admin through to every admin call (validation aside)', async () => {
    const admin = await signInAdmin();
    for (const [, e] of adminOnly) {
      const res = await app().inject({ method: e.method, url: `/api/${e.resource}.php?action=${e.action}`, headers: admin.headers, ...(e.method === 'POST' ? { payload: {} } : {}) });
      expect([200, 400]).toContain(res.statusCode);
    }
  });

  it('ends an admin’s access at the next call once the number leaves ADMIN_MOBILES, and refuses the sign-in', async () => {
    const admin = await signInAdmin();
    const config = app().config;
    const listed = config.ADMIN_MOBILES;
    try {
      config.ADMIN_MOBILES = [DEMO_ADMIN.mobile];
      const res = await get('admin', 'audit', {}, admin);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(adminMessages.notAdminNumber);
    } finally {
      config.ADMIN_MOBILES = listed;
    }
    expect((await get('admin', 'audit', {}, admin)).status).toBe(200);
  });

  it('refuses the owner and member submission calls to an admin (the owner area stays the owner’s)', async () => {
    const admin = await signInAdmin();
    expect((await get('gyms', 'verification', { gymId: 'x' }, admin)).status).toBe(403);
  });
});

describe('the audit log', () => {
  it('is append-only: no route names it but the admin’s read, no server code writes to it but inserts, and the database refuses changes', async () => {
    // staff.php?action=audit (issue 38) reads the gym's desk_actions, not the audit log.
    const touching = Object.entries(endpoints).filter(([name, e]) => name !== 'staffAudit' && /audit/i.test(`${name} ${e.resource} ${e.action}`));
    expect(touching.map(([name, e]) => [name, e.method])).toEqual([['auditLog', 'GET']]);
    const files = (await readdir('server', { recursive: true })).filter((f) => f.endsWith('.ts'));
    for (const file of files) {
      const source = await readFile(join('server', file), 'utf8');
      expect(source, file).not.toMatch(/\.(update|delete)\(\s*auditLog\b/);
      expect(source, file).not.toMatch(/(update|delete\s+from)\s+"?audit_log/i);
    }
    const admin = await signInAdmin();
    const member = await createMember(db());
    await post('admin', 'suspend', { userId: member.id, reason: 'Spam bookings' }, admin);
    await expect(db().update(auditLog).set({ action: 'x' })).rejects.toThrow();
    await expect(db().delete(auditLog)).rejects.toThrow();
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual([{ n: 1 }]);
  });

  it('records an owner’s change of name, address, GSTIN and prices, before and after, and not other fields', async () => {
    const { owner, gym } = await ownerWithGym();
    const admin = await signInAdmin();
    expect((await post('gyms', 'update', { gymId: gym.id, description: 'Now with a sauna.' }, owner)).status).toBe(200);
    expect((await auditRows(admin, { entityId: gym.id })).total).toBe(0);
    expect((await post('gyms', 'update', { gymId: gym.id, name: 'Iron Republic', address: '12 Hill Road', gstin: MAHARASHTRA_GSTIN }, owner)).status).toBe(200);
    expect((await post('plans', 'update', { gymId: gym.id, plans: [{ passType: 'day', active: true, pricePaise: 31_000 }] }, owner)).status).toBe(200);
    const rows = await auditRows(admin, { entityId: gym.id });
    expect(rows.items.map((r) => r.action)).toEqual(['plans.update', 'gym.update']);
    const [plans, edit] = rows.items;
    expect(edit).toMatchObject({ actorId: owner.user.id, actorRole: 'gym_owner', entityType: 'gym' });
    expect(edit!.before).toEqual({ name: gym.name, address: gym.address, gstin: null });
    expect(edit!.after).toEqual({ name: 'Iron Republic', address: '12 Hill Road', gstin: MAHARASHTRA_GSTIN });
    expect(plans!.before).toEqual({ day: { active: true, pricePaise: gym.plans.find((p) => p.passType === 'day')!.pricePaise } });
    expect(plans!.after).toEqual({ day: { active: true, pricePaise: 31_000 } });
  });

  it('filters by actor, entity, action and dates, newest first, paged', async () => {
    const admin = await signInAdmin();
    const members = await Promise.all([1, 2, 3].map(() => createMember(db())));
    for (const m of members) await post('admin', 'suspend', { userId: m.id, reason: 'Abusive messages' }, admin);
    await post('admin', 'restore', { userId: members[0]!.id, reason: 'Appeal accepted' }, admin);
    const all = await auditRows(admin, { pageSize: '2' });
    expect(all).toMatchObject({ total: 4, totalPages: 2, page: 1 });
    expect(all.items[0]!.action).toBe('account.restore');
    expect((await auditRows(admin, { auditAction: 'account.suspend' })).total).toBe(3);
    expect((await auditRows(admin, { entityType: 'user', entityId: members[0]!.id })).total).toBe(2);
    expect((await auditRows(admin, { actorId: admin.user.id })).total).toBe(4);
    expect((await auditRows(admin, { actorId: members[1]!.id })).total).toBe(0);
    expect((await auditRows(admin, { from: tomorrowIst(-1), to: tomorrowIst(0) })).total).toBe(4);
    expect((await auditRows(admin, { from: tomorrowIst(1) })).total).toBe(0);
    expect((await auditRows(admin, { to: tomorrowIst(-2) })).total).toBe(0);
    expect((await get('admin', 'audit', { from: tomorrowIst(1), to: tomorrowIst(0) }, admin)).status).toBe(400);
  });
});

describe('gym verification', () => {
  it('takes documents checked by their bytes, queues them, and the approval gives the badge in search, profile and owner data', async () => {
    const { owner, gym } = await ownerWithGym({ name: 'Badge Gym' });
    const admin = await signInAdmin();
    const sent = await submit(owner, gym.id, { gstin: MAHARASHTRA_GSTIN.toLowerCase() });
    expect(sent.status, sent.body.message).toBe(201);
    expect(sent.body.data).toMatchObject({ verified: false, verification: { status: 'pending', cause: 'submitted' } });
    expect((await submit(owner, gym.id)).status).toBe(409);

    const item = (await pendingOf(admin, gym.id))!;
    expect(item.gstin).toBe(MAHARASHTRA_GSTIN);
    expect(item.documents.map((d) => [d.kind, d.contentType])).toEqual([
      ['gst_certificate', 'application/pdf'],
      ['gym_front', 'image/png'],
    ]);
    const doc = await get<{ contentType: string; base64: string }>('admin', 'verification-document', { verificationId: item.id, documentId: item.documents[0]!.id }, admin);
    expect(Buffer.from(doc.body.data!.base64, 'base64').equals(pdf)).toBe(true);

    const search = async (params: Record<string, string> = {}) =>
      (await get<Paged<GymSummary>>('gyms', 'search', { q: 'Mumbai', ...params })).body.data!.items.filter((g) => g.id === gym.id);
    expect(await search({ verified: 'true' })).toEqual([]);
    expect((await search())[0]!.verified).toBe(false);

    const approved = await post<VerificationQueueItem>('admin', 'approve', { verificationId: item.id }, admin);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', gym: { verified: true, gstin: MAHARASHTRA_GSTIN } });
    expect((await search({ verified: 'true' }))[0]!.verified).toBe(true);
    expect((await get<GymDetail>('gyms', 'get', { id: gym.id })).body.data!.verified).toBe(true);
    expect((await get<OwnedGym>('gyms', 'owned', { gymId: gym.id }, owner)).body.data).toMatchObject({ verified: true, verification: { status: 'approved' } });
    expect((await post('admin', 'approve', { verificationId: item.id }, admin)).status).toBe(409);
    const audit = await auditRows(admin, { entityId: gym.id });
    expect(audit.items.map((r) => r.action)).toEqual(['verification.approve', 'verification.submit']);
    expect(audit.items[0]).toMatchObject({ actorId: admin.user.id, actorRole: 'admin', before: { verified: false }, after: { verified: true } });
  });

  it('a rejected gym has no badge and its owner reads the reason', async () => {
    const { owner, gym } = await ownerWithGym();
    const admin = await signInAdmin();
    await submit(owner, gym.id);
    const item = (await pendingOf(admin, gym.id))!;
    expect((await post('admin', 'reject', { verificationId: item.id, reason: '' }, admin)).status).toBe(400);
    const res = await post('admin', 'reject', { verificationId: item.id, reason: 'The name board in the photo does not match the gym name' }, admin);
    expect(res.status, res.body.message).toBe(200);
    const owned = (await get<OwnedGym>('gyms', 'owned', { gymId: gym.id }, owner)).body.data!;
    expect(owned).toMatchObject({ verified: false, verification: { status: 'rejected', reason: 'The name board in the photo does not match the gym name' } });
    expect((await get<GymDetail>('gyms', 'get', { id: gym.id })).body.data!.verified).toBe(false);
    expect((await auditRows(admin, { auditAction: 'verification.reject' })).items[0]!.after).toMatchObject({ reason: 'The name board in the photo does not match the gym name' });
    const notices = await get<{ items: { kind: string; text: string }[] }>('notifications', 'list', {}, owner);
    expect(notices.body.data!.items.map((n) => n.kind)).toEqual(['platform_notice']);
    expect(notices.body.data!.items[0]!.text).toMatch(/not verified: The name board/);
    // A rejected gym may send new documents.
    expect((await submit(owner, gym.id)).status).toBe(201);
  });

  it('refuses a file that is not an image or PDF by its bytes, a missing kind, and a GSTIN of another state or with a wrong check digit', async () => {
    const { owner, gym } = await ownerWithGym();
    const front = await pngImage();
    const fake = await submit(owner, gym.id, { files: [{ field: 'gst_certificate', data: phpScript }, { field: 'gym_front', data: front }] });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(adminMessages.documentType);
    const missing = await submit(owner, gym.id, { files: [{ field: 'gym_front', data: front }] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(adminMessages.documentsRequired);
    const otherState = await submit(owner, gym.id, { gstin: karnatakaGstin() });
    expect(otherState.status).toBe(400);
    expect(otherState.body.message).toMatch(/another state/);
    const typo = await submit(owner, gym.id, { gstin: '27AAPFU0939F1ZW' });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/does not match/);
    const big = await submit(owner, gym.id, { files: [{ field: 'gst_certificate', data: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]) }, { field: 'gym_front', data: front }] });
    expect(big.status).toBe(413);
    expect((await get<OwnerVerification>('gyms', 'verification', { gymId: gym.id }, owner)).body.data).toEqual({ verified: false, verification: null });
  });

  it('answers 404 for another owner’s gym', async () => {
    const { gym } = await ownerWithGym();
    const { owner: other } = await ownerWithGym();
    expect((await submit(other, gym.id)).status).toBe(404);
    expect((await get('gyms', 'verification', { gymId: gym.id }, other)).status).toBe(404);
  });

  it('sends a verified gym whose name, address or GSTIN changes back to the queue, the badge kept until the admin decides', async () => {
    const { owner, gym } = await ownerWithGym();
    const admin = await signInAdmin();
    await submit(owner, gym.id);
    await post('admin', 'approve', { verificationId: (await pendingOf(admin, gym.id))!.id }, admin);
    await post('gyms', 'update', { gymId: gym.id, slotCapacity: 40 }, owner);
    expect(await pendingOf(admin, gym.id)).toBeUndefined();
    await post('gyms', 'update', { gymId: gym.id, name: 'Renamed Gym', area: 'Juhu' }, owner);
    const again = (await pendingOf(admin, gym.id))!;
    expect(again).toMatchObject({ cause: 'changed: name, address', gym: { verified: true, name: 'Renamed Gym' } });
    expect(again.documents).toHaveLength(2);
    expect((await get<GymDetail>('gyms', 'get', { id: gym.id })).body.data!.verified).toBe(true);
    await post('admin', 'reject', { verificationId: again.id, reason: 'New name is not on the licence' }, admin);
    expect((await get<GymDetail>('gyms', 'get', { id: gym.id })).body.data!.verified).toBe(false);
  });

  it('the demo seed’s admin approved a realistic share of the demo gyms, and a second run changes nothing', async () => {
    await seedDemo(db(), { gyms: 40 });
    const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(gyms).where(eq(gyms.verified, true)))[0]!.n;
    const verified = await count();
    expect(verified).toBeGreaterThanOrEqual(16);
    expect(verified).toBeLessThanOrEqual(32);
    const [admin] = await db().select().from(users).where(eq(users.mobile, DEMO_ADMIN.mobile));
    expect(admin!.userType).toBe('admin');
    const audit = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog);
    await seedDemo(db(), { gyms: 40 });
    expect(await count()).toBe(verified);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(audit);
    const demoAdmin = await signIn(app(), { mobile: DEMO_ADMIN.mobile, userType: 'admin' });
    expect(demoAdmin.user.id).toBe(admin!.id);
  });
});

describe('suspending accounts', () => {
  it('ends a member’s sessions at once, refuses sign-in with a clear message, and restore lets them back', async () => {
    const admin = await signInAdmin();
    const member = await signIn(app(), { userType: 'member' });
    expect((await get('profile', 'get', {}, member)).status).toBe(200);
    const res = await post<{ sessionsEnded: number }>('admin', 'suspend', { userId: member.user.id, reason: 'Fake reviews' }, admin);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ suspended: true, sessionsEnded: 1 });
    expect((await get('profile', 'get', {}, member)).status).toBe(401);
    await expect(signIn(app(), { mobile: member.user.mobile.slice(3), userType: 'member' })).rejects.toThrow(/403.*suspended/);
    expect((await post('admin', 'suspend', { userId: member.user.id, reason: 'Again' }, admin)).status).toBe(409);
    expect((await post('admin', 'restore', { userId: member.user.id, reason: 'Appeal accepted' }, admin)).status).toBe(200);
    expect((await post('admin', 'restore', { userId: member.user.id, reason: 'Appeal accepted' }, admin)).status).toBe(409);
    const back = await signIn(app(), { mobile: member.user.mobile.slice(3), userType: 'member' });
    expect(back.user.id).toBe(member.user.id);
  });

  it('takes a suspended owner’s gyms out of search and refuses new bookings, while older bookings stay; restore brings back only those gyms', async () => {
    const admin = await signInAdmin();
    const { owner, gym } = await ownerWithGym({ name: 'Suspended Owner Gym' });
    const closed = await createGym(db(), { ownerId: owner.user.id, active: false });
    const member = await signIn(app(), { userType: 'member' });
    const older = await bookDayPassAtGym(app(), member, { gymId: gym.id, startDate: tomorrowIst(), slotTime: '10:00' });
    const inSearch = async () => (await get<Paged<GymSummary>>('gyms', 'search', { q: 'Suspended Owner Gym' })).body.data!.items.some((g) => g.id === gym.id);
    expect(await inSearch()).toBe(true);

    const res = await post<{ gymsAffected: number }>('admin', 'suspend', { userId: owner.user.id, reason: 'Listing a gym that does not exist' }, admin);
    expect(res.body.data).toMatchObject({ suspended: true, gymsAffected: 1 });
    expect(await inSearch()).toBe(false);
    expect((await get('gyms', 'get', { id: gym.id })).status).toBe(404);
    const refused = await app().inject({
      method: 'POST',
      url: '/api/bookings.php?action=create',
      headers: { ...member.headers, 'idempotency-key': 'after-suspension-1' },
      payload: { gymId: gym.id, passType: 'day', startDate: tomorrowIst(2), slotTime: '10:00', paymentMethod: 'at_gym' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const mine = await get<{ items: { id: string; status: string }[] }>('bookings', 'mine', {}, member);
    expect(mine.body.data!.items.find((b) => b.id === older.id)?.status).toBe('confirmed');
    expect((await get('gyms', 'mine', {}, owner)).status).toBe(401);

    await post('admin', 'restore', { userId: owner.user.id, reason: 'Documents checked' }, admin);
    expect(await inSearch()).toBe(true);
    const [stillClosed] = await db().select({ active: gyms.active }).from(gyms).where(eq(gyms.id, closed.id));
    expect(stillClosed!.active).toBe(false);
    expect((await auditRows(admin, { entityId: owner.user.id })).items.map((r) => r.action)).toEqual(['account.restore', 'account.suspend']);
  });

  it('finds accounts by number or name, type and suspension', async () => {
    const admin = await signInAdmin();
    const priya = await createMember(db(), { firstName: 'Priyanka', lastName: 'Rao', mobile: '+919123456780' });
    await createMember(db(), { firstName: 'Arjun', lastName: 'Nair' });
    await post('admin', 'suspend', { userId: priya.id, reason: 'Fake reviews' }, admin);
    type Accounts = Paged<{ id: string; suspended: boolean; suspensionReason: string | null }>;
    const find = async (params: Record<string, string>) => (await get<Accounts>('admin', 'accounts', params, admin)).body.data!;
    expect((await find({ q: '91234 56780' })).items.map((a) => a.id)).toEqual([priya.id]);
    expect((await find({ q: 'priyanka r' })).items).toEqual([expect.objectContaining({ id: priya.id, suspended: true, suspensionReason: 'Fake reviews' })]);
    expect((await find({ suspended: 'true' })).items.map((a) => a.id)).toEqual([priya.id]);
    expect((await find({ userType: 'admin' })).items.map((a) => a.id)).toEqual([admin.user.id]);
    expect((await find({ q: '100%_' })).total).toBe(0);
  });

  it('will not suspend an admin or an unknown user', async () => {
    const admin = await signInAdmin();
    expect((await post('admin', 'suspend', { userId: admin.user.id, reason: 'Testing' }, admin)).status).toBe(403);
    expect((await post('admin', 'suspend', { userId: 'nobody', reason: 'Testing' }, admin)).status).toBe(404);
  });
});

describe('reported content', () => {
  type PublicList = { summary: { average: number; count: number }; reviews: { items: { id: string; reply: string | null }[] } };
  const publicList = async (gymId: string) => (await get<PublicList>('reviews', 'list', { gymId })).body.data!;

  async function reviewed() {
    const { owner, gym } = await ownerWithGym();
    const kept = await createReview(db(), { gymId: gym.id, rating: 5 });
    const abusive = await createReview(db(), { gymId: gym.id, rating: 1, text: 'Insults the staff by name', reply: 'We will call your employer' });
    return { owner, gym, kept, abusive };
  }

  it('takes a report of a review or a reply with a reason from the list, once per person', async () => {
    const { owner, abusive } = await reviewed();
    const member = await signIn(app(), { userType: 'member' });
    expect((await post('reviews', 'report', { reviewId: abusive.id, target: 'review', reason: 'rude' }, member)).status).toBe(400);
    const ok = await post('reviews', 'report', { reviewId: abusive.id, target: 'review', reason: 'abusive', note: 'Names a trainer' }, member);
    expect(ok.status, ok.body.message).toBe(201);
    expect(ok.body.message).toBe(reportMessages.reported);
    expect((await post('reviews', 'report', { reviewId: abusive.id, target: 'review', reason: 'spam' }, member)).status).toBe(409);
    expect((await post('reviews', 'report', { reviewId: abusive.id, target: 'reply', reason: 'abusive' }, member)).status).toBe(201);
    // The owner reports the review of their gym, not their own reply.
    expect((await post('reviews', 'report', { reviewId: abusive.id, target: 'review', reason: 'false_information' }, owner)).status).toBe(201);
    expect((await post('reviews', 'report', { reviewId: abusive.id, target: 'reply', reason: 'spam' }, owner)).status).toBe(403);
    expect((await post('reviews', 'report', { reviewId: abusive.id, target: 'review', reason: 'spam' })).status).toBe(401);
    expect((await post('reviews', 'report', { reviewId: 'missing', target: 'review', reason: 'spam' }, member)).status).toBe(404);
  });

  it('groups reports by item for the admin; hiding a review takes it off the profile and out of the rating', async () => {
    const { gym, kept, abusive } = await reviewed();
    const admin = await signInAdmin();
    for (const reason of ['abusive', 'abusive', 'hate']) {
      const who = await signIn(app(), { userType: 'member' });
      await post('reviews', 'report', { reviewId: abusive.id, target: 'review', reason, note: reason === 'hate' ? 'Slur in the second line' : undefined }, who);
    }
    expect((await publicList(gym.id)).summary).toMatchObject({ average: 3, count: 2 });
    const queue = (await get<Paged<ReportedItem>>('admin', 'reports', {}, admin)).body.data!;
    expect(queue.total).toBe(1);
    expect(queue.items[0]).toMatchObject({ reviewId: abusive.id, target: 'review', openReports: 3, reasons: { abusive: 2, hate: 1 }, notes: ['Slur in the second line'], hidden: false });

    const hidden = await post('admin', 'hide', { reviewId: abusive.id, target: 'review', reason: 'Abuse of named staff' }, admin);
    expect(hidden.status, hidden.body.message).toBe(200);
    expect(hidden.body.data).toMatchObject({ hidden: true, reportsClosed: 3 });
    const after = await publicList(gym.id);
    expect(after.reviews.items.map((r) => r.id)).toEqual([kept.id]);
    expect(after.summary).toMatchObject({ average: 5, count: 1 });
    expect((await get<GymDetail>('gyms', 'get', { id: gym.id })).body.data!.rating).toBe(5);
    expect((await get<Paged<ReportedItem>>('admin', 'reports', {}, admin)).body.data!.total).toBe(0);
    expect((await post('admin', 'hide', { reviewId: abusive.id, target: 'review', reason: 'Again' }, admin)).status).toBe(409);
    expect((await auditRows(admin, { auditAction: 'content.hide' })).items[0]).toMatchObject({ entityType: 'review', entityId: abusive.id, after: { hidden: true, reason: 'Abuse of named staff' } });
    // The author is told, in the app, with the reason.
    const author = await db().select().from(messages).where(eq(messages.recipientId, abusive.memberId));
    expect(author.map((m) => [m.kind, m.channel, m.status])).toEqual([['platform_notice', 'in_app', 'sent']]);
    expect(author[0]!.text).toMatch(/Your review of .* was hidden .*Abuse of named staff/);
  });

  it('hides an owner’s reply and keeps the review; dismissing leaves the item as it was', async () => {
    const { gym, kept, abusive } = await reviewed();
    const admin = await signInAdmin();
    const member = await signIn(app(), { userType: 'member' });
    await post('reviews', 'report', { reviewId: abusive.id, target: 'reply', reason: 'abusive' }, member);
    await post('reviews', 'report', { reviewId: kept.id, target: 'review', reason: 'spam' }, member);
    expect((await post('admin', 'hide', { reviewId: abusive.id, target: 'reply', reason: 'Threatens the reviewer' }, admin)).status).toBe(200);
    const dismissed = await post('admin', 'dismiss', { reviewId: kept.id, target: 'review', reason: 'An honest opinion' }, admin);
    expect(dismissed.body.data).toMatchObject({ hidden: false, reportsClosed: 1 });
    const list = await publicList(gym.id);
    expect(list.summary.count).toBe(2);
    expect(list.reviews.items.find((r) => r.id === abusive.id)!.reply).toBeNull();
    expect((await auditRows(admin, { auditAction: 'content.dismiss' })).items[0]).toMatchObject({ entityType: 'review', entityId: kept.id });
  });
});

describe('ADMIN_MOBILES', () => {
  it('takes any form sign-in accepts, normalised; unset means the demo admin outside production and nobody in it', () => {
    expect(loadConfig({ ADMIN_MOBILES: '98000 12345, +91 98120-00000,09812300000' }).ADMIN_MOBILES).toEqual(['+919800012345', '+919812000000', '+919812300000']);
    expect(() => loadConfig({ ADMIN_MOBILES: '12345' })).toThrow(/ADMIN_MOBILES/);
    expect(adminMobilesOf({ NODE_ENV: 'development', ADMIN_MOBILES: undefined })).toEqual([DEMO_ADMIN.mobile]);
    expect(adminMobilesOf({ NODE_ENV: 'production', ADMIN_MOBILES: undefined })).toEqual([]);
    expect(adminMobilesOf({ NODE_ENV: 'production', ADMIN_MOBILES: ['+919812000000'] })).toEqual(['+919812000000']);
  });
});

describe('the platform view', () => {
  it('counts today’s and this month’s bookings and their value, new gyms, the queues and the sign-in texts sent', async () => {
    const admin = await signInAdmin();
    // Created at the app's clock: a database default would be PostgreSQL's own, which CI's date leg leaves at the real day.
    const { owner, gym } = await ownerWithGym({ createdAt: new Date() });
    const member = await signIn(app(), { userType: 'member' });
    await bookDayPassAtGym(app(), member, { gymId: gym.id, startDate: tomorrowIst(), slotTime: '10:00' });
    await submit(owner, gym.id);
    const review = await createReview(db(), { gymId: gym.id });
    await post('reviews', 'report', { reviewId: review.id, target: 'review', reason: 'spam' }, member);
    const res = await get<PlatformOverview>('admin', 'overview', {}, admin);
    expect(res.status, res.body.message).toBe(200);
    const dayPass = gym.plans.find((p) => p.passType === 'day')!.pricePaise;
    expect(res.body.data).toMatchObject({
      today: { bookings: 1, grossPaise: dayPass, newGyms: 1 },
      month: { bookings: 1, grossPaise: dayPass, newGyms: 1 },
      gymsWaitingForVerification: 1,
      openReports: 1,
      signInTexts: { lastHour: 3, last24Hours: 3, hourlyBudget: server.current.config.SMS_HOURLY_BUDGET },
    });
  });
});
