import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserType } from '@contract/common';
import {
  trainerMessages,
  type MyTrainerPlace,
  type Trainer,
  type TrainerDecision,
  type trainerCreateBodySchema,
  type trainerUpdateBodySchema,
} from '@contract/gyms/trainers';
import type { Db } from '../../db/client';
import { gyms, trainers, users } from '../../db/schema';
import { Refusal, conflict, forbidden, notFound } from '../../shared/refusals';
import { isUniqueViolation } from '../../db/pg-errors';
import { newPhotoId, UPLOADS_URL_PREFIX, type ImageStore } from '../../providers/image-store';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { reencodePhoto, type Variant } from '../../shared/photo-processing';

export type TrainerCreate = z.output<typeof trainerCreateBodySchema>;
export type TrainerUpdate = z.output<typeof trainerUpdateBodySchema>;
type TrainerRow = typeof trainers.$inferSelect;
type Status = TrainerRow['status'];
/** Who is asking: the signed-in user's id and type. */
type Caller = { id: string; userType: UserType };

/** A square portrait, cropped around what draws the eye (usually the face). */
const TRAINER_PHOTO: readonly Variant[] = [{ width: 320, height: 320, fit: 'cover', quality: 80 }];
const OWN_PHOTO_URL = new RegExp(`^${UPLOADS_URL_PREFIX}([A-Za-z0-9_-]{22}\\.webp)$`);
/** The stored file behind a photo URL of ours; seeded or foreign URLs have none to delete. */
const fileOfUrl = (url: string | null) => (url ? OWN_PHOTO_URL.exec(url)?.[1] : undefined);

/** What anyone may read of a trainer (the gym profile), and the gym it belongs to. */
export const publicTrainerColumns = {
  id: trainers.id,
  gymId: trainers.gymId,
  name: trainers.name,
  experienceYears: trainers.experienceYears,
  availability: trainers.availability,
  categories: trainers.categories,
  facilities: trainers.facilities,
  photoUrl: trainers.photoUrl,
};

const columns = {
  ...publicTrainerColumns,
  status: trainers.status,
  userId: trainers.userId,
  mobile: users.mobile,
  createdAt: trainers.createdAt,
};
type Selected = Omit<TrainerRow, 'decidedAt'> & { mobile: string | null };

const toTrainer = ({ userId: _userId, createdAt, gymId, ...row }: Selected): Trainer => ({ ...row, gymId: gymId ?? '', createdAt: createdAt.toISOString() });

const selectTrainers = (db: Executor) => db.select(columns).from(trainers).leftJoin(users, eq(users.id, trainers.userId));

