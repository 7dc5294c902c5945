// The platform team's calls (issue 25): audit log, gym verification, account suspension.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pagedSchema, pageQuerySchema, plainTextSchema } from '../common';
import { dateOnlySchema } from '../bookings/bookings';
import { gstinMessages, tidyGstin } from '../gyms/gstin';

export const adminMessages = {
  notAdminNumber: 'This number is not on the platform team’s list: sign in as a member or gym owner instead',
  adminNumberTaken: 'This number already has a member, gym owner or trainer account: a platform admin needs a number of its own',
  suspended: 'This account is suspended. Contact support@gymkhana.example to ask about it.',
  auditLoaded: 'Audit log loaded',
  queueLoaded: 'Verification queue loaded',
  approved: 'Gym verified',
  rejected: 'Verification rejected',
  notPending: 'This submission was already decided',
  submissionNotFound: 'Submission not found',
  suspendedDone: 'Account suspended',
  restoredDone: 'Account restored',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  userNotFound: 'User not found',
  adminNotSuspendable: 'A platform admin cannot be suspended here: remove the number from ADMIN_MOBILES',
  reasonRequired: 'Give a reason',
  startAfterEnd: 'The start date must be on or before the end date',
  submitted: 'Submitted for verification',
  alreadyPending: 'This gym is already waiting for verification',
  documentsRequired: 'Send a GST certificate or a Shop and Establishment licence, and a photo of the gym front with its name board',
  documentType: 'Documents must be JPEG, PNG, WebP or PDF files',
  documentTooLarge: 'Each document must be at most 5 MB',
} as const;

/** A reason an admin gives: shown to the person it concerns. */
export const adminReasonSchema = plainTextSchema({ min: 3, max: 500, required: adminMessages.reasonRequired, tooShort: adminMessages.reasonRequired });

// ---- audit log ------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string(),
  /** the actor's name or number at the time of reading, for the list */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);

/** Filters: who, what record, which action, which days (inclusive, India time). Newest first. */
export const auditQuerySchema = pageQuerySchema
  .extend({
    actorId: idSchema.optional(),
    entityType: z.string().trim().min(1).max(40).optional(),
    entityId: idSchema.optional(),
    /** the audited action ("verification.approve"); `action` itself names the call in the URL */
    auditAction: z.string().trim().min(1).max(60).optional(),
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: adminMessages.startAfterEnd });
  });

// ---- gym verification ------------------------------------------------------------------------

