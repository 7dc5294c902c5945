import { describe, expect, it } from 'vitest';
import { timetableWeek } from '@contract/gyms/gym-profile-keys';

// The profile's timetable weeks run Monday to Sunday on the gym's own calendar, not on India's or the server's.
// The dates written here are data: no rule under test compares them with today.
describe('timetableWeek', () => {
  // Sunday 29 Nov, 21:30 UTC: already Monday 30 Nov, 03:00 in India; still Sunday 29 Nov, 16:30 in New York.
  const at = new Date('2026-11-29T21:30:00Z');

  it('is the week holding the gym’s own today', () => {
    expect(timetableWeek(at, 'Asia/Kolkata')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(timetableWeek(at, 'America/New_York')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('moves a whole week for "Next week"', () => {
    expect(timetableWeek(at, 'America/New_York', 1)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });
});
