/** Attendance times are read on the gym's clock, wherever the reader is. */
export function timeAt(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-IN', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true }).format(new Date(iso));
}

export { todayIn } from '@contract/calendar-days';
