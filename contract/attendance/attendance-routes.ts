// Attendance: beside routes.ts, since only lazy member, owner and gym-profile screens call them.
import { route } from '../routes';

export const attendanceRoutes = {
  gymQr: route({ method: 'GET', resource: 'attendance', action: 'gym-qr', auth: 'gym_owner' }),
  markAttendance: route({ method: 'POST', resource: 'attendance', action: 'mark', auth: 'member' }),
  ownerCheckIn: route({ method: 'POST', resource: 'attendance', action: 'check-in', auth: 'gym_owner' }),
  /** a member's own visits, or (gymId) an owner's gym's */
  attendanceReport: route({ method: 'GET', resource: 'attendance', action: 'report', auth: 'user' }),
  gymBusy: route({ method: 'GET', resource: 'attendance', action: 'busy', auth: 'public' }),
  /** the busy level of each gym on a page of search results, asked once the results are on screen */
  gymsBusy: route({ method: 'GET', resource: 'attendance', action: 'busy-list', auth: 'public' }),
} as const;

export type AttendanceRouteName = keyof typeof attendanceRoutes;
