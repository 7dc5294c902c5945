import type { Booking } from '@contract/bookings/bookings';
import type { OwnerDashboard } from '@contract/accounts/dashboard';
import type { GymMember } from '@contract/gyms/members';

let seq = 0;

/** A member of gym g1 who walked in, holds a monthly pass to pay at the gym and visited twice this month. */
export function buildGymMember(overrides: Partial<GymMember> = {}): GymMember {
  seq += 1;
  return {
    id: `m${seq}`,
    name: 'Ravi Kumar',
    mobile: '+919876500001',
    email: 'ravi@example.com',
    source: 'walk_in',
    joinedAt: '2026-11-20T05:00:00.000Z',
    currentPass: { bookingId: `b${seq}`, code: 'GKABCDEFGH', passType: 'monthly', startDate: '2026-11-20', endDate: '2026-12-19', status: 'confirmed', paymentStatus: 'unpaid' },
    lastVisitAt: '2026-11-21T01:30:00.000Z',
    visitsThisMonth: 2,
    ...overrides,
  };
}

export function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    code: 'GKWALKIN22',
    status: 'confirmed',
    paymentStatus: 'unpaid',
    paymentMethod: 'at_gym',
    passType: 'monthly',
    startDate: '2026-11-25',
    endDate: '2026-12-24',
    slotTime: '06:00',
    amountPaise: 250_000,
    promoCode: null,
    discountPaise: 0,
    gymId: 'g1',
    gymName: 'Alpha Fitness',
    gymArea: 'Baner',
    timeZone: 'Asia/Kolkata',
    gymCity: 'Pune',
    createdAt: '2026-11-25T04:30:00.000Z',
    cancelledAt: null,
    cancelReason: null,
    holdExpiresAt: null,
    changeDeadline: '2026-11-25T22:30:00.000Z',
    canChange: true,
    upiLink: null,
    freezes: [],
    freezeDaysLeft: 7,
    upgradedFromId: null,
    autoRenew: null,
    ...overrides,
  };
}

export function buildOwnerDashboard(overrides: Partial<OwnerDashboard> = {}): OwnerDashboard {
  return {
    gymId: 'g1',
    today: '2026-11-25',
    checkInsToday: 7,
    bookingsToday: 4,
    earningsThisMonthPaise: 1_250_000,
    pendingReviews: 2,
    trainerApplications: 1,
    newMembersThisWeek: 3,
    bookingsByDay: Array.from({ length: 30 }, (_, i) => ({ date: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10), count: i % 4 })),
    ...overrides,
  };
}
