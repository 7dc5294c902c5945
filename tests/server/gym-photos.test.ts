import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gymPhotoListSchema, gymPhotoMessages, gymPhotoSchema, MAX_GYM_PHOTOS, type GymPhoto } from '@contract/gyms/gym-photos';
import { gymPhotos } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';
import { jpegWithGps, pngImage, storedFiles, upload } from '@tests/utils/uploads';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

const addPhoto = async (gymId: string, who: SignedIn, data?: Buffer) =>
  upload(app(), '/api/gyms.php?action=photo', { headers: who.headers, fields: { gymId }, files: [{ data: data ?? (await pngImage()) }] });
const photosOf = (gymId: string, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/gyms.php?action=photos&gymId=${gymId}`, headers: who?.headers ?? {} });
const post = (action: string, payload: object, who?: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/gyms.php?action=${action}`, payload, headers: who?.headers ?? {} });
const profile = async (gymId: string) => (await app().inject({ method: 'GET', url: `/api/gyms.php?action=get&id=${gymId}` })).json().data;
const card = async (name: string) =>
  ((await app().inject({ method: 'GET', url: `/api/gyms.php?action=search&q=${encodeURIComponent(name)}` })).json().data.items as { name: string; coverPhoto: unknown }[]).find((g) => g.name === name);

async function ownerWithGym(name = 'Photo Gym') {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name });
  return { owner, gym };
}

const filesOf = (photo: GymPhoto) => [photo.large, photo.small].map((url) => url.replace('/uploads/', '')).sort();

