/** Attendance times are read on the gym's clock, wherever the reader is. */
export function timeAt(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-IN', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true }).format(new Date(iso));
}

/** "2026-11-22" on a zone's clock (the product's home zone unless told). */
export function todayIn(timeZone = 'Asia/Kolkata', at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
