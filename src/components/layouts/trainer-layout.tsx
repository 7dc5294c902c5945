import type { CSSProperties, ReactNode } from 'react';
import { trainerPaths } from '@/config/trainer-paths';
import { AreaLayout } from './area-layout';
import type { NavGroup } from './area-nav';

/** Every screen of the trainer area; labels are nav.trainer.<id>. A roster opens from its class, not the menu. */
export const trainerNav: NavGroup[] = [
  { id: 'classes', items: [{ id: 'dashboard', to: trainerPaths.root }] },
  { id: 'gyms', items: [{ id: 'gyms', to: trainerPaths.gyms }, { id: 'announcements', to: trainerPaths.announcements }] },
  { id: 'account', items: [{ id: 'profile', to: trainerPaths.profile }] },
];

// The trainer variant: teal, with the owner scale's rule (white on 600 and 700 passes AA). Set here, not in the
// stylesheet, so the first visit carries none of it.
const trainerTheme = {
  '--brand-50': '#f0fdfa',
  '--brand-100': '#ccfbf1',
  '--brand-200': '#99f6e4',
  '--brand-500': '#0d9488',
  '--brand-600': '#0f766e',
  '--brand-700': '#115e59',
  '--brand-800': '#134e4a',
} as CSSProperties;

export function TrainerLayout({ bell }: { bell?: ReactNode }) {
  return <AreaLayout area="trainer" bell={bell} nav={trainerNav} theme={trainerTheme} />;
}
