import { z } from 'zod';
import { idSchema, pageQuerySchema, pagedSchema } from '../common';

/**
 * platform_notice: the platform team's word to a person, in the app only (a hidden review or reply, a verification decision);
 * announcement: a gym's announcement (high priority to members holding a booking, others to those who opted in to marketing);
 * owner_daily_summary: the owner's morning figures at the gym's opening time;
 * staff_invited: the person an owner added to a gym's staff, told how to sign in (issue 38);
 * trainer_class_cancelled, trainer_class_moved, class_full: the trainer of a session, told it was cancelled, moved or
 * given to them or another trainer, and (in the app only) that its roster filled (issue 38).
 */
export const notificationKinds = [
  'booking_confirmed',
  'booking_cancelled',
  'booking_reminder',
  'booking_rescheduled',
  'payment_received',
  'owner_activity',
  'owner_daily_summary',
  'pass_ending',
  'class_promoted',
  'class_cancelled',
  'class_moved',
  'announcement',
  'platform_notice',
  'staff_invited',
  'renewal_notice',
  'renewal_failed',
  'trainer_class_cancelled',
  'trainer_class_moved',
  'class_full',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
/** ids one mark-read call may name */
export const MARK_READ_MAX = 100;

export const notificationMessages = {
  loaded: 'Notifications loaded',
  logLoaded: 'Messages loaded',
  marked: 'Notifications marked as read',
  idsOrAll: 'Send the ids to mark, or all: true',
} as const;

export const notificationListQuerySchema = pageQuerySchema.strict();

/** One message in the app: its recipient's only. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  text: z.string(),
  gymId: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** when it arrived (ISO) */
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema).extend({ unreadCount: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `{ids}` marks those (others' ids change nothing), `{all: true}` every one of the caller's. */
export const markReadBodySchema = z.union(
  [z.object({ ids: z.array(idSchema).min(1).max(MARK_READ_MAX) }).strict(), z.object({ all: z.literal(true) }).strict()],
  { error: notificationMessages.idsOrAll },
);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const markReadResultSchema = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

// ---- the owner's delivery log ------------------------------------------------------------------

export const messageChannels = ['sms', 'whatsapp', 'email', 'in_app'] as const;
/** `pending` includes a message a worker is sending; `dropped` was no longer worth sending (e.g. a reminder for a cancelled booking) */
export const deliveryStatuses = ['pending', 'sent', 'failed', 'dropped'] as const;
export const memberMessageKinds = [
  'booking_confirmed',
  'booking_cancelled',
  'booking_reminder',
  'booking_rescheduled',
  'payment_received',
  'pass_ending',
  'class_promoted',
  'class_cancelled',
  'class_moved',
  'announcement',
] as const;

export type MemberMessageKind = (typeof memberMessageKinds)[number];

export const gymMessageLogQuerySchema = pageQuerySchema
  .extend({ gymId: idSchema, memberId: idSchema.optional(), kind: z.enum(memberMessageKinds).optional() })
  .strict();
export type GymMessageLogQuery = z.input<typeof gymMessageLogQuerySchema>;

export const deliverySchema = z.object({
  id: z.string(),
  kind: z.enum(memberMessageKinds),
  channel: z.enum(messageChannels),
  memberId: z.string(),
  memberName: z.string().nullable(),
  /** the mobile or e-mail address it went to (in_app: the member's mobile) */
  to: z.string(),
  status: z.enum(deliveryStatuses),
  /** a failure's provider reason, or why it was dropped */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** when it was due (ISO) */
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  /** SMS rows only: how many parts its text goes as (GSM-7: 160, else 70, in one; 153 or 67 a part when split); see sms-parts.ts */
  smsParts: z.number().int().min(1).optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryPageSchema = pagedSchema(deliverySchema);
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;
