import { alias } from 'drizzle-orm/pg-core';
import type { DeskActionKind, StaffRole } from '@contract/gyms/staff';
import { deskActions, payments, users } from '../db/schema';
import type { AuthUser } from '../plugins/app/auth';
import type { Executor } from './ownership';

/** Who did a desk action (issue 38): the gym's owner, or a staff member in the role they held at that moment. */
export type DeskActor = { userId: string; role: 'owner' | StaffRole };

/** The person behind an owner call: a staff session admitted as the owner is still itself here. Anyone else: none. */
export function deskActorOf(user: AuthUser): DeskActor | undefined {
  if (user.staff) return { userId: user.staff.userId, role: user.staff.role };
  return user.userType === 'gym_owner' ? { userId: user.id, role: 'owner' } : undefined;
}

/** Who an owner call's audit_log row names: the staff member behind it (as their role), else the caller. */
export const auditActorOf = (user: AuthUser): { id: string; role: string } => (user.staff ? { id: user.staff.userId, role: user.staff.role } : { id: user.id, role: user.userType });

/** The columns a desk action sets on the row it touches (bookings, payments, attendance, class bookings). */
export const recordedColumns = (actor: DeskActor | undefined) => (actor ? { recordedById: actor.userId, recordedByRole: actor.role } : {});

/** Counts the action once for the owner's audit (the row's own columns keep only its last); nothing for a member's or the system's. */
export async function logDeskAction(tx: Executor, actor: DeskActor | undefined, action: { gymId: string; kind: DeskActionKind; at: Date }): Promise<void> {
  if (actor) await tx.insert(deskActions).values({ gymId: action.gymId, actorId: actor.userId, actorRole: actor.role, kind: action.kind, at: action.at });
}

/** The person behind a row's last desk action, joined beside its member (users twice in one query). */
export const recorder = alias(users, 'recorder');
/** What recordedByOf reads, selected from `recorder` and the row's own role column. */
export const recorderColumns = <Role>(role: Role) => ({
  recorderFirst: recorder.firstName,
  recorderLast: recorder.lastName,
  recorderMobile: recorder.mobile,
  recorderRole: role,
});

/** A booking's payment taken at the desk (at most one: mark-paid refuses a paid booking) and the person who took it. */
export const deskPayment = alias(payments, 'desk_payment');
export const deskPayer = alias(users, 'desk_payer');
export const deskPayerColumns = {
  payerFirst: deskPayer.firstName,
  payerLast: deskPayer.lastName,
  payerMobile: deskPayer.mobile,
  payerRole: deskPayment.recordedByRole,
};
type PayerRow = { payerFirst: string | null; payerLast: string | null; payerMobile: string | null; payerRole: DeskActor['role'] | null };
/** Who marked the booking paid at the desk (or took a walk-in's money), read as recordedByOf reads the last action. */
export const paidByOf = (row: PayerRow) =>
  recordedByOf({ recorderFirst: row.payerFirst, recorderLast: row.payerLast, recorderMobile: row.payerMobile, recorderRole: row.payerRole });

/** What the owner's lists show of who did it: the person's name (their number while they have none), and their role then. */
export function recordedByOf(row: { recorderFirst: string | null; recorderLast: string | null; recorderMobile: string | null; recorderRole: DeskActor['role'] | null }) {
  if (!row.recorderRole || !row.recorderMobile) return null;
  return { name: [row.recorderFirst, row.recorderLast].filter(Boolean).join(' ') || row.recorderMobile, role: row.recorderRole };
}
