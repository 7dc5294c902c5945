/** What the gyms domain offers the rest of the server; everything else in this folder is its own. */
export { createGymPhotoService } from './gym-photo-service';
export { createGymSearch, type GymSearch } from './gym-search-service';
export { getGym } from './gym-service';
export { insertGym } from './owner-gym-service';
export { type CachedSearcher, withAnswerCache } from './search-answer-cache';
export { createTrainerService } from './trainer-service';
export { createStaffService, staffAccountOf } from './staff-service';
