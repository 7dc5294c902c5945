// Every read the drawn pages make, each answering as its API does: the one place the pages reach into the domains.
import type { FastifyInstance } from 'fastify';
import { busyListAt, gymBusyAt } from '../../domains/attendance';
import { listReviews, type ReviewListParams } from '../../domains/community';
import { getGym, type GymSearch } from '../../domains/gyms';

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
