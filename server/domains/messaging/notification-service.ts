import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { MarkReadBody, MarkReadResult, NotificationPage } from '@contract/messaging/notifications';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

type MessageRow = typeof messages.$inferSelect;

/** A user's messages in the app that have arrived: written as sent, or marked sent by the worker when due. */
const inAppOf = (userId: string): SQL => and(eq(messages.recipientId, userId), eq(messages.channel, 'in_app'), eq(messages.status, 'sent'))!;

const toNotification = (row: MessageRow) => ({
  id: row.id,
  kind: row.kind,
  text: row.text ?? '',
  gymId: row.gymId,
  bookingId: row.bookingId,
  createdAt: (row.sentAt ?? row.createdAt).toISOString(),
  read: row.readAt !== null,
});

export function createNotificationService({ db, now }: { db: Db; now: () => Date }) {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(messages).where(and(inAppOf(userId), isNull(messages.readAt)));
    return row?.n ?? 0;
  }

  /** Newest first, with how many are unread. */
  async function list(userId: string, { page, pageSize }: { page: number; pageSize: number }): Promise<NotificationPage> {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(messages).where(inAppOf(userId));
    const rows = await db
      .select()
      .from(messages)
      .where(inAppOf(userId))
      .orderBy(desc(messages.sentAt), desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { items: rows.map(toNotification), page, pageSize, total, totalPages: Math.ceil(total / pageSize), unreadCount: await unreadCount(userId) };
  }

  /** Marks the caller's own: an id of someone else's simply matches nothing. */
  async function markRead(userId: string, body: MarkReadBody): Promise<MarkReadResult> {
    const which = 'ids' in body ? and(inAppOf(userId), inArray(messages.id, body.ids)) : inAppOf(userId);
    const marked = await db
      .update(messages)
      .set({ readAt: now() })
      .where(and(which, isNull(messages.readAt)))
      .returning({ id: messages.id });
    return { marked: marked.length, unreadCount: await unreadCount(userId) };
  }

  return { list, markRead };
}