export const verificationStatuses = ['pending', 'approved', 'rejected'] as const;
export const documentKinds = ['gst_certificate', 'shop_licence', 'gym_front'] as const;
export type DocumentKind = (typeof documentKinds)[number];
/** Multipart field names of the submission: one file each; a certificate or a licence, and the front. */
export const DOCUMENT_FIELDS = documentKinds;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const documentContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const verificationDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  contentType: z.enum(documentContentTypes),
  bytes: z.number().int(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** What the owner sees of a gym's latest submission: the reason when rejected. */
export const verificationStateSchema = z.object({
  id: z.string(),
  status: z.enum(verificationStatuses),
  /** submitted: by the owner; otherwise the fields a verified gym changed ("name, address") */
  cause: z.string(),
  reason: z.string().nullable(),
  submittedAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const ownerVerificationSchema = z.object({ verified: z.boolean(), verification: verificationStateSchema.nullable() });
export type OwnerVerification = z.infer<typeof ownerVerificationSchema>;

/** The text fields of the multipart submission (the files are checked by their bytes). */
export const verificationFieldsSchema = z
  .object({
    gymId: idSchema,
    gstin: z
      .string()
      .max(40)
      .transform(tidyGstin)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .strict();
export { gstinMessages };

export const verificationQueueItemSchema = verificationStateSchema.extend({
  gym: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    area: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    verified: z.boolean(),
    gstin: z.string().nullable(),
    ownerId: z.string().nullable(),
    ownerName: z.string().nullable(),
    ownerMobile: z.string().nullable(),
  }),
  gstin: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueuePageSchema = pagedSchema(verificationQueueItemSchema);

export const verificationQueueQuerySchema = pageQuerySchema.extend({ status: z.enum(verificationStatuses).default('pending') }).strict();
export const verificationTargetBodySchema = z.object({ verificationId: idSchema }).strict();
export const verificationRejectBodySchema = z.object({ verificationId: idSchema, reason: adminReasonSchema }).strict();
export const verificationDocumentQuerySchema = z.object({ verificationId: idSchema, documentId: idSchema }).strict();

// ---- accounts --------------------------------------------------------------------------------

export const accountActionBodySchema = z.object({ userId: idSchema, reason: adminReasonSchema }).strict();
export const accountStatusSchema = z.object({
  userId: z.string(),
  userType: z.string(),
  suspended: z.boolean(),
  reason: z.string().nullable(),
  /** sessions ended by this suspension */
  sessionsEnded: z.number().int(),
  /** gyms that left (or came back to) search with it */
  gymsAffected: z.number().int(),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

// ---- reported content ------------------------------------------------------------------------

export const reportReasons = ['spam', 'abusive', 'hate', 'personal_information', 'false_information', 'not_about_gym', 'other'] as const;
export const reportReasonLabels: Record<(typeof reportReasons)[number], string> = {
  spam: 'Spam or advertising',
  abusive: 'Abusive or harassing',
  hate: 'Hate speech',
  personal_information: 'Shares personal information',
  false_information: 'False or misleading',
  not_about_gym: 'Not about this gym',
  other: 'Something else',
};
export const reportTargets = ['review', 'reply'] as const;

export const reportMessages = {
  reported: 'Thanks: the platform team will look at it',
  alreadyReported: 'You have already reported this',
  nothingToReport: 'There is no reply to report',
  ownContent: 'You cannot report what you wrote',
  loaded: 'Reports loaded',
  hidden: 'Hidden from the gym’s profile',
  dismissed: 'Reports dismissed',
  noOpenReports: 'There are no open reports on this item',
} as const;

export const reportBodySchema = z
  .object({
    reviewId: idSchema,
    target: z.enum(reportTargets),
    reason: z.enum(reportReasons, { error: 'Choose a reason from the list' }),
    note: plainTextSchema({ max: 500 }).optional(),
  })
  .strict();

export const reportedItemSchema = z.object({
  reviewId: z.string(),
  target: z.enum(reportTargets),
  gymId: z.string(),
  gymName: z.string(),
  /** the review's text, or the owner's reply */
  text: z.string(),
  rating: z.number().int(),
  authorId: z.string().nullable(),
  hidden: z.boolean(),
  openReports: z.number().int(),
  reasons: z.record(z.string(), z.number().int()),
  notes: z.array(z.string()),
  firstReportedAt: isoDateTimeSchema,
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;
export const reportedItemPageSchema = pagedSchema(reportedItemSchema);
export const reportQueueQuerySchema = pageQuerySchema.strict();
export const reportDecisionBodySchema = z.object({ reviewId: idSchema, target: z.enum(reportTargets), reason: adminReasonSchema }).strict();
export const reportDecisionSchema = z.object({ reviewId: z.string(), target: z.enum(reportTargets), hidden: z.boolean(), reportsClosed: z.number().int() });

// ---- platform view ---------------------------------------------------------------------------

const periodSchema = z.object({ bookings: z.number().int(), grossPaise: z.number().int(), newGyms: z.number().int() });
/** admin.php?action=overview: today and this month in India time; sign-in texts against the SMS budget. */
export const platformOverviewSchema = z.object({
  today: periodSchema,
  month: periodSchema,
  gymsWaitingForVerification: z.number().int(),
  openReports: z.number().int(),
  signInTexts: z.object({ lastHour: z.number().int(), last24Hours: z.number().int(), hourlyBudget: z.number().int(), dailyBudget: z.number().int() }),
  at: isoDateTimeSchema,
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

// ---- finding an account ------------------------------------------------------------------------

export const accountListQuerySchema = pageQuerySchema
  .extend({
    /** part of a name, or a mobile number in any form (its digits are matched) */
    q: z.string().trim().max(60).optional(),
    userType: z.enum(['member', 'gym_owner', 'trainer', 'admin']).optional(),
    suspended: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();
export const accountSummarySchema = z.object({
  id: z.string(),
  mobile: z.string(),
  name: z.string().nullable(),
  userType: z.string(),
  suspended: z.boolean(),
  suspensionReason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export const accountPageSchema = pagedSchema(accountSummarySchema);
