// The platform team's calls (issue 25): only the lazy admin area and the owner's verification screen call them.
import { route } from '../routes';

export const adminRoutes = {
  overview: route({ method: 'GET', resource: 'admin', action: 'overview', auth: 'admin' }),
  auditLog: route({ method: 'GET', resource: 'admin', action: 'audit', auth: 'admin' }),
  verificationQueue: route({ method: 'GET', resource: 'admin', action: 'verification-queue', auth: 'admin' }),
  /** one document of a submission, as base64 with its content type (never served by a file name) */
  verificationDocument: route({ method: 'GET', resource: 'admin', action: 'verification-document', auth: 'admin' }),
  approveVerification: route({ method: 'POST', resource: 'admin', action: 'approve', auth: 'admin' }),
  rejectVerification: route({ method: 'POST', resource: 'admin', action: 'reject', auth: 'admin' }),
  accounts: route({ method: 'GET', resource: 'admin', action: 'accounts', auth: 'admin' }),
  suspendAccount: route({ method: 'POST', resource: 'admin', action: 'suspend', auth: 'admin' }),
  restoreAccount: route({ method: 'POST', resource: 'admin', action: 'restore', auth: 'admin' }),
  reports: route({ method: 'GET', resource: 'admin', action: 'reports', auth: 'admin' }),
  hideContent: route({ method: 'POST', resource: 'admin', action: 'hide', auth: 'admin' }),
  dismissReports: route({ method: 'POST', resource: 'admin', action: 'dismiss', auth: 'admin' }),
  /** any signed-in person: a review or an owner's reply, with a reason from the list */
  reportContent: route({ method: 'POST', resource: 'reviews', action: 'report', auth: 'user' }),
  /** multipart: gymId, optional gstin, and the files gst_certificate or shop_licence, and gym_front */
  submitVerification: route({ method: 'POST', resource: 'gyms', action: 'submit-verification', auth: 'gym_owner' }),
  gymVerification: route({ method: 'GET', resource: 'gyms', action: 'verification', auth: 'gym_owner' }),
} as const;

export type AdminRouteName = keyof typeof adminRoutes;
