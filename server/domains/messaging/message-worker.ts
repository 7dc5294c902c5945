// Sending the outbox: a small table of our own rather than pg-boss or graphile-worker, which need a real pg pool and
// their own clock (the database's now()) that the embedded PGlite and the tests' moved clock lack. It wakes on NOTIFY,
// which PostgreSQL and PGlite both deliver on commit, so a wake never comes before the rows are visible.
import { and, asc, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Listen } from '../../db/client';
import { announcements, bookings, messages, renewalMandates, users } from '../../db/schema';
import { OutcomeUnknown, PROVIDER_TIMEOUT_MS, RateLimited, retryAfterMs } from '../../providers/delivery-errors';
import type { EmailProvider } from '../../providers/email';
import type { SmsProvider } from '../../providers/sms';
import type { WhatsappProvider } from '../../providers/whatsapp';
import { statusAt } from '@contract/community/announcements';
import type { Language } from '@contract/constants';
import { MESSAGES_WRITTEN, recipientColumns, type Recipient } from './message-outbox';
import { slotStart } from './message-schedule';
import { renderMessage, type AnnouncementPayload, type BookingPayload, type PassEndingPayload } from './message-texts';

export type MessageRow = typeof messages.$inferSelect;
export type MessageChannels = { sms: SmsProvider; whatsapp: WhatsappProvider | null; email: EmailProvider | null };
type Channel = MessageRow['channel'];
/** deferred: claimed but put back unsent, its channel paused by a 429 (no attempt spent) */
export type RunReport = { sent: number; retried: number; failed: number; dropped: number; deferred: number };

/** tries in all, the first included; then the row is failed with the provider's last reason */
export const MAX_ATTEMPTS = 5;
/**
 * a row still `sending` this long after its last hand-off belongs to a worker that died: it is taken again
 * (the claim is renewed just before each provider call, which gives up after PROVIDER_TIMEOUT_MS, well inside this)
 */
export const LEASE_MS = 2 * 60_000;
if (PROVIDER_TIMEOUT_MS * 4 > LEASE_MS) throw new Error('a provider call must end well inside the lease');
const BATCH = 20;

/** Channels whose provider drops a copy of an id it already took (Idempotency-Key, Message-ID); WhatsApp Cloud keeps none. */
const DROPS_REPEATS: ReadonlySet<Channel> = new Set(['sms', 'email']);
export const OUTCOME_UNKNOWN = 'outcome unknown after a crash; not resent to avoid a duplicate';

/**
 * The wait after failed try `attempts` (1, 2 …): baseMs doubled each time, ±20 % jitter so replicas do not retry in step;
 * ±20 % keeps each delay above the last one's ceiling (0.8 × 2 > 1.2). `random` is in [0, 1).
 */
export const retryDelayMs = (attempts: number, baseMs: number, random: () => number = Math.random) =>
  Math.round(baseMs * 2 ** Math.max(0, attempts - 1) * (0.8 + 0.4 * random()));

/**
 * `writeDue`: messages the clock makes due (the owners' daily summaries), written before each run so it sends them;
 * `alsoEachRun`: other due work run at the same cadence after the messages (pending refunds)
 */
type Deps = {
  db: Db;
  now: () => Date;
  channels: MessageChannels;
  intervalMs?: number;
  /** MESSAGE_RETRY_BASE_MS */
  retryBaseMs?: number;
  random?: () => number;
  /** the database's LISTEN: a commit that wrote messages wakes the worker (the interval stays the safety net) */
  listen?: Listen;
  log?: (line: string) => void;
  writeDue?: (at: Date) => Promise<unknown>;
  alsoEachRun?: () => Promise<unknown>;
};

