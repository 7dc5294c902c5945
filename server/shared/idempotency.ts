import { and, eq, or } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { bookingMessages, IDEMPOTENCY_KEY_PATTERN } from '@contract/bookings/bookings';
import type { Db } from '../db/client';
import { createdByStatus, storedStatusOf } from '../db/stored-answers';
import { idempotencyKeys } from '../db/schema';
import { conflict, invalid } from './refusals';
import type { Executor } from './ownership';

/** The first answer to a keyed write: what a retry gets back, whether it created something, its words and data alike. */
export type StoredAnswer<T> = { created: boolean; message: string; data: T };

/** One keyed write: who sent it, the key, what kind of write, and the request it answers. */
export type Claim = { userId: string; key: string; scope: string; request: unknown };

/** Work whose first step committed and whose answer comes after an outside call: `storeAnswer` or `forgetClaim` ends it. */
export type Continues<S> = { continues: S };

/** The status a claim holds until its answer is stored: seen committed only while a two-step write is in flight. */
const IN_FLIGHT = 0;
/** How long a retry waits for an in-flight first answer: longer than any gateway call may take (15 s). */
const IN_FLIGHT_WAIT_MS = 30_000;
const IN_FLIGHT_POLL_MS = 50;
const STILL_IN_FLIGHT = Symbol('still in flight');

/** The header's value, checked; every write that creates a booking or a payment needs one. */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalid(bookingMessages.idempotencyRequired, { 'Idempotency-Key': bookingMessages.idempotencyRequired });
  return key;
}

const fingerprint = ({ scope, request }: Claim) => createHash('sha256').update(`${scope}\n${JSON.stringify(request)}`).digest('hex');
const claimWhere = ({ userId, key }: Claim) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Runs `work` once per (user, key): the claim row is written in the same transaction as the work,
 * so a concurrent retry waits on it and then reads the stored answer; the same key with another
 * request is a conflict. A refused request rolls back with its claim, so it can be tried again.
 * Work that returns `{ continues }` commits its claim in flight: retries wait (polling, no lock
 * held) until the caller stores the answer or forgets the claim, then get that answer or start afresh.
 */
export async function oncePerKey<T>(db: Db, claim: Claim, work: (tx: Executor) => Promise<StoredAnswer<T>>): Promise<StoredAnswer<T>>;
export async function oncePerKey<T, S>(db: Db, claim: Claim, work: (tx: Executor) => Promise<StoredAnswer<T> | Continues<S>>): Promise<StoredAnswer<T> | Continues<S>>;
export async function oncePerKey<T, S>(db: Db, claim: Claim, work: (tx: Executor) => Promise<StoredAnswer<T> | Continues<S>>): Promise<StoredAnswer<T> | Continues<S>> {
  const requestHash = fingerprint(claim);
  const giveUpAt = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const outcome = await db.transaction((tx) => claimOrRead(tx, claim, requestHash, work));
    if (outcome !== STILL_IN_FLIGHT) return outcome;
    if (Date.now() > giveUpAt) throw conflict(bookingMessages.idempotencyInFlight);
    await sleep(IN_FLIGHT_POLL_MS);
  }
}

async function claimOrRead<T, S>(tx: Executor, claim: Claim, requestHash: string, work: (tx: Executor) => Promise<StoredAnswer<T> | Continues<S>>) {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, requestHash, statusCode: IN_FLIGHT, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await tx.select().from(idempotencyKeys).where(claimWhere(claim));
    // Forgotten between the insert and this read: the next round claims it afresh.
    if (!first) return STILL_IN_FLIGHT;
    if (first.requestHash !== requestHash) throw conflict(bookingMessages.idempotencyReused);
    if (first.statusCode === IN_FLIGHT) return STILL_IN_FLIGHT;
    return { created: createdByStatus(first.statusCode), ...(first.response as { message: string; data: T }) };
  }
  const answer = await work(tx);
  return 'continues' in answer ? answer : storeAnswer(tx, claim, answer);
}

/** Keeps the answer for every retry; stored as JSON, so the first caller gets exactly what a retry will read back. */
export async function storeAnswer<T>(tx: Executor, claim: Claim, answer: StoredAnswer<T>): Promise<StoredAnswer<T>> {
  const response = JSON.parse(JSON.stringify({ message: answer.message, data: answer.data })) as { message: string; data: T };
  await tx.update(idempotencyKeys).set({ statusCode: storedStatusOf(answer.created), response }).where(claimWhere(claim));
  return { created: answer.created, ...response };
}

/** Drops an in-flight claim whose work failed, so the same key may be tried again (as a refused request's is). */
export async function forgetClaim(tx: Executor, claim: Claim): Promise<void> {
  await tx.delete(idempotencyKeys).where(and(claimWhere(claim), eq(idempotencyKeys.statusCode, IN_FLIGHT)));
}

/** Claims left in flight by a process that died mid-write: the holds they made have lapsed, so their keys may be used again. */
export async function forgetStuckClaims(tx: Executor, claims: { userId: string; key: string }[]): Promise<void> {
  if (claims.length === 0) return;
  const which = or(...claims.map((c) => and(eq(idempotencyKeys.userId, c.userId), eq(idempotencyKeys.key, c.key))));
  await tx.delete(idempotencyKeys).where(and(which, eq(idempotencyKeys.statusCode, IN_FLIGHT)));
}
