import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { bookingMessages, IDEMPOTENCY_KEY_PATTERN } from '@contract/bookings';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../plugins/app/errors';
import type { Executor } from './ownership';

/** The first answer to a keyed write: what a retry gets back, status and body alike. */
export type StoredAnswer<T> = { statusCode: 200 | 201; message: string; data: T };

/** The header's value, checked; every write that creates a booking or a payment needs one. */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(bookingMessages.idempotencyRequired, { 'Idempotency-Key': bookingMessages.idempotencyRequired });
  return key;
}

const fingerprint = (scope: string, request: unknown) => createHash('sha256').update(`${scope}\n${JSON.stringify(request)}`).digest('hex');

/**
 * Runs `work` once per (user, key): the claim row is written in the same transaction as the work,
 * so a concurrent retry waits on it and then reads the stored answer; the same key with another
 * request is 409. A refused request (4xx) rolls back with its claim, so it can be tried again.
 */
export async function oncePerKey<T>(
  db: Db,
  { userId, key, scope, request }: { userId: string; key: string; scope: string; request: unknown },
  work: (tx: Executor) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const requestHash = fingerprint(scope, request);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first || first.requestHash !== requestHash) throw conflict(bookingMessages.idempotencyReused);
      return { statusCode: first.statusCode as 200 | 201, ...(first.response as { message: string; data: T }) };
    }
    const answer = await work(tx);
    // Stored as JSON, so the first caller gets exactly what a retry will read back.
    const response = JSON.parse(JSON.stringify({ message: answer.message, data: answer.data })) as { message: string; data: T };
    await tx.update(idempotencyKeys).set({ statusCode: answer.statusCode, response }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { statusCode: answer.statusCode, ...response };
  });
}
