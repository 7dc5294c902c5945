/** What the messaging domain offers the rest of the server; everything else in this folder is its own. */
export { writeDueDailySummaries } from './daily-summary';
export { createMessageLogService } from './message-log-service';
export { type Draft, type MessagePolicy, messagePolicyOf, recipientColumns, type Recipient, writeBookingCancelled, writeBookingConfirmed, writeBookingRescheduled, writeClassNotices, writeOnce, writeTrainerNotice, writePaymentReceived } from './message-outbox';
export { afterQuietHours } from './message-schedule';
export { type AnnouncementPayload, type ClassPayload, type RenewalFailedPayload, type RenewalNoticePayload, fillText, type PlatformNoticePayload, renderMessage, type StaffInvitedPayload, signInCodeText, type TrainerClassPayload } from './message-texts';
export { createMessageWorker, type MessageChannels, type MessageWorker } from './message-worker';
export { createNotificationService } from './notification-service';
