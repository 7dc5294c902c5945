import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { trainerMessages, trainerPhotoFieldsSchema } from '@contract/gyms/trainers';
import { defineRoute, staffCaller } from '../../../routes/define-route';
import { acceptPhotoUploads, readPhotoUpload } from '../../../routes/photo-upload';

/** trainers.php: an owner's team and the applications to their gyms; a trainer's own application. */
export async function trainersRoutes(app: FastifyInstance): Promise<void> {
  const { trainers } = app.services;

  defineRoute(app, endpoints.listTrainers, async ({ query, user }) => ({
    message: trainerMessages.loaded,
    data: await trainers.list(user.id, query.gymId),
  }));

  defineRoute(app, endpoints.myTrainerPlaces, async ({ user }) => ({ message: trainerMessages.loaded, data: await trainers.mine(user.id) }));

  defineRoute(app, endpoints.trainerApplications, async ({ query, user }) => ({
    message: trainerMessages.loaded,
    data: await trainers.applications(user.id, query.gymId),
  }));

  defineRoute(app, endpoints.createTrainer, async ({ body, user }) => ({
    message: trainerMessages.added,
    data: await trainers.create(user.id, body),
    statusCode: 201,
  }));

  defineRoute(app, endpoints.updateTrainer, async ({ body, user }) => ({
    message: trainerMessages.updated,
    data: await trainers.update(user.id, body),
  }));

  defineRoute(app, endpoints.deleteTrainer, async ({ body, user }) => {
    await trainers.remove(user.id, body.trainerId);
    return { message: trainerMessages.deleted };
  });

  defineRoute(app, endpoints.registerTrainer, async ({ body, user }) => ({
    message: trainerMessages.applied,
    data: await trainers.register(user.id, body),
    statusCode: 201,
  }));

  defineRoute(app, endpoints.decideTrainer, async ({ body, user }) => ({
    message: body.decision === 'accept' ? trainerMessages.accepted : trainerMessages.declined,
    data: await trainers.decide(user.id, body.trainerId, body.decision),
  }));

  await app.register(async (uploads) => {
    await acceptPhotoUploads(uploads);
    defineRoute(uploads, endpoints.trainerPhoto, async ({ request, user }) => {
      const { fields, photo } = await readPhotoUpload(request, trainerPhotoFieldsSchema);
      const caller = await staffCaller(uploads, endpoints.trainerPhoto, user, fields);
      return { message: trainerMessages.photoSaved, data: await trainers.setPhoto(caller, fields.trainerId, photo) };
    });
  });
}
