import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MessageLogPage } from '@/features/messages/components/message-log-page';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/**
 * The owner's two message screens, /gym_owner/notifications (what the owner was sent) and /gym_owner/messages
 * (what their members were sent), in one lazy module: every lazy route costs the first visit's router its import,
 * and that budget has no byte left for a second one.
 */
export function Component() {
  const { pathname } = useLocation();
  return matchPath(paths.owner.messages, pathname) ? <MessageLogPage /> : <NotificationsPage area="owner" />;
}
