import { z } from 'zod';
import { idListSchema, idSchema, pagedSchema, pageQuerySchema, paiseSchema, timeZoneSchema } from '../common';
import { gymPhotoSchema, photoUrlsSchema } from './gym-photos';
import { amenities, classCategories, gymCategories, gymSorts, gymTypes, MAX_COMPARE, messages, NEAR_RADIUS_KM, NEAR_RADIUS_MAX_KM, passTypes, SEARCH_QUERY_MAX, weekdays } from '../constants';

export { amenities, gymCategories, gymSorts, gymTypes, MAX_COMPARE, defaultFreezeDays, passDays, passTypes, weekdays } from '../constants';

export const gymTypeSchema = z.enum(gymTypes);
export type GymType = z.infer<typeof gymTypeSchema>;

export const gymCategorySchema = z.enum(gymCategories);
export type GymCategory = z.infer<typeof gymCategorySchema>;

export const passTypeSchema = z.enum(passTypes);
export type PassType = z.infer<typeof passTypeSchema>;

export const amenitySchema = z.enum(amenities);
export type Amenity = z.infer<typeof amenitySchema>;

export const weeklyOffSchema = z.enum([...weekdays, 'none']);
export type WeeklyOff = z.infer<typeof weeklyOffSchema>;

export const planSchema = z.object({
  id: z.string(),
  passType: passTypeSchema,
  pricePaise: paiseSchema,
  durationDays: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const publicTrainerSchema = z.object({
  id: z.string(),
  name: z.string(),
  experienceYears: z.number().int(),
  availability: z.string(),
  categories: z.array(z.string()),
  facilities: z.array(z.string()),
  photoUrl: z.string().nullable(),
});
export type PublicTrainer = z.infer<typeof publicTrainerSchema>;

export const gymSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  gymType: gymTypeSchema,
  category: gymCategorySchema,
  rating: z.number(),
  reviewCount: z.number().int(),
  amenities: z.array(z.string()),
  openingTime: z.string(),
  closingTime: z.string(),
  weeklyOff: weeklyOffSchema,
  /** Day pass and monthly pass prices: what a visitor compares first. */
  dayPassPaise: paiseSchema.nullable(),
  monthlyPaise: paiseSchema.nullable(),
  /** the owner's chosen photo; null → the SPA shows the illustration of the gym's type */
  coverPhoto: photoUrlsSchema.nullable(),
  /** the platform's "Verified" badge: an admin checked the gym's documents (issue 25) */
  verified: z.boolean(),
  /** only in a "near me" search: kilometres from the visitor, one decimal */
  distanceKm: z.number().optional(),
});
export type GymSummary = z.infer<typeof gymSummarySchema>;

export const gymDetailSchema = gymSummarySchema.extend({
  address: z.string(),
  contactNumber: z.string(),
  email: z.string().nullable(),
  establishedYear: z.number().int().nullable(),
  description: z.string().nullable(),
  ownerName: z.string().nullable(),
  facilities: z.array(z.string()),
  timings: z.string(),
  /** the gym's zone: its timetable and hours are its clock */
  timeZone: timeZoneSchema,
  /** where "Get directions" points; null when the owner gave no coordinates (the address is used) */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  plans: z.array(planSchema),
  trainers: z.array(publicTrainerSchema),
  /** cover first, then in upload order */
  photos: z.array(gymPhotoSchema),
});
export type GymDetail = z.infer<typeof gymDetailSchema>;

export const gymSortSchema = z.enum(gymSorts);
export type GymSort = z.infer<typeof gymSortSchema>;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(item).max(amenities.length),
  );

const priceSchema = z.coerce.number().int().nonnegative(messages.priceNegative);

/** "19.0760,72.8777" → { lat, lng }: a point on Earth, or a 400 naming near. */
const nearSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d{1,8})?,\s*-?\d{1,3}(\.\d{1,8})?$/, messages.nearInvalid)
  .transform((v) => {
    const [lat, lng] = v.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, messages.nearInvalid);

/**
 * q matches city, area, state, name or pincode (typo-tolerant; commas separate like spaces); a longer q
 * is cut to what the box holds rather than refused. Prices filter on the monthly pass, in paise.
 * near=lat,lng keeps gyms within radiusKm and sorts them nearest first (unless sort says price or rating).
 */
export const gymSearchQuerySchema = pageQuerySchema
  .extend({
    q: z
      .string()
      .max(2000)
      .transform((v) => v.trim().slice(0, SEARCH_QUERY_MAX))
      .optional(),
    city: z.string().trim().max(60).optional(),
    type: gymTypeSchema.optional(),
    category: gymCategorySchema.optional(),
    amenities: csv(amenitySchema).optional(),
    /** gyms running a class of this category (a series not ended) */
    classCategory: z.enum(classCategories).optional(),
    minPrice: priceSchema.optional(),
    maxPrice: priceSchema.optional(),
    minRating: z.coerce.number().min(0).max(5).optional(),
    sort: gymSortSchema.default('relevance'),
    near: nearSchema.optional(),
    radiusKm: z.coerce.number().min(1).max(NEAR_RADIUS_MAX_KM).default(NEAR_RADIUS_KM),
    /** verified=true keeps only gyms with the badge; false (or absent) filters nothing */
    verified: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();
export type GymSearchQuery = z.input<typeof gymSearchQuerySchema>;
export const gymSearchResultSchema = pagedSchema(gymSummarySchema);
export type GymSearchResult = z.infer<typeof gymSearchResultSchema>;

export const gymGetQuerySchema = z.object({ id: idSchema }).strict();

export const gymCompareQuerySchema = z
  .object({
    ids: idListSchema(MAX_COMPARE, `Compare up to ${MAX_COMPARE} gyms`),
  })
  .strict();
export const gymCompareResultSchema = z.array(gymDetailSchema);

export const citySchema = z.object({ city: z.string(), state: z.string(), gymCount: z.number().int() });
export type City = z.infer<typeof citySchema>;
export const citiesResultSchema = z.array(citySchema);
