import type { Paged } from '@contract/common';
import type { City, GymDetail, GymSummary, Plan, PublicTrainer } from '@contract/gyms/gyms';
import type { RatingSummary, Review, ReviewListResult } from '@contract/community/reviews';

let seq = 0;
const next = (prefix: string) => `${prefix}_${++seq}`;

export function buildGymSummary(overrides: Partial<GymSummary> = {}): GymSummary {
  const id = overrides.id ?? next('gym');
  return {
    id,
    name: `Iron Temple ${id}`,
    area: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
    gymType: 'fitness_center',
    category: 'premium',
    rating: 4.5,
    reviewCount: 12,
    amenities: ['lockers', 'parking', 'wifi', 'shower'],
    openingTime: '06:00',
    closingTime: '22:00',
    weeklyOff: 'sunday',
    dayPassPaise: 20000,
    monthlyPaise: 150000,
    coverPhoto: null,
    verified: false,
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<Plan> & Pick<Plan, 'passType'>): Plan {
  const days = { day: 1, weekly: 7, monthly: 30, quarterly: 90, yearly: 365 }[overrides.passType];
  return { id: next('plan'), pricePaise: 10000 * days, durationDays: days, ...overrides };
}

export function buildTrainer(overrides: Partial<PublicTrainer> = {}): PublicTrainer {
  return {
    id: next('trainer'),
    name: 'Ravi Kumar',
    experienceYears: 6,
    availability: 'Mon-Fri, 6 AM - 11 AM',
    categories: ['Strength', 'CrossFit'],
    facilities: ['Free weights'],
    photoUrl: null,
    ...overrides,
  };
}

export function buildGymDetail(overrides: Partial<GymDetail> = {}): GymDetail {
  return {
    ...buildGymSummary(overrides),
    address: '12, 80 Feet Road',
    contactNumber: '+919876543210',
    email: 'hello@irontemple.in',
    establishedYear: 2015,
    description: 'A spacious gym with free weights and a yoga room.',
    ownerName: 'Meera Iyer',
    facilities: ['Cardio zone', 'Free weights'],
    timings: 'Mon-Sat 6 AM - 10 PM',
    timeZone: 'Asia/Kolkata',
    latitude: null,
    longitude: null,
    plans: [
      buildPlan({ passType: 'day', pricePaise: 20000 }),
      buildPlan({ passType: 'weekly', pricePaise: 90000 }),
      buildPlan({ passType: 'monthly', pricePaise: 150000 }),
      buildPlan({ passType: 'quarterly', pricePaise: 400000 }),
      buildPlan({ passType: 'yearly', pricePaise: 1400000 }),
    ],
    trainers: [buildTrainer()],
    photos: [],
    ...overrides,
  };
}

export function buildPage<T>(items: T[], overrides: Partial<Paged<T>> = {}): Paged<T> {
  const pageSize = overrides.pageSize ?? 12;
  const total = overrides.total ?? items.length;
  return { items, page: 1, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)), ...overrides };
}

export function buildCity(overrides: Partial<City> = {}): City {
  return { city: 'Bengaluru', state: 'Karnataka', gymCount: 10, ...overrides };
}

export function buildReview(overrides: Partial<Review> = {}): Review {
  return {
    id: next('review'),
    rating: 5,
    text: 'Clean, friendly and never crowded.',
    authorName: 'Priya S.',
    reply: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    repliedAt: null,
    ...overrides,
  };
}

/** A review list whose summary counts the given reviews unless told otherwise. */
export function buildReviewList(reviews: Review[], summary: Partial<RatingSummary> = {}, paging: Partial<Paged<Review>> = {}): ReviewListResult {
  const distribution = [1, 2, 3, 4, 5].map((stars) => reviews.filter((r) => r.rating === stars).length);
  const average = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
  return {
    summary: { average, count: reviews.length, distribution, ...summary },
    reviews: buildPage(reviews, paging),
  };
}