export function createTrainerService({ db, images, now }: { db: Db; images: ImageStore; now: () => Date }) {
  async function byId(tx: Executor, trainerId: string): Promise<Selected> {
    const [row] = await selectTrainers(tx).where(eq(trainers.id, trainerId)).limit(1);
    if (!row) throw notFound(trainerMessages.notFound);
    return row;
  }

  /** The trainer if it is at one of the owner's gyms and in one of `statuses`; otherwise not found, like a missing one. */
  async function ownedTrainer(tx: Executor, ownerId: string, trainerId: string, statuses: Status[]): Promise<Selected> {
    const row = await byId(tx, trainerId);
    if (!row.gymId || !statuses.includes(row.status)) throw notFound(trainerMessages.notFound);
    try {
      await requireOwnedGym(tx, ownerId, row.gymId);
    } catch (error) {
      throw error instanceof Refusal && error.kind === 'not-found' ? notFound(trainerMessages.notFound) : error;
    }
    return row;
  }

  async function ofGym(ownerId: string, gymId: string, status: Status): Promise<Trainer[]> {
    await requireOwnedGym(db, ownerId, gymId);
    const rows = await selectTrainers(db)
      .where(and(eq(trainers.gymId, gymId), eq(trainers.status, status)))
      .orderBy(asc(trainers.createdAt), asc(trainers.id));
    return rows.map(toTrainer);
  }

  /** The gym's team: accepted trainers, those the owner added and accepted applicants. */
  const list = (ownerId: string, gymId: string) => ofGym(ownerId, gymId, 'accepted');
  /** Applications waiting for the owner, oldest first. */
  const applications = (ownerId: string, gymId: string) => ofGym(ownerId, gymId, 'pending');

  async function create(ownerId: string, { gymId, ...fields }: TrainerCreate): Promise<Trainer> {
    await requireOwnedGym(db, ownerId, gymId);
    const [row] = await db.insert(trainers).values({ ...fields, gymId, status: 'accepted', createdAt: now() }).returning({ id: trainers.id });
    return toTrainer(await byId(db, row!.id));
  }

  async function update(ownerId: string, { trainerId, ...changes }: TrainerUpdate): Promise<Trainer> {
    return db.transaction(async (tx) => {
      await ownedTrainer(tx, ownerId, trainerId, ['accepted']);
      const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length > 0) await tx.update(trainers).set(set).where(eq(trainers.id, trainerId));
      return toTrainer(await byId(tx, trainerId));
    });
  }

  async function remove(ownerId: string, trainerId: string): Promise<void> {
    const gone = await db.transaction(async (tx) => {
      const row = await ownedTrainer(tx, ownerId, trainerId, ['accepted']);
      await tx.delete(trainers).where(eq(trainers.id, trainerId));
      return row;
    });
    await removePhotoFile(gone.photoUrl);
  }

  async function removePhotoFile(url: string | null): Promise<void> {
    const file = fileOfUrl(url);
    if (file) await images.remove([file]);
  }

  /** Who may change this trainer's photo: the gym's owner (a team member), or the applicant while the application waits. */
  async function photoTarget(tx: Executor, user: Caller, trainerId: string): Promise<Selected> {
    if (user.userType === 'gym_owner') return ownedTrainer(tx, user.id, trainerId, ['accepted']);
    if (user.userType !== 'trainer') throw forbidden();
    const row = await byId(tx, trainerId);
    if (row.userId !== user.id) throw notFound(trainerMessages.notFound);
    if (row.status !== 'pending') throw conflict(trainerMessages.alreadyDecided);
    return row;
  }

  /** Re-encodes and stores the photo, then points the trainer at it; the old file goes once the new one is in place. */
  async function setPhoto(user: Caller, trainerId: string, bytes: Buffer): Promise<Trainer> {
    await photoTarget(db, user, trainerId);
    const photo = await reencodePhoto(bytes, TRAINER_PHOTO);
    const name = `${newPhotoId()}.webp`;
    await images.save([{ name, data: photo.files[0]! }]);
    try {
      const { before, after } = await db.transaction(async (tx) => {
        const current = await photoTarget(tx, user, trainerId);
        await tx.update(trainers).set({ photoUrl: `${UPLOADS_URL_PREFIX}${name}` }).where(eq(trainers.id, trainerId));
        return { before: current.photoUrl, after: await byId(tx, trainerId) };
      });
      await removePhotoFile(before);
      return toTrainer(after);
    } catch (error) {
      await images.remove([name]);
      throw error;
    }
  }

  /** A trainer applies to a listed gym; it waits there for the owner. One live application per gym. */
  async function register(userId: string, { gymId, ...fields }: TrainerCreate): Promise<Trainer> {
    const [gym] = await db.select({ id: gyms.id }).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.active, true))).limit(1);
    if (!gym) throw notFound(trainerMessages.gymNotFound);
    const [live] = await db
      .select({ status: trainers.status })
      .from(trainers)
      .where(and(eq(trainers.gymId, gymId), eq(trainers.userId, userId), ne(trainers.status, 'declined')))
      .limit(1);
    if (live) throw conflict(live.status === 'accepted' ? trainerMessages.alreadyTrainer : trainerMessages.alreadyApplied);
    try {
      const [row] = await db.insert(trainers).values({ ...fields, gymId, userId, status: 'pending', createdAt: now() }).returning({ id: trainers.id });
      return toTrainer(await byId(db, row!.id));
    } catch (error) {
      // Two submits at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw conflict(trainerMessages.alreadyApplied);
      throw error;
    }
  }

  /** Accepting makes the trainer public on the gym's profile; a declined application keeps no photo. */
  async function decide(ownerId: string, trainerId: string, decision: TrainerDecision): Promise<Trainer> {
    const { row, before } = await db.transaction(async (tx) => {
      const current = await ownedTrainer(tx, ownerId, trainerId, ['pending', 'accepted', 'declined']);
      const [changed] = await tx
        .update(trainers)
        .set({ status: decision === 'accept' ? 'accepted' : 'declined', decidedAt: now(), ...(decision === 'decline' ? { photoUrl: null } : {}) })
        .where(and(eq(trainers.id, trainerId), eq(trainers.status, 'pending')))
        .returning({ id: trainers.id });
      if (!changed) throw conflict(trainerMessages.alreadyDecided);
      return { row: await byId(tx, trainerId), before: current.photoUrl };
    });
    if (decision === 'decline') await removePhotoFile(before);
    return toTrainer(row);
  }

  /** The trainer's own rows (applications and places), newest first, with each gym's name. */
  async function mine(userId: string): Promise<MyTrainerPlace[]> {
    const rows = await db
      .select({ ...columns, gymName: gyms.name })
      .from(trainers)
      .leftJoin(users, eq(users.id, trainers.userId))
      .innerJoin(gyms, eq(gyms.id, trainers.gymId))
      .where(eq(trainers.userId, userId))
      .orderBy(desc(trainers.createdAt), asc(trainers.id));
    return rows.map(({ gymName, ...row }) => ({ ...toTrainer(row), gymName }));
  }

  return { list, applications, mine, create, update, remove, setPhoto, register, decide };
}

export type TrainerService = ReturnType<typeof createTrainerService>;
