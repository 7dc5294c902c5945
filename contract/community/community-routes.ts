// Reviews (beyond the public list), announcements and the contact form: only lazy screens call them, so they stay out of routes.ts.
import { route } from '../routes';

export const communityRoutes = {
  createReview: route({ method: 'POST', resource: 'reviews', action: 'create', auth: 'member' }),
  updateReview: route({ method: 'POST', resource: 'reviews', action: 'update', auth: 'member' }),
  myReview: route({ method: 'GET', resource: 'reviews', action: 'mine', auth: 'member' }),
  pendingReviews: route({ method: 'GET', resource: 'reviews', action: 'pending', auth: 'gym_owner' }),
  approveReview: route({ method: 'POST', resource: 'reviews', action: 'approve', auth: 'gym_owner' }),
  replyReview: route({ method: 'POST', resource: 'reviews', action: 'reply', auth: 'gym_owner' }),
  listAnnouncements: route({ method: 'GET', resource: 'announcements', action: 'list', auth: 'gym_owner' }),
  getAnnouncement: route({ method: 'GET', resource: 'announcements', action: 'get', auth: 'gym_owner' }),
  createAnnouncement: route({ method: 'POST', resource: 'announcements', action: 'create', auth: 'gym_owner' }),
  updateAnnouncement: route({ method: 'POST', resource: 'announcements', action: 'update', auth: 'gym_owner' }),
  deleteAnnouncement: route({ method: 'POST', resource: 'announcements', action: 'delete', auth: 'gym_owner' }),
  announcementFeed: route({ method: 'GET', resource: 'announcements', action: 'feed', auth: 'member' }),
  /** published announcements of the gyms that accepted the trainer */
  trainerAnnouncementFeed: route({ method: 'GET', resource: 'announcements', action: 'trainer-feed', auth: 'trainer' }),
  sendContact: route({ method: 'POST', resource: 'contact', action: 'send', auth: 'public' }),
} as const;

export type CommunityRouteName = keyof typeof communityRoutes;
