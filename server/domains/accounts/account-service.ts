import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { adminMessages, type AccountStatus, type AccountSummary } from '@contract/admin/admin';
import type { Paged } from '@contract/common';
import type { Db } from '../../db/client';
import { accountSuspensions, gyms, sessions, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../shared/refusals';
import { writeAudit, type AuditActor } from '../admin';
import type { Executor } from '../../shared/ownership';

/** The suspension's reason, or null when the account is not suspended. */
export async function suspensionOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ reason: accountSuspensions.reason }).from(accountSuspensions).where(eq(accountSuspensions.userId, userId)).limit(1);
  return row?.reason ?? null;
}

export function createAccountService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function lockUser(tx: Executor, userId: string) {
    const [user] = await tx.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) throw notFound(adminMessages.userNotFound);
    return user;
  }

  /**
   * admin.php?action=suspend: every session ends now, sign-in is refused, and an owner's active gyms leave
   * search and take no new bookings (deactivated; their bookings stay as they are).
   */
  async function suspend(admin: AuditActor, userId: string, reason: string): Promise<AccountStatus> {
    const at = now();
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (user.userType === 'admin') throw forbidden(adminMessages.adminNotSuspendable);
      if ((await suspensionOf(tx, userId)) !== null) throw conflict(adminMessages.alreadySuspended);
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      const hidden =
        user.userType === 'gym_owner'
          ? await tx
              .update(gyms)
              .set({ active: false, updatedAt: at })
              .where(and(eq(gyms.ownerId, userId), eq(gyms.active, true)))
              .returning({ id: gyms.id })
          : [];
      const gymIds = hidden.map((g) => g.id);
      await tx.insert(accountSuspensions).values({ userId, reason, suspendedBy: admin.id, gymIds, createdAt: at });
      await writeAudit(
        tx,
        admin,
        { action: 'account.suspend', entityType: 'user', entityId: userId, before: { suspended: false }, after: { suspended: true, reason, sessionsEnded: ended.length, gymsHidden: gymIds } },
        at,
      );
      return { userId, userType: user.userType, suspended: true, reason, sessionsEnded: ended.length, gymsAffected: gymIds.length };
    });
  }

  /** admin.php?action=restore: sign-in works again and the gyms the suspension hid come back (not ones the owner had closed). */
  async function restore(admin: AuditActor, userId: string, reason: string): Promise<AccountStatus> {
    const at = now();
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      const [suspension] = await tx.select().from(accountSuspensions).where(eq(accountSuspensions.userId, userId)).limit(1);
      if (!suspension) throw conflict(adminMessages.notSuspended);
      await tx.delete(accountSuspensions).where(eq(accountSuspensions.userId, userId));
      const back =
        suspension.gymIds.length > 0
          ? await tx
              .update(gyms)
              .set({ active: true, updatedAt: at })
              .where(and(inArray(gyms.id, suspension.gymIds), eq(gyms.ownerId, userId)))
              .returning({ id: gyms.id })
          : [];
      await writeAudit(
        tx,
        admin,
        { action: 'account.restore', entityType: 'user', entityId: userId, before: { suspended: true, reason: suspension.reason }, after: { suspended: false, reason, gymsRestored: back.map((g) => g.id) } },
        at,
      );
      return { userId, userType: user.userType, suspended: false, reason, sessionsEnded: 0, gymsAffected: back.length };
    });
  }

  return { suspend, restore };
}

type AccountQuery = { q?: string | undefined; userType?: string | undefined; suspended?: boolean | undefined; page: number; pageSize: number };

/** admin.php?action=accounts: who to suspend or restore, by name or number; newest first. */
export async function listAccounts(db: Executor, query: AccountQuery): Promise<Paged<AccountSummary>> {
  const where: SQL[] = [];
  const digits = (query.q ?? '').replace(/\D/g, '');
  if (query.q && digits.length >= 4) where.push(sql`${users.mobile} like ${`%${digits.slice(-10)}%`}`);
  else if (query.q) {
    const words = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${words}`);
  }
  if (query.userType) where.push(sql`${users.userType} = ${query.userType}`);
  if (query.suspended !== undefined) where.push(query.suspended ? isNotNull(accountSuspensions.userId) : isNull(accountSuspensions.userId));
  const condition = where.length ? and(...where) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
    .where(condition);
  const total = count?.total ?? 0;
  const rows = await db
    .select({
      id: users.id,
      mobile: users.mobile,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      reason: accountSuspensions.reason,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
    .where(condition)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      mobile: r.mobile,
      name: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
      userType: r.userType,
      suspended: r.reason !== null,
      suspensionReason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
