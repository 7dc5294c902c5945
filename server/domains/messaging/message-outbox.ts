// Writing messages: always inside the transaction of their cause, so a rolled-back booking leaves none behind.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { receiptLink } from '@contract/bookings/receipt-link';
import { renewLink } from '@contract/memberships/renewal';
import type { Language } from '@contract/constants';
import { publicOrigin, type Config, type QuietHours } from '../../config';
import { bookings, gyms, messages, payments, trainers, users } from '../../db/schema';
import { renderMessage, type BookingPayload, type ClassPayload, type MessageKind, type OwnerActivityPayload, type PassEndingPayload, type PaymentPayload, type TrainerClassPayload } from './message-texts';
import { ownerWindowEnd, passEndingTimes, reminderTimes, slotStart } from './message-schedule';
import { addDays } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';

export type MessageChannel = (typeof messages.$inferSelect)['channel'];

/** What decides who hears what, read once from the configuration. */
/** origin: where the links in messages point (PUBLIC_URL in production). */
export type MessagePolicy = { whatsapp: boolean; email: boolean; reminderLeads: number[]; quietHours: QuietHours | null; origin: string };

type PolicyConfig = Pick<Config, 'WHATSAPP_PROVIDER' | 'EMAIL_PROVIDER' | 'REMINDER_LEADS' | 'QUIET_HOURS' | 'PUBLIC_URL' | 'HOST' | 'PORT'>;
export const messagePolicyOf = (config: PolicyConfig): MessagePolicy => ({
  whatsapp: config.WHATSAPP_PROVIDER !== 'none',
  email: config.EMAIL_PROVIDER !== 'none',
  reminderLeads: config.REMINDER_LEADS,
  quietHours: config.QUIET_HOURS,
  origin: publicOrigin(config),
});

// ---- waking the worker ------------------------------------------------------------------------

/** The channel every server's worker LISTENs on. */
export const MESSAGES_WRITTEN = 'messages_written';
/** NOTIFY is delivered on commit (never for a rollback), on PostgreSQL and PGlite alike: the worker wakes when the rows are there. */
const wakeWorkers = (tx: Executor) => tx.execute(sql`select pg_notify(${MESSAGES_WRITTEN}, '')`);

// ---- rows -----------------------------------------------------------------------------------

/** language: the one their messages are drawn in (users.language), read with them wherever a text is drawn. */
export type Recipient = { id: string; mobile: string; email: string | null; whatsappMessages: boolean; emailMessages: boolean; language: Language };
/** appOnly: news worth a glance, not a text message (a trainer's roster filling). */
export type Draft = { kind: MessageKind; recipient: Recipient; gymId: string; bookingId: string | null; payload: object; dueAt: Date; key: string; appOnly?: boolean };

/** WhatsApp when configured and not turned off, else SMS (service messages always reach the phone); e-mail as well when they gave an address and left it on; always the app. */
export function channelsFor(recipient: Recipient, policy: MessagePolicy): MessageChannel[] {
  const channels: MessageChannel[] = [policy.whatsapp && recipient.whatsappMessages ? 'whatsapp' : 'sms'];
  if (policy.email && recipient.email && recipient.emailMessages) channels.push('email');
  channels.push('in_app');
  return channels;
}

function rowsOf(d: Draft, policy: MessagePolicy, now: Date) {
  const channels: MessageChannel[] = d.appOnly ? ['in_app'] : channelsFor(d.recipient, policy);
  return channels.map((channel) => {
    // In the app a due message is delivered by its commit: nothing to send.
    const deliveredNow = channel === 'in_app' && d.dueAt.getTime() <= now.getTime();
    return {
      kind: d.kind,
      channel,
      recipientId: d.recipient.id,
      recipientMobile: channel === 'email' ? null : d.recipient.mobile,
      recipientEmail: channel === 'email' ? d.recipient.email : null,
      gymId: d.gymId,
      bookingId: d.bookingId,
      dedupeKey: `${d.key}:${channel}`,
      payload: d.payload,
      text: deliveredNow ? renderMessage(d.kind, d.payload, channel, d.recipient.language).text : null,
      dueAt: d.dueAt,
      nextAttemptAt: d.dueAt,
      status: deliveredNow ? ('sent' as const) : ('pending' as const),
      sentAt: deliveredNow ? now : null,
      createdAt: now,
    };
  });
}

