import { eq } from 'drizzle-orm';
import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gymPhotos, trainers } from '@server/db/schema';
import { diskImageStore, PHOTO_NOT_SAVED } from '@server/providers/image-store';
import { signIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createTrainer } from '@tests/utils/factories';
import { pngImage, storedFiles, upload } from '@tests/utils/uploads';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

const errno = (code: string) => Object.assign(new Error(`${code}: the disk refused the write`), { code });

/** The app's store over a disk that takes the first `room` files, then half of the next one and fails with `code`. */
function diskFullAfter(room: number, code: string): void {
  let files = 0;
  const write = (async (path: string, data: Buffer, options: object) => {
    if (files++ < room) return writeFile(path, data, options);
    await writeFile(path, data.subarray(0, data.length / 2), options);
    throw errno(code);
  }) as typeof writeFile;
  vi.spyOn(app().images, 'save').mockImplementation(diskImageStore(app().images.dir, write).save);
}

afterEach(() => vi.restoreAllMocks());

describe('an upload the disk cannot take', () => {
  it.each(['ENOSPC', 'EACCES'])('%s: a gym photo answers 503 with a clear message and leaves no row and no file', async (code) => {
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id });
    // Its first size fits, the second does not: neither may stay.
    diskFullAfter(1, code);
    const res = await upload(app(), '/api/gyms.php?action=photo', { headers: owner.headers, fields: { gymId: gym.id }, files: [{ data: await pngImage(), name: 'p.png', type: 'image/png' }] });
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'Error', message: PHOTO_NOT_SAVED }]);
    expect(await db().select().from(gymPhotos).where(eq(gymPhotos.gymId, gym.id))).toEqual([]);
    expect(await storedFiles(app())).toEqual([]);
  });

  it("a trainer's photo: the trainer keeps no photo pointing at a file that is not there", async () => {
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id });
    const trainer = await createTrainer(db(), { gymId: gym.id });
    diskFullAfter(0, 'ENOSPC');
    const res = await upload(app(), '/api/trainers.php?action=photo', { headers: owner.headers, fields: { trainerId: trainer.id }, files: [{ data: await pngImage(), name: 'p.png', type: 'image/png' }] });
    expect([res.statusCode, res.json().message]).toEqual([503, PHOTO_NOT_SAVED]);
    const [row] = await db().select({ photoUrl: trainers.photoUrl }).from(trainers).where(eq(trainers.id, trainer.id));
    expect(row!.photoUrl).toBe(trainer.photoUrl);
    expect(await storedFiles(app())).toEqual([]);
  });
});