/** Due rows (and rows of a dead worker) marked `sending` in one short transaction; SKIP LOCKED lets other replicas take the rest. */
async function claimDue(db: Db, at: Date, paused: Channel[]): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          or(
            and(eq(messages.status, 'pending'), lte(messages.nextAttemptAt, at)),
            and(eq(messages.status, 'sending'), lte(messages.claimedAt, new Date(at.getTime() - LEASE_MS))),
          ),
          paused.length > 0 ? notInArray(messages.channel, paused) : undefined,
        ),
      )
      .orderBy(asc(messages.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(messages)
      .set({ status: 'sending', claimedAt: at, attempts: sql`${messages.attempts} + 1` })
      .where(inArray(messages.id, due.map((d) => d.id)))
      .returning();
  });
}

/** Why a reminder is no longer worth sending: its slot has begun, or the booking is not that confirmed slot any more. */
async function staleReason(db: Db, row: MessageRow, at: Date): Promise<string | null> {
  if (row.kind === 'pass_ending') return passEndingStale(db, row);
  if (row.kind === 'announcement') return announcementStale(db, row, at);
  if (row.kind !== 'booking_reminder') return null;
  const payload = row.payload as BookingPayload;
  if (new Date(payload.slotAt).getTime() <= at.getTime()) return 'the slot had started';
  const [booking] = row.bookingId ? await db.select().from(bookings).where(eq(bookings.id, row.bookingId)) : [];
  if (booking?.status !== 'confirmed') return 'the booking is no longer confirmed';
  if (slotStart(booking.startDate, booking.slotTime, payload.timezone).toISOString() !== payload.slotAt) return 'the booking moved';
  return null;
}

/** An announcement goes while it stands published (its own writes withdraw it; this covers a row claimed as it changed). */
async function announcementStale(db: Db, row: MessageRow, at: Date): Promise<string | null> {
  const { announcementId } = row.payload as AnnouncementPayload;
  const [announcement] = await db.select().from(announcements).where(eq(announcements.id, announcementId));
  return announcement && statusAt(announcement, at) === 'published' ? null : 'the announcement was withdrawn';
}

/** A pass-ending note is worth sending while its pass is confirmed, ends that day, and has not been renewed already. */
async function passEndingStale(db: Db, row: MessageRow): Promise<string | null> {
  const payload = row.payload as PassEndingPayload;
  const [booking] = row.bookingId ? await db.select().from(bookings).where(eq(bookings.id, row.bookingId)) : [];
  if (booking?.status !== 'confirmed') return 'the booking is no longer confirmed';
  if (booking.endDate !== payload.endDate) return 'the pass moved';
  const [next] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.memberId, booking.memberId), eq(bookings.gymId, booking.gymId), gt(bookings.startDate, booking.endDate), inArray(bookings.status, ['pending', 'confirmed'])))
    .limit(1);
  if (next) return 'the member has renewed';
  // Its renewal notice says what happens instead (issue 39): "renew it" would ask for a second pass.
  const [renewing] = await db.select({ id: renewalMandates.id }).from(renewalMandates).where(and(eq(renewalMandates.bookingId, booking.id), eq(renewalMandates.status, 'active')));
  return renewing ? 'the pass renews automatically' : null;
}

/** A row's recipient as they are when it is sent (read as the outbox's writes read them): their channel choices and their language. */
const recipientNow = async (db: Db, row: MessageRow): Promise<Recipient | undefined> => (await db.select(recipientColumns).from(users).where(eq(users.id, row.recipientId)))[0];

/**
 * A row written before its recipient turned its channel off: e-mail is dropped; WhatsApp is dropped for an SMS copy,
 * since service messages still reach the phone.
 */
async function turnedOff(db: Db, row: MessageRow, recipient: Recipient | undefined, at: Date): Promise<boolean> {
  if (row.channel !== 'whatsapp' && row.channel !== 'email') return false;
  if (!recipient || (row.channel === 'whatsapp' ? recipient.whatsappMessages : recipient.emailMessages)) return false;
  if (row.channel === 'whatsapp') {
    const { id: _id, claimedAt: _claimed, readAt: _read, ...copy } = row;
    await db
      .insert(messages)
      .values({ ...copy, text: null, channel: 'sms', dedupeKey: row.dedupeKey.replace(/:whatsapp$/, ':sms'), status: 'pending', attempts: 0, nextAttemptAt: at, lastError: null })
      .onConflictDoNothing({ target: messages.dedupeKey });
  }
  return true;
}

