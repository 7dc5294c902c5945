// Every read the drawn pages make, each answering as its API does. The services' imports stay together here so a
// move of server/services/ touches this file alone.
import type { FastifyInstance } from 'fastify';
import { busyListAt, gymBusyAt } from '../../services/attendance-service';
import type { GymSearch } from '../../services/gym-search-service';
import { getGym } from '../../services/gym-service';
import { listReviews, type ReviewListParams } from '../../services/review-service';

/** The reads, bound to this app's database and clock (the search through its answer cache, classes through app.services). */
export const pageReads = (app: FastifyInstance) => ({
  gym: (gymId: string) => getGym(app.db, gymId),
  gymBusy: (gymId: string) => gymBusyAt(app.db, gymId, app.now()),
  gymsBusy: (gymIds: string[]) => busyListAt(app.db, gymIds, app.now()),
  reviews: (query: ReviewListParams) => listReviews(app.db, query),
  classTimetable: (query: { gymId: string; from: string; to: string }) => app.services.classes.timetable(query),
  classRules: (gymId: string) => app.services.classes.rules(gymId),
  searchGyms: (query: GymSearch) => app.gymSearch(query),
});

export type PageReads = ReturnType<typeof pageReads>;