/** One cause, one message per channel: a second write of the same key changes nothing. */
export async function writeOnce(tx: Executor, drafts: Draft[], policy: MessagePolicy, now: Date): Promise<void> {
  const rows = drafts.flatMap((d) => rowsOf(d, policy, now));
  if (rows.length === 0) return;
  await tx.insert(messages).values(rows).onConflictDoNothing({ target: messages.dedupeKey });
  await wakeWorkers(tx);
}

// ---- booking facts ----------------------------------------------------------------------------

const owners = alias(users, 'owners');
/** The columns a recipient is read with, from `users` or an alias of it: the outbox's writes and the worker's sends alike. */
const recipientColumnsOf = (table: typeof users | typeof owners) => ({
  id: table.id,
  mobile: table.mobile,
  email: table.email,
  whatsappMessages: table.whatsappMessages,
  emailMessages: table.emailMessages,
  language: table.language,
});
export const recipientColumns = recipientColumnsOf(users);

async function bookingFacts(tx: Executor, bookingId: string) {
  const [row] = await tx
    .select({
      booking: bookings,
      gymName: gyms.name,
      timezone: gyms.timezone,
      member: recipientColumns,
      owner: recipientColumnsOf(owners),
    })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .innerJoin(users, eq(users.id, bookings.memberId))
    .innerJoin(owners, eq(owners.id, gyms.ownerId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} vanished inside its own transaction`);
  return row;
}
type Facts = Awaited<ReturnType<typeof bookingFacts>>;

const payloadOf = ({ booking: b, gymName, timezone }: Facts): BookingPayload => ({
  gymName,
  timezone,
  code: b.code,
  passType: b.passType,
  slotAt: slotStart(b.startDate, b.slotTime, timezone).toISOString(),
  amountPaise: b.amountPaise,
  paymentMethod: b.paymentMethod,
  paymentStatus: b.paymentStatus,
});

function reminderDrafts(facts: Facts, policy: MessagePolicy, now: Date): Draft[] {
  const payload = payloadOf(facts);
  const times = reminderTimes(new Date(payload.slotAt), facts.timezone, policy.reminderLeads, policy.quietHours, now);
  return times.map(({ leadMinutes, dueAt }) => ({
    kind: 'booking_reminder',
    recipient: facts.member,
    gymId: facts.booking.gymId,
    bookingId: facts.booking.id,
    payload: { ...payload, leadMinutes },
    dueAt,
    key: `booking_reminder:${facts.booking.id}:${payload.slotAt}:${leadMinutes}m`,
  }));
}

/** A pass of a week or more hears 7, 3 and 1 days before its last day (those that fit), with the link that renews it. */
function passEndingDrafts({ booking: b, gymName, timezone, member }: Facts, policy: MessagePolicy, now: Date): Draft[] {
  const payload: Omit<PassEndingPayload, 'daysLeft'> = {
    gymName,
    timezone,
    code: b.code,
    passType: b.passType,
    endDate: b.endDate,
    renewUrl: `${policy.origin}${renewLink(b.gymId, b.passType, addDays(b.endDate, 1))}`,
  };
  return passEndingTimes(b.startDate, b.endDate, timezone, policy.quietHours, now).map(({ daysLeft, dueAt }) => ({
    kind: 'pass_ending',
    recipient: member,
    gymId: b.gymId,
    bookingId: b.id,
    payload: { ...payload, daysLeft },
    dueAt,
    key: `pass_ending:${b.id}:${b.endDate}:${daysLeft}d`,
  }));
}

/**
 * The owner's batch of the window `now` falls in: written by the first event, counted up by the
 * next ones (only while unsent), sent when the window ends.
 */
async function countForOwner(tx: Executor, facts: Facts, change: { booked: number; cancelled: number }, policy: MessagePolicy, now: Date): Promise<void> {
  const windowEnd = ownerWindowEnd(now);
  const payload: OwnerActivityPayload = { gymName: facts.gymName, timezone: facts.timezone, windowEnd: windowEnd.toISOString(), ...change, lastCode: facts.booking.code };
  const draft: Draft = { kind: 'owner_activity', recipient: facts.owner, gymId: facts.booking.gymId, bookingId: null, payload, dueAt: windowEnd, key: `owner_activity:${facts.booking.gymId}:${payload.windowEnd}` };
  await tx
    .insert(messages)
    .values(rowsOf(draft, policy, now))
    .onConflictDoUpdate({
      target: messages.dedupeKey,
      set: {
        payload: sql`"messages"."payload" || jsonb_build_object(
          'booked', ("messages"."payload"->>'booked')::int + (excluded."payload"->>'booked')::int,
          'cancelled', ("messages"."payload"->>'cancelled')::int + (excluded."payload"->>'cancelled')::int,
          'lastCode', excluded."payload"->'lastCode')`,
      },
      setWhere: sql`"messages"."status" = 'pending'`,
    });
  await wakeWorkers(tx);
}

// ---- what each booking event writes ------------------------------------------------------------

/** A booking became confirmed (pay at the gym, a captured payment, a walk-in): confirmation, reminders, the owner's count. */
export async function writeBookingConfirmed(tx: Executor, bookingId: string, policy: MessagePolicy, now: Date, opts: { tellOwner?: boolean } = {}): Promise<void> {
  const facts = await bookingFacts(tx, bookingId);
  const confirmation: Draft = {
    kind: 'booking_confirmed',
    recipient: facts.member,
    gymId: facts.booking.gymId,
    bookingId,
    payload: payloadOf(facts),
    dueAt: now,
    key: `booking_confirmed:${bookingId}`,
  };
  await writeOnce(tx, [confirmation, ...reminderDrafts(facts, policy, now), ...passEndingDrafts(facts, policy, now)], policy, now);
  if (opts.tellOwner ?? true) await countForOwner(tx, facts, { booked: 1, cancelled: 0 }, policy, now);
}

/**
 * A confirmed booking moved from `previous` (its row before the move): the member hears where it went, the old slot's
 * reminders (and pass-ending notes) are dropped when due (the worker sees the move), the new ones are written. A pending
 * booking was never announced, so it hears nothing until its payment confirms it.
 */
export async function writeBookingRescheduled(tx: Executor, previous: { startDate: string; slotTime: string; updatedAt: Date }, bookingId: string, policy: MessagePolicy, now: Date): Promise<void> {
  const facts = await bookingFacts(tx, bookingId);
  if (facts.booking.status !== 'confirmed') return;
  const payload: BookingPayload = { ...payloadOf(facts), previousSlotAt: slotStart(previous.startDate, previous.slotTime, facts.timezone).toISOString() };
  // The version it moved from and the slot it moved to: each move is heard once, a replay of the same move changes nothing.
  const key = `booking_rescheduled:${bookingId}:${previous.updatedAt.toISOString()}:${payload.slotAt}`;
  const notice: Draft = { kind: 'booking_rescheduled', recipient: facts.member, gymId: facts.booking.gymId, bookingId, payload, dueAt: now, key };
  await writeOnce(tx, [notice, ...reminderDrafts(facts, policy, now), ...passEndingDrafts(facts, policy, now)], policy, now);
}

/** A payment became paid (captured online, or taken at the desk): the member hears the amount and where the receipt is, once per payment. */
export async function writePaymentReceived(tx: Executor, paymentId: string, policy: MessagePolicy, now: Date): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  // Only money kept is a payment received: a refund (or a capture refunded at once) is not.
  if (!payment || payment.status !== 'paid') return;
  const facts = await bookingFacts(tx, payment.bookingId);
  const payload: PaymentPayload = {
    ...payloadOf(facts),
    paidPaise: payment.amountPaise,
    receiptNumber: payment.receiptNumber,
    receiptUrl: `${policy.origin}${receiptLink(payment.id)}`,
  };
  const notice: Draft = { kind: 'payment_received', recipient: facts.member, gymId: payment.gymId, bookingId: payment.bookingId, payload, dueAt: now, key: `payment_received:${payment.id}` };
  await writeOnce(tx, [notice], policy, now);
}

/**
 * A live booking was cancelled (after its row is updated and any refund made): reminders stop, the member hears why,
 * and the owner counts it when the member cancelled a booking the owner had been told of.
 */
export async function writeBookingCancelled(tx: Executor, bookingId: string, by: 'member' | 'gym', policy: MessagePolicy, now: Date, wasConfirmed: boolean): Promise<void> {
  await tx
    .update(messages)
    .set({ status: 'dropped', lastError: 'booking cancelled' })
    .where(and(eq(messages.bookingId, bookingId), inArray(messages.kind, ['booking_reminder', 'pass_ending']), inArray(messages.status, ['pending'])));
  const facts = await bookingFacts(tx, bookingId);
  const payload: BookingPayload = { ...payloadOf(facts), by, reason: facts.booking.cancelReason };
  const notice: Draft = { kind: 'booking_cancelled', recipient: facts.member, gymId: facts.booking.gymId, bookingId, payload, dueAt: now, key: `booking_cancelled:${bookingId}` };
  await writeOnce(tx, [notice], policy, now);
  // The owner who cancelled knows already; a pending booking was never counted.
  if (by === 'member' && wasConfirmed) await countForOwner(tx, facts, { booked: 0, cancelled: 1 }, policy, now);
}

// ---- class events ------------------------------------------------------------------------------

/**
 * A class event for some members (promoted from the waitlist, session cancelled or moved): one message per member
 * and channel, as booking messages are; `key` names the cause, so writing it twice sends it once.
 */
export async function writeClassNotices(
  tx: Executor,
  notice: { kind: 'class_promoted' | 'class_cancelled' | 'class_moved'; memberIds: string[]; gymId: string; payload: ClassPayload; key: string },
  policy: MessagePolicy,
  now: Date,
): Promise<void> {
  if (notice.memberIds.length === 0) return;
  const recipients = await tx
    .select(recipientColumns)
    .from(users)
    .where(inArray(users.id, notice.memberIds));
  const drafts: Draft[] = recipients.map((recipient) => ({
    kind: notice.kind,
    recipient,
    gymId: notice.gymId,
    bookingId: null,
    payload: notice.payload,
    dueAt: now,
    key: `${notice.key}:${recipient.id}`,
  }));
  await writeOnce(tx, drafts, policy, now);
}

/**
 * A trainer's word of their session (cancelled, moved, given to them or another, its roster full): to the account of
 * an accepted trainer only (a trainer the owner added without one has no app to hear it in); `key` names the cause.
 */
export async function writeTrainerNotice(
  tx: Executor,
  notice: { kind: 'trainer_class_cancelled' | 'trainer_class_moved' | 'class_full'; trainerId: string | null; gymId: string; payload: TrainerClassPayload; key: string },
  policy: MessagePolicy,
  now: Date,
): Promise<void> {
  if (!notice.trainerId) return;
  const [recipient] = await tx
    .select(recipientColumns)
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(eq(trainers.id, notice.trainerId), eq(trainers.status, 'accepted')));
  if (!recipient) return;
  const draft: Draft = { kind: notice.kind, recipient, gymId: notice.gymId, bookingId: null, payload: notice.payload, dueAt: now, key: `${notice.key}:${recipient.id}`, appOnly: notice.kind === 'class_full' };
  await writeOnce(tx, [draft], policy, now);
}