async function deliver(channels: MessageChannels, row: MessageRow, subject: string, text: string, language: Language): Promise<void> {
  const base = { id: row.id, kind: row.kind, text, language };
  if (row.channel === 'in_app') return;
  if (row.channel === 'sms') return channels.sms.send({ ...base, mobile: row.recipientMobile! });
  if (row.channel === 'whatsapp') {
    if (!channels.whatsapp) throw new Error('WHATSAPP_PROVIDER is none');
    return channels.whatsapp.send({ ...base, mobile: row.recipientMobile! });
  }
  if (!channels.email) throw new Error('EMAIL_PROVIDER is none');
  return channels.email.send({ ...base, email: row.recipientEmail!, subject });
}

/** how long 429s may hold a message back before they count as failed tries: a provider throttling for hours is an outage */
const RATE_LIMIT_PATIENCE_MS = 6 * 60 * 60_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMessageWorker(deps: Deps) {
  const { db, now, channels, intervalMs = 15_000, retryBaseMs = 30_000, random = Math.random, log = () => undefined } = deps;
  const { writeDue = async () => undefined, alsoEachRun = async () => undefined } = deps;
  // Only the claim that still holds the row may settle it: a worker past its lease lost the row to another.
  const stillOurs = (row: MessageRow) => and(eq(messages.id, row.id), eq(messages.status, 'sending'), eq(messages.claimedAt, row.claimedAt!));
  const settle = (row: MessageRow, values: Partial<MessageRow>) => db.update(messages).set(values).where(stillOurs(row));
  // A channel whose provider answered 429, and until when this process leaves it alone.
  const pausedUntil = new Map<Channel, number>();
  const pausedAt = (at: Date) => [...pausedUntil].filter(([, until]) => until > at.getTime()).map(([channel]) => channel);

  /**
   * Renews the claim and records the text handed over, just before the provider call: the lease then covers this send
   * alone, and a row found `sending` with its text later was handed over by a worker that died. Null: no longer ours.
   */
  async function handOff(row: MessageRow, text: string): Promise<MessageRow | null> {
    const [held] = await db.update(messages).set({ claimedAt: now(), text }).where(stillOurs(row)).returning();
    return held ?? null;
  }

  /** A failed try: back off, or fail it after the last; a 429 waits instead while the message is young. */
  function afterFailure(row: MessageRow, error: unknown, at: Date): Partial<MessageRow> {
    const lastError = errorText(error);
    if (error instanceof RateLimited && at.getTime() - row.createdAt.getTime() < RATE_LIMIT_PATIENCE_MS) return waitAsked(row, error, at, lastError);
    if (error instanceof OutcomeUnknown || row.attempts >= MAX_ATTEMPTS) return { status: 'failed', lastError, claimedAt: null };
    const delay = retryDelayMs(row.attempts, retryBaseMs, random);
    return { status: 'pending', nextAttemptAt: new Date(at.getTime() + delay), text: null, lastError, claimedAt: null };
  }

  /** A 429 is the provider asking for time, not a failure: the try is given back and the channel waits what it asked (else a base delay). */
  function waitAsked(row: MessageRow, error: RateLimited, at: Date, lastError: string): Partial<MessageRow> {
    const wait = Math.max(retryAfterMs(error.retryAfter, at) ?? 0, retryBaseMs);
    pausedUntil.set(row.channel, at.getTime() + wait);
    return { status: 'pending', attempts: row.attempts - 1, nextAttemptAt: new Date(at.getTime() + wait), text: null, lastError, claimedAt: null };
  }

  /** Sends one held row and records the outcome; a throw here leaves the row `sending` for the lease to hand on. */
  async function attempt(row: MessageRow, report: RunReport, language: Language): Promise<void> {
    const { subject, text } = renderMessage(row.kind, row.payload, row.channel, language);
    const held = row.channel === 'in_app' ? row : await handOff(row, text);
    if (!held) return;
    try {
      await deliver(channels, held, subject, text, language);
    } catch (error) {
      const values = afterFailure(held, error, now());
      report[values.status === 'failed' ? 'failed' : 'retried'] += 1;
      log(`message ${row.id} (${row.kind}, ${row.channel}) try ${row.attempts} failed: ${errorText(error)}`);
      return void (await settle(held, values));
    }
    report.sent += 1;
    await settle(held, { status: 'sent', text, sentAt: now(), lastError: null, claimedAt: null });
  }

  async function sendOne(row: MessageRow, report: RunReport): Promise<void> {
    const at = now();
    const pause = pausedUntil.get(row.channel) ?? 0;
    if (pause > at.getTime()) {
      report.deferred += 1;
      // Put back as it was before this claim: a paused channel costs the message no attempt.
      return void (await settle(row, { status: 'pending', attempts: row.attempts - 1, nextAttemptAt: new Date(pause), claimedAt: null }));
    }
    // Handed over by a worker that died before recording the answer: only a provider that drops repeats may get it again.
    if (row.text !== null && row.channel !== 'in_app' && !DROPS_REPEATS.has(row.channel)) {
      report.failed += 1;
      return void (await settle(row, { status: 'failed', lastError: OUTCOME_UNKNOWN, claimedAt: null }));
    }
    const recipient = await recipientNow(db, row);
    const stale = (await turnedOff(db, row, recipient, at)) ? 'turned off by its recipient' : await staleReason(db, row, at);
    if (stale) {
      report.dropped += 1;
      return void (await settle(row, { status: 'dropped', lastError: stale, claimedAt: null }));
    }
    // Drawn in the language the recipient has now, not the one they had when the row was written.
    await attempt(row, report, recipient?.language ?? 'en');
  }

  /** Sends everything due now, batch after batch; what another replica holds is left to it. */
  async function runDue(): Promise<RunReport> {
    const report: RunReport = { sent: 0, retried: 0, failed: 0, dropped: 0, deferred: 0 };
    for (;;) {
      const at = now();
      const claimed = await claimDue(db, at, pausedAt(at));
      // Sent outside any transaction: a slow provider holds no lock and no connection.
      for (const row of claimed) await sendOne(row, report);
      if (claimed.length < BATCH) return report;
    }
  }

  /** A tick: what the clock made due is written, then everything due is sent (a failed write does not hold back the rest). */
  async function runTick(): Promise<RunReport> {
    await writeDue(now()).catch((error: unknown) => log(`message worker: ${errorText(error)}`));
    return runDue();
  }

  let timer: NodeJS.Timeout | null = null;
  let listening: Promise<(() => Promise<void>) | null> = Promise.resolve(null);
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;

  /** One run at a time per process (a tick during a run asks for one more after it); errors wait for the next tick. */
  const tick = () => {
    if (stopped) return;
    if (running) return void (again = true);
    // The other work runs even when the messages' run failed: one does not starve the other.
    running = runTick()
      .catch((error: unknown) => log(`message worker: ${errorText(error)}`))
      .then(alsoEachRun)
      .catch((error: unknown) => log(`message worker: ${errorText(error)}`))
      .finally(() => {
        running = null;
        if (!again) return;
        again = false;
        tick();
      });
  };

  return {
    runDue,
    runTick,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      listening = deps.listen ? deps.listen(MESSAGES_WRITTEN, tick).catch((error: unknown) => (log(`message worker: not listening: ${errorText(error)}`), null)) : listening;
      tick();
    },
    /** No new run starts; the one in flight finishes (its rows stay claimed until their lease ends if it cannot). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await (await listening)?.();
      listening = Promise.resolve(null);
      again = false;
      await running;
    },
  };
}

export type MessageWorker = ReturnType<typeof createMessageWorker>;
