import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { UserType } from '@contract/common';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const SESSION_IDLE_DAYS = 30;
const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
// Sliding expiry costs one write per minute per session at most, not one per request.
const TOUCH_EVERY_MS = 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SessionUser = { id: string; userType: UserType; sessionId: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** A 256-bit random token; only its hash is stored, so a database leak yields no usable token. */
  async function create(userId: string, executor: Executor = db): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const [row] = await executor
      .insert(sessions)
      .values({ userId, tokenHash: hashToken(token), createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + IDLE_MS) })
      .returning({ id: sessions.id });
    return { token, sessionId: row!.id };
  }

  /** The live session's user, or null when the token is unknown, revoked or idle too long. */
  async function resolve(token: string): Promise<SessionUser | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [row] = await db
      .select({ sessionId: sessions.id, userId: users.id, userType: users.userType, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    const at = now();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= at.getTime()) return null;
    if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touch(row.sessionId, at);
    return { id: row.userId, userType: row.userType, sessionId: row.sessionId };
  }

  async function touch(sessionId: string, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + IDLE_MS) })
      .where(and(eq(sessions.id, sessionId), lte(sessions.lastSeenAt, new Date(at.getTime() - TOUCH_EVERY_MS))));
  }

  async function revoke(sessionId: string): Promise<void> {
    await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return { create, resolve, revoke };
}

export type SessionService = ReturnType<typeof createSessionService>;
