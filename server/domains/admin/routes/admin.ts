import type { FastifyInstance } from 'fastify';
import { adminMessages, reportMessages } from '@contract/admin/admin';
import { endpoints } from '@contract/endpoints';
import { listAccounts } from '../../accounts';
import { listAudit } from '../audit-service';
import { platformOverview } from '../overview-service';
import { isListedAdmin } from '../admin-service';
import { adminMobilesOf } from '../../../config';
import { forbidden } from '../../../plugins/app/errors';
import { defineRoute } from '../../../routes/define-route';

/** admin.php: the platform team's calls. defineRoute refuses anyone but an admin (401/403); the hook refuses an admin taken off ADMIN_MOBILES. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.now();
  const { verification, reports, accounts } = app.services;

  app.addHook('preHandler', async (request) => {
    const caller = request.caller;
    if (caller?.userType === 'admin' && !(await isListedAdmin(app.db, caller.id, adminMobilesOf(app.config)))) throw forbidden(adminMessages.notAdminNumber);
  });
  const actor = (user: { id: string }) => ({ id: user.id, role: 'admin' });

  defineRoute(app, endpoints.overview, async () => ({
    message: 'Overview loaded',
    data: await platformOverview(app.db, now(), { hourly: app.config.SMS_HOURLY_BUDGET, daily: app.config.SMS_DAILY_BUDGET }),
  }));

  defineRoute(app, endpoints.auditLog, async ({ query }) => ({ message: adminMessages.auditLoaded, data: await listAudit(app.db, query) }));

  defineRoute(app, endpoints.verificationQueue, async ({ query }) => ({ message: adminMessages.queueLoaded, data: await verification.queue(query) }));

  defineRoute(app, endpoints.verificationDocument, async ({ query }) => ({
    message: 'Document loaded',
    data: await verification.document(query.verificationId, query.documentId),
  }));

  defineRoute(app, endpoints.approveVerification, async ({ user, body }) => ({
    message: adminMessages.approved,
    data: await verification.approve(actor(user), body.verificationId),
  }));

  defineRoute(app, endpoints.rejectVerification, async ({ user, body }) => ({
    message: adminMessages.rejected,
    data: await verification.reject(actor(user), body.verificationId, body.reason),
  }));

  defineRoute(app, endpoints.accounts, async ({ query }) => ({ message: 'Accounts loaded', data: await listAccounts(app.db, query) }));

  defineRoute(app, endpoints.suspendAccount, async ({ user, body }) => ({
    message: adminMessages.suspendedDone,
    data: await accounts.suspend(actor(user), body.userId, body.reason),
  }));

  defineRoute(app, endpoints.reports, async ({ query }) => ({ message: reportMessages.loaded, data: await reports.queue(query) }));

  defineRoute(app, endpoints.hideContent, async ({ user, body }) => ({ message: reportMessages.hidden, data: await reports.hide(actor(user), body) }));

  defineRoute(app, endpoints.dismissReports, async ({ user, body }) => ({ message: reportMessages.dismissed, data: await reports.dismiss(actor(user), body) }));

  defineRoute(app, endpoints.restoreAccount, async ({ user, body }) => ({
    message: adminMessages.restoredDone,
    data: await accounts.restore(actor(user), body.userId, body.reason),
  }));
}
