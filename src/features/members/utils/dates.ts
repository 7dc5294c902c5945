// Gyms keep Indian time by default; the owner reads dates as the gym does.
const GYM_ZONE = 'Asia/Kolkata';
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: GYM_ZONE });
const dayOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: GYM_ZONE });
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: GYM_ZONE });

/** "2026-11-25" (a calendar day, no zone) → "25 Nov 2026". */
export const formatDay = (date: string) => dayOnly.format(new Date(`${date}T00:00:00Z`));
/** An instant → the gym's calendar day, "25 Nov 2026". */
export const formatInstantDay = (iso: string) => day.format(new Date(iso));
/** An instant → "25 Nov, 6:30 pm" on the gym's clock. */
export const formatVisit = (iso: string) => dayTime.format(new Date(iso));
/** Today on the gym's calendar, "2026-11-25": a walk-in's default start. */
export const gymToday = (now = new Date()) => isoDay.format(now);
/** An instant → "2026-11-25" on the gym's calendar (for files). */
export const isoDayOf = (iso: string) => isoDay.format(new Date(iso));
