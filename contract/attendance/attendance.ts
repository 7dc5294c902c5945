import { z } from 'zod';
import { idListSchema, idSchema, isoDateTimeSchema, pagedSchema, pageQuerySchema } from '../common';
import { MAX_PAGE_SIZE } from '../constants';
import { dateOnlySchema } from '../bookings/bookings';

export const attendanceStatuses = ['checked_in', 'checked_out'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
export const busyLevels = ['quiet', 'moderate', 'busy'] as const;
export type BusyLevel = (typeof busyLevels)[number];

/** The gym's QR changes every window; the current and the previous window are accepted. */
export const QR_WINDOW_SECONDS = 30;
/** A scan this soon after the member's last check-in or check-out changes nothing. */
export const RESCAN_GUARD_MINUTES = 2;
/** Share of the slot capacity present now: below the first → quiet, below the second → moderate, else busy. */
export const BUSY_THRESHOLDS = { moderate: 0.4, busy: 0.75 } as const;

export const attendanceMessages = {
  marked: 'Attendance marked successfully',
  failed: 'Failed to mark attendance',
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
  qrReady: 'Attendance QR ready',
  reportLoaded: 'Attendance loaded',
  busyLoaded: 'Busy level loaded',
  codeInvalid: 'This is not a gym attendance code. Scan the QR code shown at the gym.',
  codeExpired: "This code has expired. Scan the code on the gym's screen again.",
  noBookingToday: 'You have no booking valid today at this gym.',
  bookingNotToday: 'This booking is not valid today.',
  passFrozen: 'This pass is frozen today, until {date}.',
  otherGym: 'This booking is for another gym.',
  tooSoonIn: `Already checked in less than ${RESCAN_GUARD_MINUTES} minutes ago. Nothing changed.`,
  tooSoonOut: `Already checked out less than ${RESCAN_GUARD_MINUTES} minutes ago. Nothing changed.`,
  gymNotFound: 'Gym not found',
  endInFuture: 'End date cannot be in the future.',
  startAfterEnd: 'Start date must be before or equal to end date.',
  payloadRequired: 'Scan the QR code shown at the gym',
  bookingCodeRequired: 'Enter a booking code',
  tooManyGyms: `Ask for at most ${MAX_PAGE_SIZE} gyms at a time`,
} as const;

export const attendanceRecordSchema = z.object({
  id: idSchema,
  gymId: idSchema,
  gymName: z.string(),
  /** the gym's time zone: check-in and check-out are shown on its clock */
  timezone: z.string(),
  memberName: z.string(),
  bookingCode: z.string().nullable(),
  /** the day of the check-in on the gym's clock */
  date: z.string(),
  checkInAt: isoDateTimeSchema,
  checkOutAt: isoDateTimeSchema.nullable(),
  status: z.enum(attendanceStatuses),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const scanResultSchema = z.object({ action: z.enum(['check_in', 'check_out']), record: attendanceRecordSchema });
export type ScanResult = z.infer<typeof scanResultSchema>;

export const gymQrQuerySchema = z.object({ gymId: idSchema }).strict();
export const gymQrSchema = z.object({ payload: z.string(), expiresInSeconds: z.number().int(), windowSeconds: z.number().int() });
export type GymQr = z.infer<typeof gymQrSchema>;

export const markBodySchema = z.object({ payload: z.string().trim().min(1, attendanceMessages.payloadRequired).max(300) }).strict();
export const ownerCheckInBodySchema = z
  .object({ gymId: idSchema, bookingCode: z.string().trim().min(1, attendanceMessages.bookingCodeRequired).max(40) })
  .strict();
export type OwnerCheckInBody = z.infer<typeof ownerCheckInBodySchema>;

/** Report dates: the form and the server check the same two rules, each against its own today. */
export function attendanceDatesSchema(today: string) {
  return z
    .object({ from: dateOnlySchema.optional(), to: dateOnlySchema.optional() })
    .superRefine((d, ctx) => {
      if (d.to && d.to > today) ctx.addIssue({ code: 'custom', path: ['to'], message: attendanceMessages.endInFuture });
      if (d.from && d.to && d.from > d.to) ctx.addIssue({ code: 'custom', path: ['from'], message: attendanceMessages.startAfterEnd });
    });
}
export type AttendanceDates = { from?: string | undefined; to?: string | undefined };

export const attendanceReportQuerySchema = pageQuerySchema
  .extend({ from: dateOnlySchema.optional(), to: dateOnlySchema.optional(), gymId: idSchema.optional() })
  .strict();
export type AttendanceReportQuery = z.output<typeof attendanceReportQuerySchema>;
export const attendancePageSchema = pagedSchema(attendanceRecordSchema);

export const busyQuerySchema = z.object({ gymId: idSchema }).strict();
export const busySchema = z.object({ level: z.enum(busyLevels), openCheckIns: z.number().int(), capacity: z.number().int(), at: isoDateTimeSchema });
export type Busy = z.infer<typeof busySchema>;

/** A page of search results at once: at most a page's gyms; unknown or hidden gyms are left out of the answer. */
export const busyListQuerySchema = z.object({ gymIds: idListSchema(MAX_PAGE_SIZE, attendanceMessages.tooManyGyms) }).strict();
export const gymBusySchema = busySchema.omit({ at: true }).extend({ gymId: idSchema });
export type GymBusy = z.infer<typeof gymBusySchema>;
export const busyListSchema = z.object({ at: isoDateTimeSchema, items: z.array(gymBusySchema) });
export type BusyList = z.infer<typeof busyListSchema>;
