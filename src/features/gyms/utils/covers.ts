import type { PhotoUrls } from '@contract/gyms/gym-photos';
import type { GymType } from '@contract/gyms/gyms';

/** A gym without photos shows an illustration of its type (public/covers): never a fake photograph. */
export const illustrationOf = (gymType: GymType) => `/covers/${gymType}.svg`;

/** The two sizes of a photo for the browser to choose from by the space it has. */
export const photoSrcSet = (photo: PhotoUrls) => `${photo.small} 800w, ${photo.large} 1600w`;
