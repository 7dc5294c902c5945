// The bell and its list: any signed-in user (member, owner or trainer) reads only their own messages.
import { route } from '../routes';

export const notificationRoutes = {
  listNotifications: route({ method: 'GET', resource: 'notifications', action: 'list', auth: 'user' }),
  markNotificationsRead: route({ method: 'POST', resource: 'notifications', action: 'mark-read', auth: 'user' }),
  /** the owner's delivery log: what was sent to one of their gym's members, on which channel, and what became of it */
  gymMessageLog: route({ method: 'GET', resource: 'messages', action: 'gym-log', auth: 'gym_owner' }),
} as const;

export type NotificationRouteName = keyof typeof notificationRoutes;
