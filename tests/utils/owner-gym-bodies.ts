import type { GymCreateBody } from '@contract/gyms/owner-gyms';

/**
 * A complete, valid gyms.php?action=create body (and owners.php register's `gym`): a premium gym in
 * Baner, Pune, offering a day pass (₹250) and a monthly pass (₹2,999). Spread overrides over it.
 */
export function validGymBody(overrides: Partial<GymCreateBody> = {}): GymCreateBody {
  return {
    name: 'Sahyadri Strength Club',
    contactNumber: '98220 12345',
    email: 'hello@sahyadri.example',
    address: '2nd floor, Baner Road, near Balewadi Phata',
    area: 'Baner',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411045',
    gymType: 'fitness_center',
    category: 'premium',
    establishedYear: 2018,
    description: 'Free weights, rigs and a 20 m turf for conditioning.',
    facilities: ['Free weights', 'Turf'],
    amenities: ['lockers', 'shower', 'parking'],
    openingTime: '05:30',
    closingTime: '23:00',
    weeklyOff: 'none',
    slotCapacity: 25,
    gstin: null,
    gstRateBp: 500,
    latitude: 18.559,
    longitude: 73.7868,
    plans: [
      { passType: 'day', active: true, pricePaise: 25_000 },
      { passType: 'monthly', active: true, pricePaise: 299_900 },
    ],
    ...overrides,
  };
}
