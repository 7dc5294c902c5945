import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { gymPhotoMessages, gymPhotoUploadFieldsSchema } from '@contract/gyms/gym-photos';
import { defineRoute, staffCaller } from '../../../routes/define-route';
import { acceptPhotoUploads, readPhotoUpload } from '../../../routes/photo-upload';

/** gyms.php photo actions of the signed-in owner: their own gyms only. */
export async function gymPhotosRoutes(app: FastifyInstance): Promise<void> {
  const { photos } = app.services;

  defineRoute(app, endpoints.gymPhotos, async ({ query, user }) => ({
    message: gymPhotoMessages.loaded,
    data: await photos.list(user.id, query.gymId),
  }));

  defineRoute(app, endpoints.deleteGymPhoto, async ({ body, user }) => ({
    message: gymPhotoMessages.deleted,
    data: await photos.remove(user.id, body.gymId, body.photoId),
  }));

  defineRoute(app, endpoints.setGymCover, async ({ body, user }) => ({
    message: gymPhotoMessages.coverSet,
    data: await photos.setCover(user.id, body.gymId, body.photoId),
  }));

  await app.register(async (uploads) => {
    await acceptPhotoUploads(uploads);
    defineRoute(uploads, endpoints.uploadGymPhoto, async ({ request, user }) => {
      const { fields, photo } = await readPhotoUpload(request, gymPhotoUploadFieldsSchema);
      const caller = await staffCaller(uploads, endpoints.uploadGymPhoto, user, fields);
      return { message: gymPhotoMessages.added, data: await photos.add(caller.id, fields.gymId, photo), statusCode: 201 };
    });
  });
}
