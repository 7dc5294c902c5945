import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { staffMessages } from '@contract/gyms/staff';
import { defineRoute } from '../../../routes/define-route';

/** staff.php: the owner's people at each gym (issue 38), and a staff session's own places. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { staff } = app.services;

  defineRoute(app, endpoints.inviteStaff, async ({ user, body }) => ({ message: staffMessages.invited, data: await staff.invite(user.id, body), statusCode: 201 }));

  defineRoute(app, endpoints.listStaff, async ({ user, query }) => ({ message: staffMessages.loaded, data: { items: await staff.list(user.id, query.gymId) } }));

  defineRoute(app, endpoints.updateStaff, async ({ user, body }) => {
    await staff.update(user.id, body.staffId, body.role);
    return { message: staffMessages.updated };
  });

  defineRoute(app, endpoints.revokeStaff, async ({ user, body }) => {
    await staff.revoke(user.id, body.staffId);
    return { message: staffMessages.revoked };
  });

  defineRoute(app, endpoints.staffAudit, async ({ user, query }) => ({ message: staffMessages.loaded, data: { items: await staff.audit(user.id, query.gymId, query.days) } }));

  defineRoute(app, endpoints.myStaffPlaces, async ({ user }) => ({ message: staffMessages.loaded, data: { items: await staff.places(user.id) } }));
}