describe('gyms.php photos', () => {
  it('stores a photo as WebP at two sizes; the first becomes the cover on the search card and leads the profile gallery', async () => {
    const { owner, gym } = await ownerWithGym();
    expect((await card('Photo Gym'))!.coverPhoto).toBeNull();
    expect((await profile(gym.id)).photos).toEqual([]);

    const res = await addPhoto(gym.id, owner, await jpegWithGps({ width: 3000, height: 2000 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(gymPhotoMessages.added);
    const photo = gymPhotoSchema.parse(res.json().data);
    expect(photo).toMatchObject({ isCover: true, width: 1600, height: 1067 });
    expect(await storedFiles(app())).toEqual(filesOf(photo));
    const small = await sharp((await app().inject({ method: 'GET', url: photo.small })).rawPayload).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 800, height: 534 });
    expect(small.exif).toBeUndefined();

    expect((await card('Photo Gym'))!.coverPhoto).toEqual({ small: photo.small, large: photo.large });
    expect((await profile(gym.id)).photos).toEqual([photo]);
  });

  it('keeps a small photo at its own size (never enlarged)', async () => {
    const { owner, gym } = await ownerWithGym();
    const photo = (await addPhoto(gym.id, owner, await pngImage({ width: 300, height: 200 }))).json().data;
    expect(photo).toMatchObject({ width: 300, height: 200 });
  });

  it('picks another cover; deleting the cover passes it to the next photo and removes the files from disk', async () => {
    const { owner, gym } = await ownerWithGym();
    const first = (await addPhoto(gym.id, owner)).json().data as GymPhoto;
    const second = (await addPhoto(gym.id, owner)).json().data as GymPhoto;
    const third = (await addPhoto(gym.id, owner)).json().data as GymPhoto;
    expect([first.isCover, second.isCover, third.isCover]).toEqual([true, false, false]);

    const covered = await post('cover', { gymId: gym.id, photoId: third.id }, owner);
    expect(covered.statusCode).toBe(200);
    expect(covered.json().message).toBe(gymPhotoMessages.coverSet);
    // Cover first, then in upload order.
    expect(gymPhotoListSchema.parse(covered.json().data).map((p) => [p.id, p.isCover])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
    expect((await card('Photo Gym'))!.coverPhoto).toEqual({ small: third.small, large: third.large });

    const deleted = await post('delete-photo', { gymId: gym.id, photoId: third.id }, owner);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(gymPhotoMessages.deleted);
    expect(deleted.json().data.map((p: GymPhoto) => [p.id, p.isCover])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect(await storedFiles(app())).toEqual([...filesOf(first), ...filesOf(second)].sort());
    expect((await app().inject({ method: 'GET', url: third.large })).statusCode).toBe(404);

    await post('delete-photo', { gymId: gym.id, photoId: first.id }, owner);
    await post('delete-photo', { gymId: gym.id, photoId: second.id }, owner);
    expect(await storedFiles(app())).toEqual([]);
    expect((await card('Photo Gym'))!.coverPhoto).toBeNull();
    expect((await photosOf(gym.id, owner)).json().data).toEqual([]);
  });

  it(`holds at most ${MAX_GYM_PHOTOS} photos, and a freed place can be used again`, async () => {
    const { owner, gym } = await ownerWithGym();
    const tiny = await pngImage({ width: 8, height: 8 });
    const added: GymPhoto[] = [];
    for (let i = 0; i < MAX_GYM_PHOTOS; i++) added.push((await addPhoto(gym.id, owner, tiny)).json().data);
    const over = await addPhoto(gym.id, owner, tiny);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(gymPhotoMessages.limit);
    expect(await storedFiles(app())).toHaveLength(2 * MAX_GYM_PHOTOS);
    await post('delete-photo', { gymId: gym.id, photoId: added[4]!.id }, owner);
    expect((await addPhoto(gym.id, owner, tiny)).statusCode).toBe(201);
    expect((await photosOf(gym.id, owner)).json().data).toHaveLength(MAX_GYM_PHOTOS);
  });

  it('the database itself refuses an 11th place and a second cover', async () => {
    const { gym } = await ownerWithGym();
    const row = (id: string, position: number, isCover = false) => ({ id, gymId: gym.id, position, isCover, width: 10, height: 10 });
    await expect(db().insert(gymPhotos).values(row('p10', MAX_GYM_PHOTOS))).rejects.toThrow();
    await db().insert(gymPhotos).values(row('p0', 0, true));
    await expect(db().insert(gymPhotos).values(row('p1', 1, true))).rejects.toThrow();
    await expect(db().insert(gymPhotos).values(row('p0b', 0))).rejects.toThrow();
    expect(await db().select().from(gymPhotos).where(eq(gymPhotos.gymId, gym.id))).toHaveLength(1);
  });

  it('refuses an unknown photo, one of another gym, and unknown keys', async () => {
    const a = await ownerWithGym('Gym A');
    const other = await createGym(db(), { ownerId: a.owner.user.id, name: 'Gym B' });
    const photo = (await addPhoto(other.id, a.owner)).json().data as GymPhoto;
    expect((await post('cover', { gymId: a.gym.id, photoId: photo.id }, a.owner)).statusCode).toBe(404);
    expect((await post('delete-photo', { gymId: a.gym.id, photoId: photo.id }, a.owner)).json().message).toBe(gymPhotoMessages.notFound);
    expect((await post('delete-photo', { gymId: other.id, photoId: photo.id, force: true }, a.owner)).json().message).toBe('Unknown field: force');
    expect(await storedFiles(app())).toHaveLength(2);
  });
});

describe("owner X cannot read or change owner Y's photos (404, as if missing)", () => {
  async function twoOwners() {
    const x = await ownerWithGym('X Gym');
    const y = await ownerWithGym('Y Gym');
    const photo = (await addPhoto(y.gym.id, y.owner)).json().data as GymPhoto;
    return { x: x.owner, yGym: y.gym, photo };
  }
  type Case = Awaited<ReturnType<typeof twoOwners>>;

  it.each([
    ['photos', (c: Case) => photosOf(c.yGym.id, c.x)],
    ['photo', (c: Case) => addPhoto(c.yGym.id, c.x)],
    ['delete-photo', (c: Case) => post('delete-photo', { gymId: c.yGym.id, photoId: c.photo.id }, c.x)],
    ['cover', (c: Case) => post('cover', { gymId: c.yGym.id, photoId: c.photo.id }, c.x)],
  ])('%s', async (_action, call) => {
    const c = await twoOwners();
    const res = await call(c);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Gym not found');
    expect(await storedFiles(app())).toEqual(filesOf(c.photo));
    expect((await profile(c.yGym.id)).photos).toEqual([c.photo]);
  });

  it.each([
    ['photos', (gymId: string, _photoId: string, who?: SignedIn) => photosOf(gymId, who)],
    ['photo', async (gymId: string, _p: string, who?: SignedIn) => (who ? addPhoto(gymId, who) : upload(app(), '/api/gyms.php?action=photo', { fields: { gymId }, files: [{ data: Buffer.from('x') }] }))],
    ['delete-photo', (gymId: string, photoId: string, who?: SignedIn) => post('delete-photo', { gymId, photoId }, who)],
    ['cover', (gymId: string, photoId: string, who?: SignedIn) => post('cover', { gymId, photoId }, who)],
  ])('a member cannot call %s (403), nobody signed out (401)', async (_action, call) => {
    const { owner, gym } = await ownerWithGym();
    const photo = (await addPhoto(gym.id, owner)).json().data as GymPhoto;
    const member = await signIn(app(), { userType: 'member' });
    expect((await call(gym.id, photo.id, member)).statusCode).toBe(403);
    expect((await call(gym.id, photo.id)).statusCode).toBe(401);
    expect(await storedFiles(app())).toEqual(filesOf(photo));
  });
});
