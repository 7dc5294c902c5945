import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { DeviceSession } from '@contract/accounts/sessions';
import type { UserType } from '@contract/common';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { notFound } from '../../shared/refusals';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const SESSION_IDLE_DAYS = 30;
const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
// Sliding expiry costs one write per minute per session at most, not one per request.
const TOUCH_EVERY_MS = 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// A person signs in from a handful of devices; the list shows the most recent ones, not every stale one.
const MAX_LISTED = 50;

export type SessionUser = { id: string; userType: UserType; sessionId: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /**
   * A 256-bit random token; only its hash is stored, so a database leak yields no usable token. The user's ended
   * sessions (revoked or expired) are deleted here: they can never sign anyone in again, and no job has to sweep them.
   */
  async function create(
    userId: string,
    executor: Executor = db,
    deviceLabel: string | null = null,
    /** 'staff': the session acts as staff (issue 38), whatever type the account is */
    role: 'staff' | null = null,
  ): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await executor.delete(sessions).where(and(eq(sessions.userId, userId), or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, at))));
    const [row] = await executor
      .insert(sessions)
      .values({ userId, tokenHash: hashToken(token), createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + IDLE_MS), deviceLabel, role })
      .returning({ id: sessions.id });
    return { token, sessionId: row!.id };
  }

  /** The live session's user, or null when the token is unknown, revoked or idle too long; a staff session's user is staff. */
  async function resolve(token: string): Promise<SessionUser | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [row] = await db
      .select({ sessionId: sessions.id, userId: users.id, userType: users.userType, role: sessions.role, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    const at = now();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= at.getTime()) return null;
    if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touch(row.sessionId, at);
    return { id: row.userId, userType: row.role ?? row.userType, sessionId: row.sessionId };
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

  const live = (userId: string) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now()));

  /** The user's live sessions, the asking one marked current and listed first, then the most recently seen. */
  async function listMine(user: SessionUser): Promise<DeviceSession[]> {
    const rows = await db
      .select({ id: sessions.id, deviceLabel: sessions.deviceLabel, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(live(user.id))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(MAX_LISTED);
    const listed = rows.map((row) => ({
      id: row.id,
      deviceLabel: row.deviceLabel,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === user.sessionId,
    }));
    return listed.sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one live session of the user's own; another user's, an ended or an unknown one is not found alike. */
  async function revokeMine(user: SessionUser, sessionId: string): Promise<void> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.id, sessionId), live(user.id)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw notFound('Device not found');
  }

  /** "Sign out of all other devices": every live session of the user but the asking one. */
  async function revokeOthers(user: SessionUser): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(live(user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  return { create, resolve, revoke, listMine, revokeMine, revokeOthers };
}

export type SessionService = ReturnType<typeof createSessionService>;
