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

/** Every screen of the staff area and the call each needs; labels are nav.staff.<id>. */
const staffScreens: { id: string; items: StaffItem[] }[] = [
  {
    id: 'desk',
    items: [
      { id: 'dashboard', to: staffPaths.root },
      { id: 'bookings', to: staffPaths.bookings, needs: needs.bookings },
      { id: 'scanQr', to: staffPaths.scanQr, needs: needs.scanQr },
      { id: 'attendanceQr', to: staffPaths.attendanceQr, needs: needs.attendanceQr },
      { id: 'addMember', to: staffPaths.addMember, needs: needs.addMember },
      { id: 'classes', to: staffPaths.classes, needs: needs.classes },
    ],
  },
  {
    id: 'gyms',
    items: [
      { id: 'gymProfile', to: staffPaths.gymProfile, needs: needs.gymProfile },
      { id: 'trainers', to: staffPaths.trainers, needs: needs.trainers },
      { id: 'members', to: staffPaths.members, needs: needs.members },
      { id: 'payments', to: staffPaths.payments, needs: needs.payments },
      { id: 'attendanceReport', to: staffPaths.attendanceReport, needs: needs.attendanceReport },
    ],
  },
  {
    id: 'engagement',
    items: [
      { id: 'reviews', to: staffPaths.reviews, needs: needs.reviews },
      { id: 'announcements', to: staffPaths.announcements, needs: needs.announcements },
      { id: 'messages', to: staffPaths.messages, needs: needs.messages },
    ],
  },
  { id: 'account', items: [{ id: 'profile', to: staffPaths.profile }] },
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
