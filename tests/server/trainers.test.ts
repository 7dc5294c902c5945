import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@contract/common';
import { trainerListSchema, trainerMessages, trainerSchema } from '@contract/gyms/trainers';
import { trainers, users } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createTrainer, deactivateGym } from '@tests/utils/factories';
import { pngImage, storedFiles, upload } from '@tests/utils/uploads';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

const get = (action: string, query: Record<string, string>, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/trainers.php?action=${action}&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
const post = (action: string, payload: object, who?: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/trainers.php?action=${action}`, payload, headers: who?.headers ?? {} });
const photo = async (trainerId: string, who: SignedIn) =>
  upload(app(), '/api/trainers.php?action=photo', { headers: who.headers, fields: { trainerId }, files: [{ data: await pngImage() }] });
const publicTrainers = async (gymId: string) =>
  (await app().inject({ method: 'GET', url: `/api/gyms.php?action=get&id=${gymId}` })).json().data.trainers as { name: string; photoUrl: string | null }[];

async function ownerWithGym() {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  return { owner, gym };
}

const kavya = { name: 'Kavya Nair', experienceYears: 7, availability: 'Mon–Fri, 6–10 AM', categories: ['Zumba', 'Yoga'], facilities: ['Studio'] };

describe('trainers.php: the owner’s team', () => {
  it('adds ("Trainer added"), lists, edits only the fields sent, and deletes ("Trainer deleted")', async () => {
    const { owner, gym } = await ownerWithGym();
    const added = await post('create', { gymId: gym.id, ...kavya }, owner);
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe(trainerMessages.added);
    const trainer = trainerSchema.parse(added.json().data);
    expect(trainer).toMatchObject({ ...kavya, gymId: gym.id, status: 'accepted', photoUrl: null, mobile: null });

    const listed = await get('list', { gymId: gym.id }, owner);
    expect(listed.statusCode).toBe(200);
    expect(trainerListSchema.parse(listed.json().data).map((t) => t.name)).toEqual(['Kavya Nair']);
    expect((await publicTrainers(gym.id)).map((t) => t.name)).toEqual(['Kavya Nair']);

    const edited = await post('update', { trainerId: trainer.id, experienceYears: 8 }, owner);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: trainerMessages.updated, data: { ...kavya, experienceYears: 8 } });

    const deleted = await post('delete', { trainerId: trainer.id }, owner);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(trainerMessages.deleted);
    expect((await get('list', { gymId: gym.id }, owner)).json().data).toEqual([]);
    expect(await publicTrainers(gym.id)).toEqual([]);
  });

  it.each([
    [{ experienceYears: 3 }, messages.trainerRequired],
    [{ name: '   ', experienceYears: 3 }, messages.trainerRequired],
    [{ name: 'Ravi' }, messages.trainerRequired],
    [{ name: 'Ravi', experienceYears: null }, messages.trainerRequired],
    [{ name: 'Ravi', experienceYears: -1 }, trainerMessages.experienceRange],
    [{ name: 'Ravi', experienceYears: 61 }, trainerMessages.experienceRange],
    [{ name: 'Ravi', experienceYears: 2.5 }, trainerMessages.experienceRange],
    [{ name: 'Ravi\u202Eevil', experienceYears: 2 }, null],
    [{ name: 'Ravi <script>', experienceYears: 2 }, "Use letters, spaces and . ' - only"],
    [{ name: 'Ravi', experienceYears: 2, categories: Array.from({ length: 9 }, (_, i) => `C${i}`) }, trainerMessages.tooManyTags],
    [{ name: 'Ravi', experienceYears: 2, status: 'accepted' }, 'Unknown field: status'],
    [{ name: 'Ravi', experienceYears: 2, userId: 'x' }, 'Unknown field: userId'],
  ])('refuses %j with its message', async (fields, message) => {
    const { owner, gym } = await ownerWithGym();
    const res = await post('create', { gymId: gym.id, ...fields }, owner);
    if (message === null) {
      // Invisible bidi characters are cleaned away rather than stored.
      expect(res.statusCode).toBe(201);
      expect(res.json().data.name).toBe('Ravievil');
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await db().select().from(trainers)).toEqual([]);
  });

  it('an update refuses unknown keys and the same rules', async () => {
    const { owner, gym } = await ownerWithGym();
    const trainer = await createTrainer(db(), { gymId: gym.id });
    expect((await post('update', { trainerId: trainer.id, gymId: 'another' }, owner)).json().message).toBe('Unknown field: gymId');
    expect((await post('update', { trainerId: trainer.id, name: '' }, owner)).json().message).toBe(messages.trainerRequired);
    expect((await post('update', { trainerId: trainer.id, experienceYears: 99 }, owner)).json().message).toBe(trainerMessages.experienceRange);
  });
});

describe("owner X cannot read or change owner Y's trainers (404, as if missing)", () => {
  async function twoOwners() {
    const x = await ownerWithGym();
    const y = await ownerWithGym();
    const trainer = await createTrainer(db(), { gymId: y.gym.id, name: 'Y Trainer' });
    const applicant = await signIn(app(), { userType: 'trainer' });
    const application = await post('register', { gymId: y.gym.id, ...kavya }, applicant);
    return { x: x.owner, yGym: y.gym, trainer, applicationId: application.json().data.id as string };
  }

  it.each([
    ['list', async (c: Awaited<ReturnType<typeof twoOwners>>) => get('list', { gymId: c.yGym.id }, c.x)],
    ['applications', async (c: Awaited<ReturnType<typeof twoOwners>>) => get('applications', { gymId: c.yGym.id }, c.x)],
    ['create', async (c: Awaited<ReturnType<typeof twoOwners>>) => post('create', { gymId: c.yGym.id, ...kavya }, c.x)],
    ['update', async (c: Awaited<ReturnType<typeof twoOwners>>) => post('update', { trainerId: c.trainer.id, name: 'Taken' }, c.x)],
    ['delete', async (c: Awaited<ReturnType<typeof twoOwners>>) => post('delete', { trainerId: c.trainer.id }, c.x)],
    ['photo', async (c: Awaited<ReturnType<typeof twoOwners>>) => photo(c.trainer.id, c.x)],
    ['decide', async (c: Awaited<ReturnType<typeof twoOwners>>) => post('decide', { trainerId: c.applicationId, decision: 'accept' }, c.x)],
  ])('%s', async (_action, call) => {
    const c = await twoOwners();
    const res = await call(c);
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('Error');
    const [row] = await db().select().from(trainers).where(eq(trainers.id, c.trainer.id));
    expect(row).toMatchObject({ name: 'Y Trainer', photoUrl: null });
    const [application] = await db().select().from(trainers).where(eq(trainers.id, c.applicationId));
    expect(application!.status).toBe('pending');
    expect(await db().select().from(trainers).where(eq(trainers.gymId, c.yGym.id))).toHaveLength(2);
    expect(await storedFiles(app())).toEqual([]);
  });
});

describe('who may call', () => {
  const ownerCalls: [string, (gymId: string, trainerId: string, who?: SignedIn) => ReturnType<typeof get>][] = [
    ['list', (gymId, _t, who) => get('list', { gymId }, who)],
    ['applications', (gymId, _t, who) => get('applications', { gymId }, who)],
    ['create', (gymId, _t, who) => post('create', { gymId, ...kavya }, who)],
    ['update', (_g, trainerId, who) => post('update', { trainerId, name: 'X' }, who)],
    ['delete', (_g, trainerId, who) => post('delete', { trainerId }, who)],
    ['decide', (_g, trainerId, who) => post('decide', { trainerId, decision: 'accept' }, who)],
  ];

  it.each(ownerCalls)('a member cannot call %s (403), nobody signed out (401)', async (_name, call) => {
    const { gym } = await ownerWithGym();
    const trainer = await createTrainer(db(), { gymId: gym.id });
    const member = await signIn(app(), { userType: 'member' });
    expect((await call(gym.id, trainer.id, member)).statusCode).toBe(403);
    expect((await call(gym.id, trainer.id)).statusCode).toBe(401);
    const trainerUser = await signIn(app(), { userType: 'trainer' });
    expect((await call(gym.id, trainer.id, trainerUser)).statusCode).toBe(403);
  });

  it('a member cannot change a photo; a trainer cannot change one of an owner’s team', async () => {
    const { gym } = await ownerWithGym();
    const trainer = await createTrainer(db(), { gymId: gym.id });
    const member = await signIn(app(), { userType: 'member' });
    expect((await photo(trainer.id, member)).statusCode).toBe(403);
    const trainerUser = await signIn(app(), { userType: 'trainer' });
    expect((await photo(trainer.id, trainerUser)).statusCode).toBe(404);
    expect(await storedFiles(app())).toEqual([]);
  });

  it('only a trainer account may apply: a member or an owner is refused', async () => {
    const { gym } = await ownerWithGym();
    for (const userType of ['member', 'gym_owner'] as const) {
      const who = await signIn(app(), { userType });
      expect((await post('register', { gymId: gym.id, ...kavya }, who)).statusCode).toBe(403);
    }
    expect((await post('register', { gymId: gym.id, ...kavya })).statusCode).toBe(401);
  });
});

describe('trainer applications', () => {
  it('a number verified as a trainer becomes a trainer account; a member’s number stays a member', async () => {
    const trainer = await signIn(app(), { userType: 'trainer' });
    expect(trainer.user.userType).toBe('trainer');
    const member = await signIn(app(), { userType: 'member' });
    const again = await signIn(app(), { mobile: member.user.mobile.slice(3), userType: 'trainer' });
    expect(again.user.userType).toBe('member');
    const [row] = await db().select().from(users).where(eq(users.id, member.user.id));
    expect(row!.userType).toBe('member');
  });

  it('waits for the owner; only an accepted trainer is public', async () => {
    const { owner, gym } = await ownerWithGym();
    const applicant = await signIn(app(), { userType: 'trainer' });
    const applied = await post('register', { gymId: gym.id, ...kavya }, applicant);
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({ message: trainerMessages.applied, data: { status: 'pending', gymId: gym.id } });
    const id: string = applied.json().data.id;

    const withPhoto = await photo(id, applicant);
    expect(withPhoto.statusCode).toBe(200);
    expect(withPhoto.json().data.photoUrl).toMatch(/^\/uploads\//);

    expect(await publicTrainers(gym.id)).toEqual([]);
    expect((await get('list', { gymId: gym.id }, owner)).json().data).toEqual([]);
    const waiting = await get('applications', { gymId: gym.id }, owner);
    expect(waiting.json().data).toEqual([expect.objectContaining({ id, name: 'Kavya Nair', status: 'pending', mobile: applicant.user.mobile })]);

    const accepted = await post('decide', { trainerId: id, decision: 'accept' }, owner);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: trainerMessages.accepted, data: { status: 'accepted' } });
    expect((await publicTrainers(gym.id)).map((t) => t.name)).toEqual(['Kavya Nair']);
    expect((await get('applications', { gymId: gym.id }, owner)).json().data).toEqual([]);
    expect((await get('list', { gymId: gym.id }, owner)).json().data).toHaveLength(1);

    // Decided once: a second answer, or the applicant changing the photo now, is refused.
    const twice = await post('decide', { trainerId: id, decision: 'decline' }, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(trainerMessages.alreadyDecided);
    expect((await photo(id, applicant)).statusCode).toBe(409);
    expect((await post('register', { gymId: gym.id, ...kavya }, applicant)).json().message).toBe(trainerMessages.alreadyTrainer);
  });

  it('a declined application stays private, loses its photo file, and may be made again', async () => {
    const { owner, gym } = await ownerWithGym();
    const applicant = await signIn(app(), { userType: 'trainer' });
    const id: string = (await post('register', { gymId: gym.id, ...kavya }, applicant)).json().data.id;
    await photo(id, applicant);
    expect(await storedFiles(app())).toHaveLength(1);
    const again = await post('register', { gymId: gym.id, ...kavya }, applicant);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(trainerMessages.alreadyApplied);

    const declined = await post('decide', { trainerId: id, decision: 'decline' }, owner);
    expect(declined.json()).toMatchObject({ message: trainerMessages.declined, data: { status: 'declined', photoUrl: null } });
    expect(await storedFiles(app())).toEqual([]);
    expect(await publicTrainers(gym.id)).toEqual([]);
    expect((await post('register', { gymId: gym.id, ...kavya }, applicant)).statusCode).toBe(201);
  });

  it('applies only to a listed gym; the same rules as the owner’s form', async () => {
    const { gym } = await ownerWithGym();
    await deactivateGym(db(), gym.id);
    const applicant = await signIn(app(), { userType: 'trainer' });
    const closed = await post('register', { gymId: gym.id, ...kavya }, applicant);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(trainerMessages.gymNotFound);
    expect((await post('register', { gymId: 'no-such-gym', ...kavya }, applicant)).statusCode).toBe(404);
    const { gym: open } = await ownerWithGym();
    expect((await post('register', { gymId: open.id, name: 'Ravi' }, applicant)).json().message).toBe(messages.trainerRequired);
    expect((await post('register', { gymId: open.id, ...kavya, status: 'accepted' }, applicant)).json().message).toBe('Unknown field: status');
  });

  it('an owner cannot edit, delete or photograph an application; only answer it', async () => {
    const { owner, gym } = await ownerWithGym();
    const applicant = await signIn(app(), { userType: 'trainer' });
    const id: string = (await post('register', { gymId: gym.id, ...kavya }, applicant)).json().data.id;
    expect((await post('update', { trainerId: id, name: 'Changed' }, owner)).statusCode).toBe(404);
    expect((await post('delete', { trainerId: id }, owner)).statusCode).toBe(404);
    expect((await photo(id, owner)).statusCode).toBe(404);
    const other = await signIn(app(), { userType: 'trainer' });
    expect((await photo(id, other)).statusCode).toBe(404);
  });
});

describe('trainer photos on disk', () => {
  it('a new photo replaces the old file; deleting the trainer removes it', async () => {
    const { owner, gym } = await ownerWithGym();
    const trainer = await createTrainer(db(), { gymId: gym.id });
    const first: string = (await photo(trainer.id, owner)).json().data.photoUrl;
    const second: string = (await photo(trainer.id, owner)).json().data.photoUrl;
    expect(second).not.toBe(first);
    expect(await storedFiles(app())).toEqual([second.replace('/uploads/', '')]);
    expect((await publicTrainers(gym.id))[0]!.photoUrl).toBe(second);
    await post('delete', { trainerId: trainer.id }, owner);
    expect(await storedFiles(app())).toEqual([]);
  });
});
