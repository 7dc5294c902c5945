import type { ClassRules, ClassSeries, ClassSession } from '@contract/classes/classes';

let seq = 0;

/** A session of a yoga series at gym g1, with places left. */
export function buildClassSession(overrides: Partial<ClassSession> = {}): ClassSession {
  seq += 1;
  return {
    id: `cs${seq}`,
    seriesId: 'series1',
    gymId: 'g1',
    title: 'Morning Yoga',
    category: 'yoga',
    trainerId: null,
    trainerName: 'Meera Iyer',
    startsAt: '2026-11-26T01:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    durationMinutes: 60,
    capacity: 12,
    booked: 4,
    available: 8,
    waitlisted: 0,
    cancelled: false,
    cancelReason: null,
    ...overrides,
  };
}

export function buildClassSeries(overrides: Partial<ClassSeries> = {}): ClassSeries {
  return {
    id: 'series1',
    gymId: 'g1',
    title: 'Morning Yoga',
    category: 'yoga',
    trainerId: null,
    capacity: 12,
    durationMinutes: 60,
    days: ['monday', 'thursday'],
    startTime: '07:00',
    startDate: '2026-11-23',
    endDate: null,
    ended: false,
    ...overrides,
  };
}

export function buildClassRules(overrides: Partial<ClassRules> = {}): ClassRules {
  return { gymId: 'g1', cancelHours: 2, waitlistCutoffMinutes: 30, noShowLimit: 3, noShowWindowDays: 30, blockDays: 3, ...overrides };
}
