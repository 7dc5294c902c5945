import { z } from 'zod';
import { idSchema, mobileSchema } from '../common';
import { ownerGymSchema } from './owner-gyms';
import { recorderRoles, staffRoles } from './staff-roles';

export { recordedBySchema, recorderRoles, staffRoles, type RecordedBy, type StaffRole } from './staff-roles';

export const staffMessages = {
  invited: 'Staff member invited',
  loaded: 'Staff loaded',
  updated: 'Staff role updated',
  revoked: 'Staff member removed',
  roleRequired: 'Choose a role: manager or front desk',
  notFound: 'Staff member not found',
  ownNumber: 'You cannot invite your own number: you already run this gym as its owner',
  alreadyStaff: 'This number is already staff at this gym. Change their role instead.',
  notStaff: 'This number is not staff at any gym. Ask the gym owner to invite you first.',
  notForStaff: 'Staff cannot do this. Only the gym owner can.',
  roleNotAllowed: 'Your role at this gym does not allow this. Ask the gym owner or a manager.',
  chooseGym: 'Choose one of your gyms first',
} as const;

/** Where an invited person signs in: the sign-in screen with staff chosen (the invitation's message links here). */
export const STAFF_SIGN_IN_PATH = '/user-login?as=staff';

const roleSchema = z.enum(staffRoles, { error: staffMessages.roleRequired });

export const staffInviteBodySchema = z.object({ gymId: idSchema, mobile: mobileSchema, role: roleSchema }).strict();
export type StaffInviteBody = z.input<typeof staffInviteBodySchema>;
export const staffInvitedSchema = z.object({ staffId: z.string() });

export const staffListQuerySchema = z.object({ gymId: idSchema }).strict();
export const staffUpdateBodySchema = z.object({ staffId: idSchema, role: roleSchema }).strict();
export const staffTargetBodySchema = z.object({ staffId: idSchema }).strict();

/** One person at one gym, as the owner's list shows them; name is null until they fill in their profile. */
export const staffMemberSchema = z.object({
  staffId: z.string(),
  name: z.string().nullable(),
  mobile: z.string(),
  role: z.enum(staffRoles),
  gymId: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

/** A staff session's own places: where it works and as what; `gym` as the owner's screens read it, so they serve staff unchanged. */
export const staffPlaceSchema = z.object({ staffId: z.string(), gymId: z.string(), gymName: z.string(), role: z.enum(staffRoles), gym: ownerGymSchema });
export type StaffPlace = z.infer<typeof staffPlaceSchema>;
export const staffPlaceListSchema = z.object({ items: z.array(staffPlaceSchema) });

/** The desk actions each recorded once as they happen (issue 38), so the owner's audit counts every one, not a row's last. */
export const deskActionKinds = ['check_in', 'payment', 'walk_in', 'status_change', 'class_mark'] as const;
export type DeskActionKind = (typeof deskActionKinds)[number];

/** The audit's window: the last `days` days on the gym's calendar, today included. */
export const STAFF_AUDIT_DAYS_DEFAULT = 14;
export const STAFF_AUDIT_DAYS_MAX = 90;
export const staffAuditQuerySchema = z
  .object({ gymId: idSchema, days: z.coerce.number().int().min(1).max(STAFF_AUDIT_DAYS_MAX).default(STAFF_AUDIT_DAYS_DEFAULT) })
  .strict();

/** One person's desk actions on one day of the gym's calendar, in the role they held; a removed person keeps their rows. */
export const staffAuditRowSchema = z.object({
  /** YYYY-MM-DD on the gym's calendar */
  day: z.string(),
  name: z.string(),
  role: z.enum(recorderRoles),
  checkIns: z.number().int(),
  paymentsMarked: z.number().int(),
  walkIns: z.number().int(),
  statusChanges: z.number().int(),
  classMarks: z.number().int(),
});
export type StaffAuditRow = z.infer<typeof staffAuditRowSchema>;
export const staffAuditSchema = z.object({ items: z.array(staffAuditRowSchema) });
