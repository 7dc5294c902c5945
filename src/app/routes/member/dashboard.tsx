import { AnnouncementFeed } from '@/features/announcements/components/announcement-feed';
import { NextBooking } from '@/features/bookings/components/next-booking';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';

export function Component() {
  return (
    <div className="flex flex-col gap-10">
      <MemberDashboard />
      <NextBooking />
      <AnnouncementFeed />
    </div>
  );
}
