import { paths } from './paths';

// The trainer area's URLs: its lazy module reads them, so they cost the first visit nothing (paths.ts holds only the root).
const root = paths.trainer.root;
export const trainerPaths = {
  root,
  session: (sessionId: string) => `${root}/classes/${encodeURIComponent(sessionId)}`,
  sessionPattern: 'classes/:sessionId',
  gyms: `${root}/gyms`,
  announcements: `${root}/announcements`,
  notifications: `${root}/notifications`,
  profile: `${root}/profile`,
} as const;
