/** What the admin domain offers the rest of the server; everything else in this folder is its own. */
export { type AuditActor, changedFields, writeAudit } from './audit-service';
export { createReportService } from './report-service';
export { createVerificationService, gymVerificationState, requeueIfVerified, verificationDir } from './verification-service';
