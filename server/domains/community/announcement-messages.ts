// An announcement's messages: written with its publish (or schedule) in the same transaction, replaced when it changes, withdrawn when it goes.
import { and, eq, gte, like, ne, sql } from 'drizzle-orm';
import { announcements, bookings, gyms, messages, users } from '../../db/schema';
import { localNow } from '../../shared/gym-clock';
import { recipientColumns, writeOnce, type Draft, type MessagePolicy } from '../messaging';
import { afterQuietHours } from '../messaging';
import type { AnnouncementPayload } from '../messaging';
import type { Executor } from '../../shared/ownership';

type Row = typeof announcements.$inferSelect;
type Gym = { id: string; name: string; timezone: string; ownerId: string | null };

/** When it reaches members: its publish time, or the schedule that will publish it; a draft never. */
const sendTimeOf = (row: Row): Date | null => row.publishedAt ?? (row.status === 'scheduled' ? row.scheduledFor : null);

/** Rows not yet sent (scheduled, held by quiet hours, or waiting for the worker): replaced or withdrawn with the announcement. */
export async function withdrawAnnouncementMessages(tx: Executor, announcementId: string): Promise<void> {
  // Deleted rather than dropped: nobody saw them, and a later write under the same key must go.
  await tx.delete(messages).where(and(eq(messages.kind, 'announcement'), eq(messages.status, 'pending'), like(messages.dedupeKey, `announcement:${announcementId}:%`)));
}

/** High priority: members holding a confirmed booking there not ended on the day it goes. */
const bookingHolders = (tx: Executor, gym: Gym, day: string) =>
  tx
    .selectDistinct(recipientColumns)
    .from(users)
    .innerJoin(bookings, eq(bookings.memberId, users.id))
    .where(and(eq(bookings.gymId, gym.id), eq(bookings.status, 'confirmed'), gte(bookings.endDate, day), ne(users.id, gym.ownerId ?? '')));

/** Other priorities are marketing: members of the gym (any booking there, as the feed reads it) who opted in. */
const optedInMembers = (tx: Executor, gym: Gym) =>
  tx
    .select(recipientColumns)
    .from(users)
    .where(
      and(
        eq(users.marketingOptIn, true),
        ne(users.id, gym.ownerId ?? ''),
        sql`exists (select 1 from ${bookings} where ${bookings.memberId} = ${users.id} and ${bookings.gymId} = ${gym.id})`,
      ),
    );

/**
 * The announcement as it now stands, to its recipients: pending rows of an earlier state are replaced; the key names
 * its send time, so an edit of a published one sends nobody it twice, while a new schedule writes afresh.
 */
export async function writeAnnouncementMessages(tx: Executor, row: Row, policy: MessagePolicy, now: Date): Promise<void> {
  await withdrawAnnouncementMessages(tx, row.id);
  const sendAt = sendTimeOf(row);
  if (!sendAt) return;
  const [gym] = await tx.select({ id: gyms.id, name: gyms.name, timezone: gyms.timezone, ownerId: gyms.ownerId }).from(gyms).where(eq(gyms.id, row.gymId));
  if (!gym) return;
  const goes = sendAt > now ? sendAt : now;
  const high = row.priority === 'high';
  // High priority is service news and is never held; the rest waits for quiet hours to end.
  const dueAt = high ? goes : afterQuietHours(goes, gym.timezone, policy.quietHours);
  const recipients = high ? await bookingHolders(tx, gym, localNow(goes, gym.timezone).date) : await optedInMembers(tx, gym);
  const payload: AnnouncementPayload = { announcementId: row.id, gymName: gym.name, title: row.title, message: row.message, priority: row.priority };
  const drafts: Draft[] = recipients.map((recipient) => ({
    kind: 'announcement',
    recipient,
    gymId: gym.id,
    bookingId: null,
    payload,
    dueAt,
    key: `announcement:${row.id}:${sendAt.toISOString()}:${recipient.id}`,
  }));
  await writeOnce(tx, drafts, policy, now);
}
