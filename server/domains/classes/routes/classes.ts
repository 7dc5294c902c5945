import type { FastifyInstance } from 'fastify';
import { classMessages } from '@contract/classes/classes';
import { endpoints } from '@contract/endpoints';
import { requireIdempotencyKey } from '../../../shared/idempotency';
import { deskActorOf } from '../../../shared/desk-actor';
import { defineRoute } from '../../../routes/define-route';

/** The class service on the app's database, clock and settings (the profile page's inline timetable uses it too). */
/** classes.php: the public timetable, the owner's series and sessions, members' places and waitlists, the trainer's roster. */
export async function classesRoutes(app: FastifyInstance): Promise<void> {
  const { classes } = app.services;

  defineRoute(app, endpoints.classTimetable, async ({ query }) => ({ message: classMessages.timetableLoaded, data: await classes.timetable(query) }));

  defineRoute(app, endpoints.classRules, async ({ query }) => ({ message: classMessages.rulesLoaded, data: await classes.rules(query.gymId) }));

  defineRoute(app, endpoints.gymClasses, async ({ query, user }) => ({ message: classMessages.loaded, data: await classes.seriesOf(user.id, query.gymId) }));

  defineRoute(app, endpoints.createClass, async ({ body: { gymId, ...write }, user }) => ({
    message: classMessages.created,
    data: await classes.create(user.id, gymId, write),
    statusCode: 201,
  }));

  defineRoute(app, endpoints.updateClass, async ({ body: { seriesId, ...write }, user }) => ({ message: classMessages.updated, data: await classes.update(user.id, seriesId, write) }));

  defineRoute(app, endpoints.endClass, async ({ body, user }) => ({ message: classMessages.ended, data: await classes.end(user.id, body.seriesId) }));

  defineRoute(app, endpoints.cancelClassSession, async ({ body, user }) => ({
    message: classMessages.sessionCancelled,
    data: await classes.cancelSession(user.id, body.sessionId, body.reason),
  }));

  defineRoute(app, endpoints.moveClassSession, async ({ body, user }) => ({ message: classMessages.sessionMoved, data: await classes.moveSession(user.id, body) }));

  defineRoute(app, endpoints.classSettings, async ({ body, user }) => ({ message: classMessages.settingsSaved, data: await classes.saveSettings(user.id, body) }));

  defineRoute(app, endpoints.waiveClassStrike, async ({ body, user }) => ({ message: classMessages.waived, data: await classes.waive(user.id, body.classBookingId) }));

  defineRoute(app, endpoints.bookClass, async ({ body, user, request }) => {
    const key = requireIdempotencyKey(request.headers['idempotency-key']);
    return classes.book(user.id, body.sessionId, key);
  });

  defineRoute(app, endpoints.cancelClass, async ({ body, user }) => {
    const { item, late } = await classes.cancel(user.id, body.classBookingId);
    return { message: late ? classMessages.lateCancelled : classMessages.cancelled, data: item };
  });

  defineRoute(app, endpoints.myClasses, async ({ user }) => ({ message: classMessages.loaded, data: await classes.mine(user.id) }));

  defineRoute(app, endpoints.teachingClasses, async ({ query, user }) => ({ message: classMessages.loaded, data: await classes.teaching(user.id, query) }));

  defineRoute(app, endpoints.classRoster, async ({ query, user }) => ({ message: classMessages.rosterLoaded, data: await classes.roster(user.id, query.sessionId) }));

  defineRoute(app, endpoints.markClass, async ({ body, user }) => ({ message: classMessages.marked, data: await classes.mark(user.id, body, deskActorOf(user)) }));
}
