// Trainers: kept out of routes.ts, which the SPA's first load carries, since only lazy owner and registration screens call them.
import { route } from '../routes';

export const trainerRoutes = {
  listTrainers: route({ method: 'GET', resource: 'trainers', action: 'list', auth: 'gym_owner' }),
  createTrainer: route({ method: 'POST', resource: 'trainers', action: 'create', auth: 'gym_owner' }),
  updateTrainer: route({ method: 'POST', resource: 'trainers', action: 'update', auth: 'gym_owner' }),
  deleteTrainer: route({ method: 'POST', resource: 'trainers', action: 'delete', auth: 'gym_owner' }),
  /** multipart: trainerId + photo; the gym's owner, or the trainer whose application it is */
  trainerPhoto: route({ method: 'POST', resource: 'trainers', action: 'photo', auth: 'user' }),
  registerTrainer: route({ method: 'POST', resource: 'trainers', action: 'register', auth: 'trainer' }),
  /** the trainer's own applications and places, with each gym's name and the owner's decision */
  myTrainerPlaces: route({ method: 'GET', resource: 'trainers', action: 'mine', auth: 'trainer' }),
  trainerApplications: route({ method: 'GET', resource: 'trainers', action: 'applications', auth: 'gym_owner' }),
  decideTrainer: route({ method: 'POST', resource: 'trainers', action: 'decide', auth: 'gym_owner' }),
} as const;

export type TrainerRouteName = keyof typeof trainerRoutes;
