import type { OwnedGym, OwnerGym, OwnerPlan } from '@contract/gyms/owner-gyms';

/** One of the owner's gyms as gyms.php?action=mine lists it. */
export const ownerGym = (overrides: Partial<OwnerGym> = {}): OwnerGym => ({
  id: 'g1',
  name: 'Sahyadri Strength Club',
  area: 'Baner',
  city: 'Pune',
  active: true,
  rating: 4.5,
  reviewCount: 12,
  bookingsThisMonth: 37,
  verified: false,
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

/** Every field of that gym as gyms.php?action=owned answers it. */
export const ownedGym = (overrides: Partial<OwnedGym> = {}): OwnedGym => ({
  id: 'g1',
  name: 'Sahyadri Strength Club',
  contactNumber: '+919822012345',
  email: 'hello@sahyadri.example',
  address: '2nd floor, Baner Road',
  area: 'Baner',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411045',
  gymType: 'fitness_center',
  category: 'premium',
  establishedYear: 2018,
  description: 'Rigs and free weights.',
  facilities: ['Free weights'],
  amenities: ['lockers', 'shower'],
  openingTime: '06:00',
  closingTime: '22:00',
  weeklyOff: 'sunday',
  slotCapacity: 25,
  gstin: null,
  gstRateBp: 500,
  upiId: null,
  latitude: null,
  longitude: null,
  active: true,
  verified: false,
  timeZone: 'Asia/Kolkata',
  freezeNoticeDays: 0,
  verification: null,
  ...overrides,
});

/** Its passes: day ₹250 and monthly ₹2,999 on, a weekly pass off with its old price, the rest never priced. */
export const ownerPlans = (): OwnerPlan[] => [
  { passType: 'day', active: true, pricePaise: 25_000, durationDays: 1, freezeDays: 0 },
  { passType: 'weekly', active: false, pricePaise: 99_900, durationDays: 7, freezeDays: 0 },
  { passType: 'monthly', active: true, pricePaise: 299_900, durationDays: 30, freezeDays: 7 },
  { passType: 'quarterly', active: false, pricePaise: null, durationDays: 90, freezeDays: 15 },
  { passType: 'yearly', active: false, pricePaise: null, durationDays: 365, freezeDays: 30 },
];
