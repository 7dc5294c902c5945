import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { bookings } from '@server/db/schema';
import { createSessionService } from '@server/domains/accounts/session-service';
import type { SignedIn } from './auth';
import { createMember } from './factories';

/** A member made straight in the database with a live session token: many of them sign in faster than through OTP. */
export async function quickMember(app: FastifyInstance, db: Db): Promise<SignedIn & { user: { id: string } }> {
  const user = await createMember(db);
  const { token } = await createSessionService({ db, now: () => app.now() }).create(user.id);
  return { token, user: { ...user, userType: 'member', profileComplete: true, hasPassword: false }, headers: { authorization: `Bearer ${token}` } } as SignedIn;
}

/** A confirmed pass of `memberId` at the gym from `startDate` for `days` days (a day pass by default), paid at the desk. */
export async function givePass(db: Db, { memberId, gymId, planId, startDate, endDate = startDate, passType = 'day' }: { memberId: string; gymId: string; planId: string; startDate: string; endDate?: string; passType?: 'day' | 'weekly' }) {
  const [row] = await db
    .insert(bookings)
    .values({
      code: `C${randomUUID().slice(0, 8).toUpperCase()}`,
      memberId,
      gymId,
      planId,
      passType,
      startDate,
      endDate,
      slotTime: '06:00',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      paymentMethod: 'at_gym',
      amountPaise: 20_000,
    })
    .returning();
  return row!;
}

type Caller = { headers: Record<string, string> } | undefined;

/** classes.php calls through app.inject. */
export function classesApi(app: () => FastifyInstance) {
  const get = (action: string, query: Record<string, string>, who?: Caller) =>
    app().inject({ method: 'GET', url: `/api/classes.php?action=${action}&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
  const post = (action: string, payload: object, who?: Caller, key?: string) =>
    app().inject({ method: 'POST', url: `/api/classes.php?action=${action}`, payload, headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) } });
  const book = (who: Caller, sessionId: string, key = randomUUID()) => post('book', { sessionId }, who, key);
  return { get, post, book };
}
