import { zonedIn } from '@/lib/format';

const hourMinute = zonedIn({ hour: '2-digit', minute: '2-digit', hour12: true });

/** Attendance times are read on the gym's clock, wherever the reader is. */
export function timeAt(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  return hourMinute(new Date(iso), timeZone);
}

export { todayIn } from '@contract/calendar';
