import { TodaysBookings } from '@/features/bookings/components/owner-bookings-page';
import { TodaysClasses } from '@/features/classes/components/owner-classes-page';
import { DeskTodayPage } from '@/features/desk/components/desk-today';

/** /staff: the gym's day (issue 38): the desk's actions, today's classes with their rosters, bookings from today. */
export function Component() {
  return <DeskTodayPage classes={(gym) => <TodaysClasses key={gym.id} gym={gym} />} bookings={(gym) => <TodaysBookings key={gym.id} gym={gym} />} />;
}
