import { z } from 'zod';
import { dateOnlySchema } from '../bookings/bookings';
import { daysBetween } from '../calendar';
import { idSchema, plainTextSchema, timeZoneSchema } from '../common';
import { classCategories } from '../constants';

export { classCategories };

export type ClassCategory = (typeof classCategories)[number];
export const classCategoryLabels: Record<ClassCategory, string> = {
  yoga: 'Yoga',
  zumba: 'Zumba',
  hiit: 'HIIT',
  strength: 'Strength',
  spin: 'Spin',
  crossfit: 'CrossFit',
  pilates: 'Pilates',
  boxing: 'Boxing',
  dance: 'Dance',
  other: 'Other',
};
export const classWeekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type ClassWeekday = (typeof classWeekdays)[number];
export const classBookingStatuses = ['booked', 'waitlisted', 'attended', 'missed', 'cancelled'] as const;
export type ClassBookingStatus = (typeof classBookingStatuses)[number];

export const CLASS_TITLE_MAX = 80;
export const CLASS_REASON_MAX = 300;
export const CLASS_CAPACITY_MAX = 200;
export const CLASS_DURATION_MIN = 15;
export const CLASS_DURATION_MAX = 240;
/** the timetable answers at most this many days at once */
export const TIMETABLE_MAX_DAYS = 31;
/** sessions exist (and can be booked) this many days ahead */
export const CLASS_HORIZON_DAYS = 28;
/** no-shows and late cancels count over this many days … */
export const NO_SHOW_WINDOW_DAYS = 30;
/** … and, once they reach the gym's limit, pause class booking at that gym this long */
export const NO_SHOW_BLOCK_DAYS = 3;
export const NO_SHOW_LIMIT_DEFAULT = 3;
export const NO_SHOW_LIMIT_MAX = 10;
/** a trainer or owner may mark attendance until this long after the session ends */
export const MARK_WINDOW_HOURS = 24;

export const classMessages = {
  timetableLoaded: 'Timetable loaded',
  created: 'Class published',
  updated: 'Class updated',
  ended: 'Class series ended',
  sessionCancelled: 'Session cancelled; its members were told',
  sessionMoved: 'Session changed; its members were told',
  booked: 'You have a place in this class',
  waitlisted: 'The class is full: you are on the waitlist',
  cancelled: 'Your class booking was cancelled',
  lateCancelled: 'Your class booking was cancelled. It counts as a late cancel, as the class starts soon.',
  loaded: 'Classes loaded',
  rosterLoaded: 'Roster loaded',
  marked: 'Attendance marked',
  waived: 'Waived: it no longer counts against the member',
  settingsSaved: 'Class settings saved',
  rulesLoaded: 'Class rules loaded',
  gymNotFound: 'Gym not found',
  classNotFound: 'Class not found',
  sessionNotFound: 'Class session not found',
  bookingNotFound: 'Class booking not found',
  titleRequired: 'Title is required',
  titleTooLong: `At most ${CLASS_TITLE_MAX} characters`,
  categoryRequired: 'Choose a category',
  capacityInvalid: `Capacity is a whole number from 1 to ${CLASS_CAPACITY_MAX}`,
  durationInvalid: `Duration is from ${CLASS_DURATION_MIN} to ${CLASS_DURATION_MAX} minutes`,
  daysRequired: 'Choose at least one day',
  dayInvalid: 'Choose days of the week',
  timeInvalid: 'Enter a time as HH:MM',
  dateInvalid: 'Enter a valid date',
  reasonRequired: 'Give a reason: members read it',
  reasonTooLong: `At most ${CLASS_REASON_MAX} characters`,
  endBeforeStart: 'The end date must be on or after the start date',
  startInPast: 'The start date cannot be in the past',
  rangeInvalid: 'The end of the range must be on or after its start',
  rangeTooLong: `Ask for at most ${TIMETABLE_MAX_DAYS} days at once`,
  trainerInvalid: 'Choose an accepted trainer of this gym',
  outsideHours: "Classes must start and end within the gym's opening hours",
  onWeeklyOff: "The gym is closed on that day (its weekly off)",
  moveNothing: 'Give a new date and time or a trainer',
  moveInPast: 'A session can only be moved to a time still ahead',
  sessionStarted: 'This class has already started',
  sessionCancelledAlready: 'This class session was cancelled',
  seriesEnded: 'This class series has ended',
  waitlistClosed: 'This class is full and its waitlist has closed',
  alreadyBooked: 'You already have a place (or a waitlist spot) in this class',
  needPass: 'You need a pass at this gym valid on the day of the class to book it',
  blocked: `Class booking at this gym is paused: too many missed classes or late cancels in ${NO_SHOW_WINDOW_DAYS} days`,
  cancelOnlyLive: 'Only a booked or waitlisted place can be cancelled',
  markOnlyBooked: 'Only a booked member can be marked present or absent',
  markNotYet: 'Attendance can be marked once the class has started',
  markWindow: `Attendance can be marked until ${MARK_WINDOW_HOURS} hours after the class`,
  waiveOnlyStrike: 'Only a missed class or a late cancel can be waived',
  capacityBelowBooked: 'Some upcoming sessions already have more members booked than that capacity',
  noShowLimitInvalid: `A number from 0 (off) to ${NO_SHOW_LIMIT_MAX}`,
} as const;

