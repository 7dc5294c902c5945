// A gym's photos: only the owner's photo manager calls them, so they stay out of routes.ts.
import { route } from '../routes';

export const gymPhotoRoutes = {
  gymPhotos: route({ method: 'GET', resource: 'gyms', action: 'photos', auth: 'gym_owner' }),
  /** multipart: gymId + photo */
  uploadGymPhoto: route({ method: 'POST', resource: 'gyms', action: 'photo', auth: 'gym_owner' }),
  deleteGymPhoto: route({ method: 'POST', resource: 'gyms', action: 'delete-photo', auth: 'gym_owner' }),
  setGymCover: route({ method: 'POST', resource: 'gyms', action: 'cover', auth: 'gym_owner' }),
} as const;

export type GymPhotoRouteName = keyof typeof gymPhotoRoutes;
