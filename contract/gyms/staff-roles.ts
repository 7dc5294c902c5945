// Kept apart from staff.ts: bookings and payments rows name their recorder, and staff.ts reads the owner's gym schema, which reads bookings.
import { z } from 'zod';

/** What a person may be at one gym (issue 38); what each may do is contract/gyms/staff-permissions.ts. */
export const staffRoles = ['manager', 'front_desk'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who did a desk action on a row (issue 38): the owner or a staff member, by name (their number while they have none). */
export const recorderRoles = ['owner', ...staffRoles] as const;
export const recordedBySchema = z.object({ name: z.string(), role: z.enum(recorderRoles) });
export type RecordedBy = z.infer<typeof recordedBySchema>;