const titleSchema = plainTextSchema({ min: 1, max: CLASS_TITLE_MAX, required: classMessages.titleRequired, tooLong: classMessages.titleTooLong });
const categorySchema = z.enum(classCategories, { error: classMessages.categoryRequired });
const capacitySchema = z.number({ error: classMessages.capacityInvalid }).int(classMessages.capacityInvalid).min(1, classMessages.capacityInvalid).max(CLASS_CAPACITY_MAX, classMessages.capacityInvalid);
const durationSchema = z
  .number({ error: classMessages.durationInvalid })
  .int(classMessages.durationInvalid)
  .min(CLASS_DURATION_MIN, classMessages.durationInvalid)
  .max(CLASS_DURATION_MAX, classMessages.durationInvalid);
const daysSchema = z
  .array(z.enum(classWeekdays, { error: classMessages.dayInvalid }), { error: classMessages.daysRequired })
  .min(1, classMessages.daysRequired)
  .max(7, classMessages.dayInvalid)
  .refine((days) => new Set(days).size === days.length, classMessages.dayInvalid);
const timeSchema = z.string({ error: classMessages.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, classMessages.timeInvalid);
const reasonSchema = plainTextSchema({ min: 1, max: CLASS_REASON_MAX, required: classMessages.reasonRequired, tooLong: classMessages.reasonTooLong });

const seriesFields = {
  title: titleSchema,
  category: categorySchema,
  trainerId: idSchema.nullable().optional(),
  capacity: capacitySchema,
  durationMinutes: durationSchema,
  days: daysSchema,
  startTime: timeSchema,
  startDate: dateOnlySchema,
  endDate: dateOnlySchema.nullable().optional(),
};
const endAfterStart = (v: { startDate: string; endDate?: string | null | undefined }) => !v.endDate || v.endDate >= v.startDate;

export const classCreateBodySchema = z
  .object({ gymId: idSchema, ...seriesFields })
  .strict()
  .refine(endAfterStart, { message: classMessages.endBeforeStart, path: ['endDate'] });
export type ClassCreateBody = z.input<typeof classCreateBodySchema>;
/** The whole series again: upcoming sessions without members follow a new schedule; those with members keep their time. */
export const classUpdateBodySchema = z
  .object({ seriesId: idSchema, ...seriesFields })
  .strict()
  .refine(endAfterStart, { message: classMessages.endBeforeStart, path: ['endDate'] });
export type ClassUpdateBody = z.input<typeof classUpdateBodySchema>;
export const classSeriesTargetBodySchema = z.object({ seriesId: idSchema }).strict();
export const classCancelSessionBodySchema = z.object({ sessionId: idSchema, reason: reasonSchema }).strict();
/** A new start (date and time in the gym's zone, both or neither) and/or another trainer (null: none). */
export const classMoveSessionBodySchema = z
  .object({ sessionId: idSchema, date: dateOnlySchema.optional(), startTime: timeSchema.optional(), trainerId: idSchema.nullable().optional() })
  .strict()
  .refine((v) => (v.date === undefined) === (v.startTime === undefined), { message: classMessages.moveNothing, path: ['startTime'] })
  .refine((v) => v.date !== undefined || v.trainerId !== undefined, { message: classMessages.moveNothing, path: ['date'] });
export type ClassMoveSessionBody = z.input<typeof classMoveSessionBodySchema>;
export const classBookBodySchema = z.object({ sessionId: idSchema }).strict();
export const classBookingTargetBodySchema = z.object({ classBookingId: idSchema }).strict();
export const classMarkBodySchema = z.object({ classBookingId: idSchema, attended: z.boolean() }).strict();
export const classSettingsBodySchema = z
  .object({ gymId: idSchema, noShowLimit: z.number({ error: classMessages.noShowLimitInvalid }).int(classMessages.noShowLimitInvalid).min(0, classMessages.noShowLimitInvalid).max(NO_SHOW_LIMIT_MAX, classMessages.noShowLimitInvalid) })
  .strict();
/** from..to, both inclusive: in order, and at most TIMETABLE_MAX_DAYS days. */
const dayRangeCheck = (ctx: z.core.ParsePayload<{ from: string; to: string }>) => {
  const { from, to } = ctx.value;
  if (to < from) ctx.issues.push({ code: 'custom', message: classMessages.rangeInvalid, path: ['to'], input: to });
  else if (daysBetween(from, to) >= TIMETABLE_MAX_DAYS) ctx.issues.push({ code: 'custom', message: classMessages.rangeTooLong, path: ['to'], input: to });
};
export const classTimetableQuerySchema = z
  .object({ gymId: idSchema, from: dateOnlySchema, to: dateOnlySchema })
  .strict()
  .check(dayRangeCheck);
export type ClassTimetableQuery = z.infer<typeof classTimetableQuerySchema>;
export const classGymQuerySchema = z.object({ gymId: idSchema }).strict();
export const classSessionQuerySchema = z.object({ sessionId: idSchema }).strict();

export const classSessionSchema = z.object({
  id: z.string(),
  seriesId: z.string(),
  gymId: z.string(),
  title: z.string(),
  category: z.enum(classCategories),
  trainerId: z.string().nullable(),
  trainerName: z.string().nullable(),
  /** ISO instant */
  startsAt: z.string(),
  /** the gym's zone: the session's day and time are read on its clock */
  timeZone: timeZoneSchema,
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  booked: z.number().int(),
  available: z.number().int(),
  waitlisted: z.number().int(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
});
export type ClassSession = z.infer<typeof classSessionSchema>;
export const classTimetableSchema = z.array(classSessionSchema);
/** The trainer's own sessions at their gyms: days from..to (inclusive) in each gym's zone. */
export const teachingQuerySchema = z
  .object({ from: dateOnlySchema, to: dateOnlySchema })
  .strict()
  .check(dayRangeCheck);
export const teachingSessionSchema = classSessionSchema.extend({ gymName: z.string() });
export const teachingListSchema = z.array(teachingSessionSchema);
export type TeachingSession = z.infer<typeof teachingSessionSchema>;

export const classSeriesSchema = z.object({
  id: z.string(),
  gymId: z.string(),
  title: z.string(),
  category: z.enum(classCategories),
  trainerId: z.string().nullable(),
  capacity: z.number().int(),
  durationMinutes: z.number().int(),
  days: z.array(z.enum(classWeekdays)),
  startTime: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  ended: z.boolean(),
});
export type ClassSeries = z.infer<typeof classSeriesSchema>;

export const classBookingSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  status: z.enum(['booked', 'waitlisted']),
  /** waitlisted only: 1 is next in line */
  position: z.number().int().optional(),
});
export const classBookedSchema = z.object({ classBooking: classBookingSchema });
export type ClassBooked = z.infer<typeof classBookedSchema>;

