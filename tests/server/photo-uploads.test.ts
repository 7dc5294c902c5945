import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadMessages } from '@contract/gyms/uploads';
import { sniffPhotoFormat } from '@server/shared/photo-processing';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createTrainer } from '@tests/utils/factories';
import {
  jpegPolyglot,
  jpegWithGps,
  phpScript,
  pngImage,
  sixMegabytePng,
  storedFiles,
  svgImage,
  upload,
  webpImage,
  type UploadFile,
} from '@tests/utils/uploads';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

const TRAINER_PHOTO = '/api/trainers.php?action=photo';
const GYM_PHOTO = '/api/gyms.php?action=photo';

async function ownerWithTrainer() {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  const trainer = await createTrainer(db(), { gymId: gym.id });
  return { owner, gym, trainer };
}

const sendTrainerPhoto = (who: SignedIn, trainerId: string, files: UploadFile[]) =>
  upload(app(), TRAINER_PHOTO, { headers: who.headers, fields: { trainerId }, files });

describe('photo uploads: refused by their bytes, with a message that says why', () => {
  it.each([
    ['a PHP script named photo.jpg', () => ({ data: phpScript, name: 'photo.jpg', type: 'image/jpeg' }), 415, uploadMessages.notImage],
    ['an SVG (scripts inside) named photo.png', () => ({ data: svgImage, name: 'photo.png', type: 'image/png' }), 415, uploadMessages.notImage],
    ['a zero-byte file', () => ({ data: Buffer.alloc(0), name: 'photo.jpg' }), 400, uploadMessages.empty],
    ['a JPEG header in front of a PHP script (polyglot)', () => ({ data: jpegPolyglot, name: 'photo.jpg' }), 400, uploadMessages.unreadable],
    ['a GIF', () => ({ data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), name: 'photo.gif', type: 'image/gif' }), 415, uploadMessages.notImage],
  ])('refuses %s', async (_name, file, status, message) => {
    const { owner, trainer } = await ownerWithTrainer();
    const res = await sendTrainerPhoto(owner, trainer.id, [file()]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'Error', message });
    expect(await storedFiles(app())).toEqual([]);
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const { owner, trainer } = await ownerWithTrainer();
    const jpeg = await jpegWithGps();
    const png = await pngImage({ width: 400, height: 300 });
    for (const data of [jpeg.subarray(0, jpeg.length >> 1), png.subarray(0, png.length - 40)]) {
      const res = await sendTrainerPhoto(owner, trainer.id, [{ data }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(uploadMessages.unreadable);
    }
    expect(await storedFiles(app())).toEqual([]);
  });

  it.each([
    ['a body cut off before its end', '--cut\r\nContent-Disposition: form-data; name="trainerId"\r\n\r\nx\r\n', 'multipart/form-data; boundary=cut'],
    ['a body with no boundary in it', 'trainerId=x', 'multipart/form-data; boundary=cut'],
    ['a content type with no boundary', 'trainerId=x', 'multipart/form-data'],
  ])('answers %s with 400 and a message, not 500', async (_name, payload, contentType) => {
    const { owner } = await ownerWithTrainer();
    const res = await app().inject({ method: 'POST', url: TRAINER_PHOTO, headers: { ...owner.headers, 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', message: 'The upload is not a complete multipart form: send the photo again' });
  });

  it('refuses a 6 MB image with 413 before decoding it', async () => {
    const { owner, gym } = await ownerWithTrainer();
    const big = await sixMegabytePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await upload(app(), GYM_PHOTO, { headers: owner.headers, fields: { gymId: gym.id }, files: [{ data: big, name: 'big.png', type: 'image/png' }] });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(uploadMessages.tooLarge);
    expect(await storedFiles(app())).toEqual([]);
  });

  it('says what is missing: no file, a file in another field, two files, JSON instead of multipart, an unknown field', async () => {
    const { owner, trainer } = await ownerWithTrainer();
    const photo = { data: await pngImage() };
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [sendTrainerPhoto(owner, trainer.id, []), uploadMessages.missing],
      [sendTrainerPhoto(owner, trainer.id, [{ ...photo, field: 'image' }]), 'Unknown field: image'],
      [sendTrainerPhoto(owner, trainer.id, [photo, photo]), uploadMessages.oneFile],
      [upload(app(), TRAINER_PHOTO, { headers: owner.headers, fields: { trainerId: trainer.id, ownerId: owner.user.id }, files: [photo] }), 'Unknown field: ownerId'],
      [upload(app(), TRAINER_PHOTO, { headers: owner.headers, fields: {}, files: [photo] }), 'trainerId: Invalid input: expected string, received undefined'],
    ];
    for (const [request, message] of cases) {
      const res = await request;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const json = await app().inject({ method: 'POST', url: TRAINER_PHOTO, headers: owner.headers, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(`${uploadMessages.missing}: send multipart/form-data with the file in a field named photo`);
  });

  it('takes JPEG, PNG and WebP by their bytes whatever the name says, and stores only WebP', async () => {
    const { owner, trainer } = await ownerWithTrainer();
    for (const [data, name] of [[await jpegWithGps(), 'x.png'], [await pngImage(), 'x.jpg'], [await webpImage(), 'x.txt']] as const) {
      const res = await sendTrainerPhoto(owner, trainer.id, [{ data, name, type: 'application/octet-stream' }]);
      expect(res.statusCode).toBe(200);
      const photoUrl: string = res.json().data.photoUrl;
      expect(photoUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
      expect(photoUrl).not.toContain(name);
    }
    // Each new photo replaced the previous file: one file left, a WebP.
    const files = await storedFiles(app());
    expect(files).toHaveLength(1);
    expect(sniffPhotoFormat(await readFile(join(app().images.dir, files[0]!)))).toBe('webp');
  });

  it('strips EXIF and GPS, applies nothing a payload could ride on, and crops a square portrait', async () => {
    const { owner, trainer } = await ownerWithTrainer();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const withPayload = Buffer.concat([original, phpScript]);
    const res = await sendTrainerPhoto(owner, trainer.id, [{ data: withPayload }]);
    expect(res.statusCode).toBe(200);
    const stored = await readFile(join(app().images.dir, (await storedFiles(app()))[0]!));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(stored.includes(Buffer.from('<?php'))).toBe(false);
  });

  it('serves a stored photo with a year of caching and nosniff, and nothing else from the folder', async () => {
    const { owner, trainer } = await ownerWithTrainer();
    const res = await sendTrainerPhoto(owner, trainer.id, [{ data: await pngImage() }]);
    const url: string = res.json().data.photoUrl;
    const served = await app().inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    for (const bad of ['/uploads/', '/uploads/missing0000000000000000.webp', '/uploads/..%2f..%2fpackage.json', '/uploads/.hidden.webp', `${url}.tmp`]) {
      expect((await app().inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
  });
});
