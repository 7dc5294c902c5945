import { z } from 'zod';
import { idSchema } from '../common';
import { MAX_GYM_PHOTOS } from './uploads';

export { MAX_GYM_PHOTOS } from './uploads';

export const gymPhotoMessages = {
  loaded: 'Photos loaded',
  added: 'Photo added',
  deleted: 'Photo deleted',
  coverSet: 'Cover photo updated',
  limit: `A gym can have at most ${MAX_GYM_PHOTOS} photos. Delete one to add another.`,
  notFound: 'Photo not found',
} as const;

/** Two re-encoded WebP sizes: `small` for cards and thumbnails, `large` for the gallery. */
export const photoUrlsSchema = z.object({ small: z.string(), large: z.string() });
export type PhotoUrls = z.infer<typeof photoUrlsSchema>;

export const gymPhotoSchema = photoUrlsSchema.extend({
  id: z.string(),
  /** of the large image, so the page reserves its box before it loads */
  width: z.number().int(),
  height: z.number().int(),
  isCover: z.boolean(),
});
export type GymPhoto = z.infer<typeof gymPhotoSchema>;
export const gymPhotoListSchema = z.array(gymPhotoSchema);

export const gymPhotosQuerySchema = z.object({ gymId: idSchema }).strict();
/** The multipart text fields beside the `photo` file of gyms.php?action=photo. */
export const gymPhotoUploadFieldsSchema = z.object({ gymId: idSchema }).strict();
export const gymPhotoTargetBodySchema = z.object({ gymId: idSchema, photoId: idSchema }).strict();
