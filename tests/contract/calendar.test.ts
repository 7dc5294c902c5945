import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDay, mondayOf, monthEndOf, todayIn, weekdayIndexOf } from '@contract/calendar';
import { gymDay } from '@/features/trainer-area/components/days';

// The one calendar: days on a zone's clock, then plain calendar arithmetic.
// The dates written here are data: no rule under test compares them with today.
describe('the calendar', () => {
  it('adds days across months, years and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts the days between two days, either way round', () => {
    expect(daysBetween('2026-12-01', '2026-12-31')).toBe(30);
    expect(daysBetween('2028-03-01', '2028-02-28')).toBe(-2);
    expect(daysBetween('2026-12-02', '2026-12-02')).toBe(0);
  });

  it('finds a week’s Monday, and a month’s first and last day', () => {
    expect([weekdayIndexOf('2026-12-06'), mondayOf('2026-12-06'), mondayOf('2026-11-30')]).toEqual([0, '2026-11-30', '2026-11-30']);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-01');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-01');
    expect([monthEndOf('2028-02-10'), monthEndOf('2027-02-10'), monthEndOf('2026-12-02')]).toEqual(['2028-02-29', '2027-02-28', '2026-12-31']);
  });

  it('knows a real day from a day-shaped string', () => {
    expect([isCalendarDay('2028-02-29'), isCalendarDay('2027-02-29'), isCalendarDay('2026-13-01'), isCalendarDay('someday')]).toEqual([true, false, false, false]);
  });

  it('reads today on the zone’s clock: India is a day ahead of UTC from 18:30', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(todayIn('UTC', new Date('2026-12-31T18:30:00Z'))).toBe('2026-12-31');
  });

  it('gives a trainer tomorrow as the next calendar day, even when the gym’s day has 25 hours', () => {
    // New York leaves daylight saving on 1 Nov 2026: 00:30 EDT that day plus 24 hours is still 1 Nov, 23:30 EST.
    const justAfterMidnight = Date.parse('2026-11-01T04:30:00Z');
    expect(gymDay(justAfterMidnight, 0, 'America/New_York')).toBe('2026-11-01');
    expect(gymDay(justAfterMidnight, 1, 'America/New_York')).toBe('2026-11-02');
  });
});
