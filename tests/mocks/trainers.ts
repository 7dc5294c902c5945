import type { GymPhoto } from '@contract/gyms/gym-photos';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import type { Trainer } from '@contract/gyms/trainers';

let seq = 0;

export function buildTrainerRecord(overrides: Partial<Trainer> = {}): Trainer {
  seq += 1;
  return {
    id: `trainer_${seq}`,
    gymId: 'g1',
    name: 'Ravi Kumar',
    experienceYears: 6,
    availability: 'Mon–Fri, 6–10 AM',
    categories: ['Strength', 'Mobility'],
    facilities: ['Free weights'],
    photoUrl: null,
    status: 'accepted',
    mobile: null,
    createdAt: '2026-03-01T04:30:00.000Z',
    ...overrides,
  };
}

export function buildOwnerGym(overrides: Partial<OwnerGym> = {}): OwnerGym {
  return { id: 'g1', name: 'Alpha Fitness', area: 'Baner', city: 'Pune', active: true, rating: 4.5, reviewCount: 10, bookingsThisMonth: 3, verified: false, timeZone: 'Asia/Kolkata', ...overrides };
}

export function buildGymPhoto(overrides: Partial<GymPhoto> = {}): GymPhoto {
  seq += 1;
  const id = overrides.id ?? `photo${String(seq).padStart(18, '0')}ab`;
  return { id, small: `/uploads/${id}-sm.webp`, large: `/uploads/${id}-lg.webp`, width: 1600, height: 1067, isCover: false, ...overrides };
}

/** A File as a picker hands it over; `size` pads it to that many bytes. */
export function photoFile(name = 'photo.jpg', type = 'image/jpeg', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}
