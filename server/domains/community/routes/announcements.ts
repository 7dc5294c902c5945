import type { FastifyInstance } from 'fastify';
import { announcementMessages, type Announcement } from '@contract/community/announcements';
import { endpoints } from '@contract/endpoints';
import { defineRoute } from '../../../routes/define-route';

/** What happened, in the owner's words: published, scheduled or saved as a draft. */
const savedMessage = (a: Announcement) =>
  a.status === 'draft' ? announcementMessages.drafted : a.status === 'scheduled' ? announcementMessages.scheduled : announcementMessages.published;

/** announcements.php: an owner's announcements per gym; a member's feed of their gyms' published ones. */
export async function announcementsRoutes(app: FastifyInstance): Promise<void> {
  const { announcements } = app.services;

  defineRoute(app, endpoints.listAnnouncements, async ({ query, user }) => ({
    message: announcementMessages.loaded,
    data: await announcements.list(user.id, query.gymId),
  }));

  defineRoute(app, endpoints.getAnnouncement, async ({ query, user }) => ({ message: announcementMessages.loaded, data: await announcements.get(user.id, query.id) }));

  defineRoute(app, endpoints.createAnnouncement, async ({ body: { gymId, ...write }, user }) => {
    const saved = await announcements.create(user.id, gymId, write);
    return { message: savedMessage(saved), data: saved, statusCode: 201 };
  });

  defineRoute(app, endpoints.updateAnnouncement, async ({ body: { announcementId, ...write }, user }) => {
    const saved = await announcements.update(user.id, announcementId, write);
    return { message: savedMessage(saved), data: saved };
  });

  defineRoute(app, endpoints.deleteAnnouncement, async ({ body, user }) => {
    await announcements.remove(user.id, body.announcementId);
    return { message: announcementMessages.deleted };
  });

  defineRoute(app, endpoints.announcementFeed, async ({ user }) => ({ message: announcementMessages.loaded, data: await announcements.feed(user.id) }));

  defineRoute(app, endpoints.trainerAnnouncementFeed, async ({ user }) => ({ message: announcementMessages.loaded, data: await announcements.trainerFeed(user.id) }));
}
