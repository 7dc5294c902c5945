// The admin area's URLs: only its lazy modules and the sign-in screen import them, so the first visit never carries them.
const root = '/admin';

export const adminPaths = {
  root,
  verification: `${root}/verification`,
  submission: (id: string) => `${root}/verification/${encodeURIComponent(id)}`,
  reports: `${root}/reports`,
  accounts: `${root}/accounts`,
  audit: `${root}/audit`,
} as const;

/** The descendant routes of /admin/*, relative to it (router.tsx mounts the area at `${root}/*`). */
export const adminRoutePatterns = {
  verification: 'verification',
  submission: 'verification/:id',
  reports: 'reports',
  accounts: 'accounts',
  audit: 'audit',
} as const;
