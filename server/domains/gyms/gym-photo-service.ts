import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { gymPhotoMessages, MAX_GYM_PHOTOS, type GymPhoto, type PhotoUrls } from '@contract/gyms/gym-photos';
import type { Db } from '../../db/client';
import { gymPhotos, gyms } from '../../db/schema';
import { conflict, notFound } from '../../shared/refusals';
import { newPhotoId, UPLOADS_URL_PREFIX, type ImageStore } from '../../providers/image-store';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { reencodePhoto, type Variant } from '../../shared/photo-processing';

/** Large for the gallery, small for cards and thumbnails; both keep the photo's shape. */
const GYM_PHOTO_VARIANTS: readonly Variant[] = [
  { width: 1600, height: 1600, fit: 'inside', quality: 80 },
  { width: 800, height: 800, fit: 'inside', quality: 76 },
];

const filesOf = (id: string) => [`${id}-lg.webp`, `${id}-sm.webp`];
export const photoUrls = (id: string): PhotoUrls => ({ small: `${UPLOADS_URL_PREFIX}${id}-sm.webp`, large: `${UPLOADS_URL_PREFIX}${id}-lg.webp` });

/** For gym summaries (search cards): the cover's two URLs, or null; one indexed lookup per gym shown. */
export const coverPhotoColumn = sql<PhotoUrls | null>`(select json_build_object(
  'small', ${UPLOADS_URL_PREFIX}::text || p.id || '-sm.webp',
  'large', ${UPLOADS_URL_PREFIX}::text || p.id || '-lg.webp')
  from ${gymPhotos} p where p.gym_id = "gyms"."id" and p.is_cover)`;

type PhotoRow = typeof gymPhotos.$inferSelect;
const toPhoto = (row: PhotoRow): GymPhoto => ({ id: row.id, ...photoUrls(row.id), width: row.width, height: row.height, isCover: row.isCover });
const galleryOrder = [desc(gymPhotos.isCover), asc(gymPhotos.position)];

/** Photos of these gyms, cover first then in upload order (for the public profile). */
export async function photosOf(db: Executor, gymIds: string[]): Promise<Map<string, GymPhoto[]>> {
  const rows = await db.select().from(gymPhotos).where(inArray(gymPhotos.gymId, gymIds)).orderBy(asc(gymPhotos.gymId), ...galleryOrder);
  const byGym = new Map<string, GymPhoto[]>();
  for (const row of rows) byGym.set(row.gymId, [...(byGym.get(row.gymId) ?? []), toPhoto(row)]);
  return byGym;
}

const listOf = async (db: Executor, gymId: string) => (await photosOf(db, [gymId])).get(gymId) ?? [];

export function createGymPhotoService({ db, images }: { db: Db; images: ImageStore }) {
  /** Every write runs with the gym's row locked, so two uploads never take the same place. */
  async function withOwnedGym<T>(ownerId: string, gymId: string, work: (tx: Executor) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await requireOwnedGym(tx, ownerId, gymId);
      await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId)).for('update');
      return work(tx);
    });
  }

  async function list(ownerId: string, gymId: string): Promise<GymPhoto[]> {
    await requireOwnedGym(db, ownerId, gymId);
    return listOf(db, gymId);
  }

  const placesOf = async (tx: Executor, gymId: string) =>
    (await tx.select({ position: gymPhotos.position, isCover: gymPhotos.isCover }).from(gymPhotos).where(eq(gymPhotos.gymId, gymId)));

  /** Checks, re-encodes and stores one photo; the gym's first photo becomes its cover. */
  async function add(ownerId: string, gymId: string, bytes: Buffer): Promise<GymPhoto> {
    await requireOwnedGym(db, ownerId, gymId);
    // Said before the costly decoding; the locked insert below decides for real.
    if ((await placesOf(db, gymId)).length >= MAX_GYM_PHOTOS) throw conflict(gymPhotoMessages.limit);
    const photo = await reencodePhoto(bytes, GYM_PHOTO_VARIANTS);
    const id = newPhotoId();
    const names = filesOf(id);
    await images.save(names.map((name, i) => ({ name, data: photo.files[i]! })));
    try {
      return await withOwnedGym(ownerId, gymId, async (tx) => {
        const taken = await placesOf(tx, gymId);
        const used = new Set(taken.map((p) => p.position));
        const position = Array.from({ length: MAX_GYM_PHOTOS }, (_, i) => i).find((i) => !used.has(i));
        if (position === undefined) throw conflict(gymPhotoMessages.limit);
        const [row] = await tx
          .insert(gymPhotos)
          .values({ id, gymId, position, isCover: !taken.some((p) => p.isCover), width: photo.width, height: photo.height })
          .returning();
        return toPhoto(row!);
      });
    } catch (error) {
      await images.remove(names);
      throw error;
    }
  }

  /** Deletes the photo and its files; when it was the cover, the next photo takes its place. */
  async function remove(ownerId: string, gymId: string, photoId: string): Promise<GymPhoto[]> {
    const photos = await withOwnedGym(ownerId, gymId, async (tx) => {
      const [gone] = await tx.delete(gymPhotos).where(and(eq(gymPhotos.id, photoId), eq(gymPhotos.gymId, gymId))).returning();
      if (!gone) throw notFound(gymPhotoMessages.notFound);
      if (gone.isCover) {
        const [next] = await tx.select({ id: gymPhotos.id }).from(gymPhotos).where(eq(gymPhotos.gymId, gymId)).orderBy(asc(gymPhotos.position)).limit(1);
        if (next) await tx.update(gymPhotos).set({ isCover: true }).where(eq(gymPhotos.id, next.id));
      }
      return listOf(tx, gymId);
    });
    await images.remove(filesOf(photoId));
    return photos;
  }

  async function setCover(ownerId: string, gymId: string, photoId: string): Promise<GymPhoto[]> {
    return withOwnedGym(ownerId, gymId, async (tx) => {
      const [photo] = await tx.select({ id: gymPhotos.id }).from(gymPhotos).where(and(eq(gymPhotos.id, photoId), eq(gymPhotos.gymId, gymId)));
      if (!photo) throw notFound(gymPhotoMessages.notFound);
      // Two statements: the one-cover-per-gym index never sees two covers at once.
      await tx.update(gymPhotos).set({ isCover: false }).where(and(eq(gymPhotos.gymId, gymId), eq(gymPhotos.isCover, true)));
      await tx.update(gymPhotos).set({ isCover: true }).where(eq(gymPhotos.id, photoId));
      return listOf(tx, gymId);
    });
  }

  return { list, add, remove, setCover };
}

export type GymPhotoService = ReturnType<typeof createGymPhotoService>;