/** What a member's list shows: the place, its class and gym. */
export const myClassSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  status: z.enum(classBookingStatuses),
  position: z.number().int().optional(),
  lateCancel: z.boolean(),
  title: z.string(),
  category: z.enum(classCategories),
  gymId: z.string(),
  gymName: z.string(),
  trainerName: z.string().nullable(),
  startsAt: z.string(),
  /** the gym's zone, as on a class session */
  timeZone: timeZoneSchema,
  durationMinutes: z.number().int(),
  sessionCancelled: z.boolean(),
  cancelReason: z.string().nullable(),
});
export type MyClass = z.infer<typeof myClassSchema>;
export const myClassListSchema = z.array(myClassSchema);

export const rosterEntrySchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  status: z.enum(classBookingStatuses),
  position: z.number().int().optional(),
  lateCancel: z.boolean(),
  /** scanned in at the gym around the session */
  checkedIn: z.boolean(),
  waived: z.boolean(),
});
export const rosterSchema = z.object({ session: classSessionSchema, entries: z.array(rosterEntrySchema) });
export type Roster = z.infer<typeof rosterSchema>;

export const classRulesSchema = z.object({
  gymId: z.string(),
  cancelHours: z.number(),
  waitlistCutoffMinutes: z.number(),
  /** 0: no-shows never block */
  noShowLimit: z.number().int(),
  noShowWindowDays: z.number().int(),
  blockDays: z.number().int(),
});
export type ClassRules = z.infer<typeof classRulesSchema>;

/** data of a 409 "you need a pass": which pass to buy and where. */
export type NeedPassData = { gymId: string; date: string; passType: string | null };
/** data of a 409 "paused": until when. */
export type BlockedData = { gymId: string; blockedUntil: string };

const PASS_NAMES: Record<string, string> = { day: 'Day Pass', weekly: 'Weekly Pass', monthly: 'Monthly Pass', quarterly: 'Quarterly Pass', yearly: 'Yearly Pass' };
/** "You need a pass at this gym valid on 2026-11-24 to book this class: a Day Pass for that day will do" */
export function needPassMessage(passType: string | null, day: string): string {
  const which = passType ? `: a ${PASS_NAMES[passType] ?? passType} from that day will do` : '';
  return `You need a pass at this gym valid on ${day} to book this class${which}`;
}
/** "Class booking at this gym is paused until 2026-11-27 …" */
export function blockedMessage(until: string): string {
  return `${classMessages.blocked}. You can book again from ${until}.`;
}
