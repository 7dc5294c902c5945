import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@contract/admin/admin';
import type { Paged } from '@contract/common';
import type { z } from 'zod';
import type { auditQuerySchema } from '@contract/admin/admin';
import { auditLog, users } from '../../db/schema';
import { addDays, instantOf, PLATFORM_TIME_ZONE } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';

export type AuditActor = { id: string; role: string };
export type AuditWrite = { action: string; entityType: string; entityId: string; before?: unknown; after?: unknown };

/** Appends one row; call it inside the transaction of the change it records, so both land or neither. */
export async function writeAudit(tx: Executor, actor: AuditActor, entry: AuditWrite, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: at,
  });
}

/** Only the keys whose values differ, before and after: what a reader of the log needs. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const keys = (Object.keys(after) as (keyof T)[]).filter((k) => after[k] !== undefined && JSON.stringify(after[k]) !== JSON.stringify(before[k]));
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>, after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T> };
}

/** A calendar day's start on the platform team's clock: audit dates are read as the team's days. */
const teamDayStart = (day: string) => instantOf(day, '00:00', PLATFORM_TIME_ZONE);

type AuditQuery = z.output<typeof auditQuerySchema>;

/** admin.php?action=audit: newest first, filtered, paged like every list. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const where: SQL[] = [];
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.auditAction) where.push(eq(auditLog.action, query.auditAction));
  if (query.from) where.push(gte(auditLog.createdAt, teamDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, teamDayStart(addDays(query.to, 1))));
  const condition = where.length ? and(...where) : undefined;
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition);
  const total = count?.total ?? 0;
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorRole: auditLog.actorRole,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(condition)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ firstName, lastName, mobile, createdAt, ...row }) => ({
      ...row,
      actorName: [firstName, lastName].filter(Boolean).join(' ') || mobile || null,
      at: createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
