import { z } from 'zod';

/** One of the signed-in owner's gyms, as every owner screen's gym switcher and manage-gyms list it. */
export const ownerGymSchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  city: z.string(),
  /** false once deactivated: hidden from search, bookings kept */
  active: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** bookings made this calendar month (gym's zone), whatever their status */
  bookingsThisMonth: z.number().int(),
});
export type OwnerGym = z.infer<typeof ownerGymSchema>;
export const ownerGymListSchema = z.array(ownerGymSchema);
