import { z } from 'zod';
import { idSchema, paiseSchema } from '../common';

/** How many days the owner's bookings chart covers, today included. */
export const DASHBOARD_CHART_DAYS = 30;

export const dashboardMessages = { loaded: 'Dashboard loaded', loadFailed: 'Failed to load the dashboard' } as const;

export const ownerDashboardQuerySchema = z.object({ gymId: idSchema }).strict();

/** One gym's figures, counted on the gym's own clock (today, this month, this week from Monday). */
export const ownerDashboardSchema = z.object({
  gymId: z.string(),
  today: z.string(),
  checkInsToday: z.number().int(),
  bookingsToday: z.number().int(),
  earningsThisMonthPaise: paiseSchema,
  pendingReviews: z.number().int(),
  trainerApplications: z.number().int(),
  newMembersThisWeek: z.number().int(),
  /** bookings made per day, oldest first, DASHBOARD_CHART_DAYS entries */
  bookingsByDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;
