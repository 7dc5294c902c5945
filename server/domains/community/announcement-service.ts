import { and, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  announcementMessages,
  FEED_LIMIT,
  type Announcement,
  statusAt,
  type announcementCreateBodySchema,
  type FeedItem,
} from '@contract/community/announcements';
import type { Db } from '../../db/client';
import { announcements, bookings, gyms, trainers } from '../../db/schema';
import { notFound } from '../../shared/refusals';
import { withdrawAnnouncementMessages, writeAnnouncementMessages } from './announcement-messages';
import type { MessagePolicy } from '../messaging';
import { requireOwnedGym, type Executor } from '../../shared/ownership';

type Row = typeof announcements.$inferSelect;
export type AnnouncementWrite = Omit<z.output<typeof announcementCreateBodySchema>, 'gymId'>;

/** The same rule in SQL: published now, or scheduled for a time that has passed. */
const publishedBy = (at: Date): SQL =>
  or(eq(announcements.status, 'published'), and(eq(announcements.status, 'scheduled'), lte(announcements.scheduledFor, at)))!;
/** When members first could see it: the publish time, or the schedule time that published it. */
const visibleSince = sql<Date | string>`coalesce(${announcements.publishedAt}, ${announcements.scheduledFor})`;

function toAnnouncement(row: Row, at: Date): Announcement {
  const status = statusAt(row, at);
  return {
    id: row.id,
    gymId: row.gymId,
    title: row.title,
    message: row.message,
    priority: row.priority,
    status,
    scheduleAt: row.scheduledFor?.toISOString() ?? null,
    publishedAt: (row.publishedAt ?? (status === 'published' ? row.scheduledFor : null))?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "Publish Now" with a future schedule schedules; without one (or with a past one) it publishes now; "Save as Draft" drafts. */
function stateOf(write: AnnouncementWrite, at: Date, previous?: Row): Pick<Row, 'status' | 'scheduledFor' | 'publishedAt'> {
  const scheduledFor = write.scheduleAt ? new Date(write.scheduleAt) : null;
  if (!write.publish) return { status: 'draft', scheduledFor, publishedAt: null };
  if (scheduledFor && scheduledFor > at) return { status: 'scheduled', scheduledFor, publishedAt: null };
  // Editing a published one keeps its publish time: it does not jump to the top of the feed.
  const wasPublished = previous && statusAt(previous, at) === 'published';
  const publishedAt = wasPublished ? (previous.publishedAt ?? previous.scheduledFor ?? at) : at;
  return { status: 'published', scheduledFor: null, publishedAt };
}

const priorityOrder = sql`case ${announcements.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

export function createAnnouncementService({ db, now, messages }: { db: Db; now: () => Date; messages: MessagePolicy }) {
  /** The announcement if it is of one of the owner's gyms; another owner's is not found, like a missing one. */
  async function owned(tx: Executor, ownerId: string, id: string): Promise<Row> {
    const [row] = await tx
      .select({ announcement: announcements })
      .from(announcements)
      .innerJoin(gyms, eq(gyms.id, announcements.gymId))
      .where(and(eq(announcements.id, id), eq(gyms.ownerId, ownerId)))
      .limit(1);
    if (!row) throw notFound(announcementMessages.notFound);
    return row.announcement;
  }

  const contentOf = (write: AnnouncementWrite) => ({ title: write.title, message: write.message, priority: write.priority });

  /** Published announcements of the gyms `ofGyms` keeps: high priority first, then newest. */
  async function feedOf(ofGyms: SQL): Promise<FeedItem[]> {
    const at = now();
    const rows = await db
      .select({
        id: announcements.id,
        gymId: announcements.gymId,
        gymName: gyms.name,
        title: announcements.title,
        message: announcements.message,
        priority: announcements.priority,
        publishedAt: visibleSince,
      })
      .from(announcements)
      .innerJoin(gyms, eq(gyms.id, announcements.gymId))
      .where(and(ofGyms, publishedBy(at)))
      .orderBy(priorityOrder, desc(visibleSince), desc(announcements.id))
      .limit(FEED_LIMIT);
    return rows.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt).toISOString() }));
  }

  return {
    async list(ownerId: string, gymId: string): Promise<Announcement[]> {
      await requireOwnedGym(db, ownerId, gymId);
      const at = now();
      const rows = await db
        .select()
        .from(announcements)
        .where(eq(announcements.gymId, gymId))
        .orderBy(desc(sql`coalesce(${visibleSince}, ${announcements.updatedAt})`), desc(announcements.id));
      return rows.map((row) => toAnnouncement(row, at));
    },

    async get(ownerId: string, id: string): Promise<Announcement> {
      return toAnnouncement(await owned(db, ownerId, id), now());
    },

    async create(ownerId: string, gymId: string, write: AnnouncementWrite): Promise<Announcement> {
      await requireOwnedGym(db, ownerId, gymId);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(announcements)
          .values({ gymId, ...contentOf(write), ...stateOf(write, at), createdAt: at, updatedAt: at })
          .returning();
        await writeAnnouncementMessages(tx, created!, messages, at);
        return created!;
      });
      return toAnnouncement(row, at);
    },

    async update(ownerId: string, id: string, write: AnnouncementWrite): Promise<Announcement> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const previous = await owned(tx, ownerId, id);
        const [updated] = await tx
          .update(announcements)
          .set({ ...contentOf(write), ...stateOf(write, at, previous), updatedAt: at })
          .where(eq(announcements.id, previous.id))
          .returning();
        await writeAnnouncementMessages(tx, updated!, messages, at);
        return updated!;
      });
      return toAnnouncement(row, at);
    },

    async remove(ownerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await owned(tx, ownerId, id);
        await tx.delete(announcements).where(eq(announcements.id, row.id));
        await withdrawAnnouncementMessages(tx, row.id);
      });
    },

    /** Published announcements of the gyms where the member holds or held a booking: high priority first, then newest. */
    feed: (memberId: string): Promise<FeedItem[]> =>
      feedOf(inArray(announcements.gymId, db.select({ gymId: bookings.gymId }).from(bookings).where(eq(bookings.memberId, memberId)))),

    /** The same, of the gyms that accepted the trainer (the trainer area). */
    trainerFeed: (userId: string): Promise<FeedItem[]> =>
      feedOf(inArray(announcements.gymId, db.select({ gymId: trainers.gymId }).from(trainers).where(and(eq(trainers.userId, userId), eq(trainers.status, 'accepted'))))),
  };
}

