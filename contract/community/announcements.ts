import { z } from 'zod';
import { idSchema, plainTextSchema } from '../common';

export const announcementPriorities = ['high', 'medium', 'low'] as const;
export type AnnouncementPriority = (typeof announcementPriorities)[number];
export const announcementStatuses = ['published', 'draft', 'scheduled'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** The state at a moment: a scheduled announcement whose time has come is published, whether or not anything ran at that time. */
export function statusAt(row: { status: AnnouncementStatus; scheduledFor: Date | null }, at: Date): AnnouncementStatus {
  return row.status === 'scheduled' && row.scheduledFor && row.scheduledFor <= at ? 'published' : row.status;
}

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_MESSAGE_MAX = 2000;
export const FEED_LIMIT = 20;

export const announcementMessages = {
  loaded: 'Announcements loaded',
  published: 'Announcement published',
  drafted: 'Announcement saved as draft',
  scheduled: 'Announcement scheduled',
  deleted: 'Announcement deleted',
  notFound: 'Announcement not found',
  titleRequired: 'Title is required',
  titleTooLong: `At most ${ANNOUNCEMENT_TITLE_MAX} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `At most ${ANNOUNCEMENT_MESSAGE_MAX} characters`,
  priorityRequired: 'Choose a priority',
  scheduleInvalid: 'Enter a valid date and time',
} as const;

const fields = {
  title: plainTextSchema({ min: 1, max: ANNOUNCEMENT_TITLE_MAX, required: announcementMessages.titleRequired, tooLong: announcementMessages.titleTooLong }),
  message: plainTextSchema({ min: 1, max: ANNOUNCEMENT_MESSAGE_MAX, required: announcementMessages.messageRequired, tooLong: announcementMessages.messageTooLong }),
  priority: z.enum(announcementPriorities, { error: announcementMessages.priorityRequired }),
};

/** The owner's form; the schedule is the browser's datetime-local value ('' for none), turned into an instant on submit. */
export const announcementFormSchema = z
  .object({
    ...fields,
    scheduleAt: z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), announcementMessages.scheduleInvalid),
  })
  .strict();
export type AnnouncementForm = z.input<typeof announcementFormSchema>;

/**
 * `publish: true` is "Publish Now" (a schedule in the future makes it scheduled instead);
 * `publish: false` is "Save as Draft" (the schedule is kept for later).
 */
const writeFields = {
  ...fields,
  scheduleAt: z.iso.datetime({ offset: true, error: announcementMessages.scheduleInvalid }).nullable().default(null),
  publish: z.boolean(),
};
export const announcementCreateBodySchema = z.object({ gymId: idSchema, ...writeFields }).strict();
export const announcementUpdateBodySchema = z.object({ announcementId: idSchema, ...writeFields }).strict();
export type AnnouncementWrite = z.input<typeof announcementCreateBodySchema>;
export const announcementTargetBodySchema = z.object({ announcementId: idSchema }).strict();
export const announcementGetQuerySchema = z.object({ id: idSchema }).strict();
export const announcementListQuerySchema = z.object({ gymId: idSchema }).strict();

/** `status` is the state now: a scheduled one whose time has come reads as published. */
export const announcementSchema = z.object({
  id: z.string(),
  gymId: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(announcementPriorities),
  status: z.enum(announcementStatuses),
  scheduleAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

export const feedItemSchema = z.object({
  id: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(announcementPriorities),
  publishedAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedSchema = z.array(feedItemSchema);
