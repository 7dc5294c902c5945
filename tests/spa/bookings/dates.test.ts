import { describe, expect, it } from 'vitest';
import { addDays, formatDay, formatInstant, formatInstantDay, formatShortDay } from '@/features/bookings/dates';

// The dates written here are data: no rule under test compares them with today.

const DAY_MS = 86_400_000;

describe('booking dates written by hand (Intl formatters are slow to make on a phone)', () => {
  const days: string[] = [];
  for (let date = '2024-01-01'; date < '2028-01-01'; date = addDays(date, 5)) days.push(date);
  days.push('2026-02-28', '2028-02-29', '2026-12-31', '2000-01-01');

  it("formatDay writes what Intl's en-IN weekday, day, short month and year write", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    for (const date of days) expect(formatDay(date), date).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
  });

  it("formatShortDay writes what Intl's en-IN day, short month and year write", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
    for (const date of days) expect(formatShortDay(date), date).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
  });

  it("formatInstant writes the gym's clock (India) as Intl's en-IN day, month, hour and minute do, around midnight and noon too", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    const start = Date.UTC(2026, 0, 1);
    // Every 37 minutes over a year reaches every hour and many minutes, on every day of the month.
    for (let t = start; t < start + 366 * DAY_MS; t += 37 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(formatInstant(iso, 'Asia/Kolkata'), iso).toBe(intl.format(new Date(t)));
    }
    expect(formatInstant('2026-11-23T18:30:00.000Z', 'Asia/Kolkata')).toBe('24 Nov, 12:00 am');
  });

  it("formatInstantDay writes an instant's day on the gym's clock (India) as Intl's en-IN day, short month and year do", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 366 * DAY_MS; t += 97 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(formatInstantDay(iso, 'Asia/Kolkata'), iso).toBe(intl.format(new Date(t)));
    }
    expect(formatInstantDay('2026-11-23T18:30:00.000Z', 'Asia/Kolkata')).toBe('24 Nov 2026');
    // Dubai is 90 minutes behind India: the same instant is still the 23rd there.
    expect(formatInstantDay('2026-11-23T18:30:00.000Z', 'Asia/Dubai')).toBe('23 Nov 2026');
  });
});
