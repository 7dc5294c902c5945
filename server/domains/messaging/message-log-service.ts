import { and, count, desc, eq, ne, notInArray, type SQL } from 'drizzle-orm';
import type { DeliveryPage, GymMessageLogQuery, MemberMessageKind, NotificationKind } from '@contract/messaging/notifications';
import { smsParts } from '@contract/messaging/sms-parts';
import type { Db } from '../../db/client';
import { gyms, messages, users } from '../../db/schema';
import { requireOwnedGym } from '../../shared/ownership';
import { renderMessage } from './message-texts';

/** What the owner or the platform hears themselves: not part of the gym's log to members. */
// Not the members' messages: the owner's own, and the word to a person they added to the staff (issue 38).
const OWNER_KINDS: NotificationKind[] = ['owner_activity', 'owner_daily_summary', 'platform_notice', 'staff_invited'];

type Query = { gymId: string; page: number; pageSize: number } & Pick<GymMessageLogQuery, 'memberId' | 'kind'>;

/**
 * The owner's delivery log: their gym's messages to members (not the owner's own batches), newest due first. An SMS
 * shows how many parts it goes as: from the text it was sent with, or (not handed over yet) the text it would be now,
 * drawn in its member's language.
 */
export function createMessageLogService({ db }: { db: Db }) {
  async function gymLog(ownerId: string, query: Query): Promise<DeliveryPage> {
    // Another owner's gym is not found, as everywhere else.
    await requireOwnedGym(db, ownerId, query.gymId);
    const filters: SQL[] = [eq(messages.gymId, query.gymId), notInArray(messages.kind, OWNER_KINDS), ne(messages.recipientId, gyms.ownerId)];
    if (query.memberId) filters.push(eq(messages.recipientId, query.memberId));
    if (query.kind) filters.push(eq(messages.kind, query.kind));
    const where = and(...filters);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(messages).innerJoin(gyms, eq(gyms.id, messages.gymId)).where(where);
    const rows = await db
      .select({ message: messages, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile, language: users.language })
      .from(messages)
      .innerJoin(gyms, eq(gyms.id, messages.gymId))
      .innerJoin(users, eq(users.id, messages.recipientId))
      .where(where)
      .orderBy(desc(messages.dueAt), desc(messages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const items = rows.map(({ message: m, firstName, lastName, mobile, language }) => ({
      id: m.id,
      kind: m.kind as MemberMessageKind,
      channel: m.channel,
      memberId: m.recipientId,
      memberName: [firstName, lastName].filter(Boolean).join(' ') || null,
      to: m.recipientEmail ?? m.recipientMobile ?? mobile,
      // A row a worker holds is still on its way.
      status: m.status === 'sending' ? ('pending' as const) : m.status,
      reason: m.status === 'failed' || m.status === 'dropped' ? m.lastError : null,
      attempts: m.attempts,
      dueAt: m.dueAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      ...(m.channel === 'sms' ? { smsParts: smsParts(m.text ?? renderMessage(m.kind, m.payload, 'sms', language).text) } : {}),
    }));
    return { items, page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  }

  return { gymLog };
}
