import type { ReactNode } from 'react';
import { gymRoleMay, type StaffAction } from '@contract/gyms/staff-permissions';
import { brandPalettes } from '@/config/brand-palettes';
import { staffPaths, staffScreenNeeds as needs } from '@/config/staff-paths';
import { useGymRole } from '@/components/owner/desk-access';
import { useCurrentGym } from '@/components/owner/owner-gyms';
import { useThemeColor } from '@/lib/theme-color';
import { AreaLayout } from './area-layout';
import type { NavGroup } from './area-nav';

type StaffItem = { id: string; to: string; needs?: StaffAction };
type StaffScreen = Exclude<keyof typeof staffPaths, 'root'>;
/** Each screen's menu item: its path and the call it needs, both read from staff-paths.ts. */
const items = (...ids: StaffScreen[]): StaffItem[] => ids.map((id) => ({ id, to: staffPaths[id], needs: needs[id] }));

/** Every screen of the staff area in the menu's groups; labels are nav.staff.<id>. */
const staffScreens: { id: string; items: StaffItem[] }[] = [
  { id: 'desk', items: [{ id: 'dashboard', to: staffPaths.root }, ...items('bookings', 'scanQr', 'attendanceQr', 'addMember', 'classes')] },
  { id: 'gyms', items: items('gymProfile', 'trainers', 'members', 'payments', 'attendanceReport') },
  { id: 'engagement', items: items('reviews', 'announcements', 'messages') },
  { id: 'account', items: items('profile') },
];

/** The screens the person's role at the current gym may use: a front desk's menu is the desk's alone. */
function useStaffNav(): NavGroup[] {
  const role = useGymRole(useCurrentGym().gym?.id);
  return staffScreens
    .map((group) => ({ id: group.id, items: group.items.filter((item) => !item.needs || gymRoleMay(role, item.needs)).map(({ id, to }) => ({ id, to })) }))
    .filter((group) => group.items.length > 0);
}

/** The staff area (issue 38): the owner area's colours, since staff run the owner's gym. */
export function StaffLayout({ bell }: { bell?: ReactNode }) {
  useThemeColor(brandPalettes.owner['600']);
  return <AreaLayout area="staff" nav={useStaffNav()} bell={bell} />;
}
