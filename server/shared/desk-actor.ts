import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@contract/gyms/staff';
import { users } from '../db/schema';
import type { AuthUser } from '../plugins/app/auth';

/** Who did a desk action (issue 38): the gym's owner, or a staff member in the role they held at that moment. */
export type DeskActor = { userId: string; role: 'owner' | StaffRole };

/** The person behind an owner call: a staff session admitted as the owner is still itself here. Anyone else: none. */
export function deskActorOf(user: AuthUser): DeskActor | undefined {
  if (user.staff) return { userId: user.staff.userId, role: user.staff.role };
  return user.userType === 'gym_owner' ? { userId: user.id, role: 'owner' } : undefined;
}

/** The columns a desk action sets on the row it touches (bookings, payments, attendance, class bookings). */
export const recordedColumns = (actor: DeskActor | undefined) => (actor ? { recordedById: actor.userId, recordedByRole: actor.role } : {});

/** The person behind a row's last desk action, joined beside its member (users twice in one query). */
export const recorder = alias(users, 'recorder');
/** What recordedByOf reads, selected from `recorder` and the row's own role column. */
export const recorderColumns = <Role>(role: Role) => ({
  recorderFirst: recorder.firstName,
  recorderLast: recorder.lastName,
  recorderMobile: recorder.mobile,
  recorderRole: role,
});

/** What the owner's lists show of who did it: the person's name (their number while they have none), and their role then. */
export function recordedByOf(row: { recorderFirst: string | null; recorderLast: string | null; recorderMobile: string | null; recorderRole: DeskActor['role'] | null }) {
  if (!row.recorderRole || !row.recorderMobile) return null;
  return { name: [row.recorderFirst, row.recorderLast].filter(Boolean).join(' ') || row.recorderMobile, role: row.recorderRole };
}
