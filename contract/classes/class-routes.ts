// Group classes: the timetable, members' places and waitlists, the owner's series and the trainer's roster.
import { route } from '../routes';

export const classRoutes = {
  classTimetable: route({ method: 'GET', resource: 'classes', action: 'timetable', auth: 'public' }),
  /** the gym's class rules (cancel window, waitlist cutoff, no-show limit), shown before a member books */
  classRules: route({ method: 'GET', resource: 'classes', action: 'rules', auth: 'public' }),
  createClass: route({ method: 'POST', resource: 'classes', action: 'create', auth: 'gym_owner' }),
  updateClass: route({ method: 'POST', resource: 'classes', action: 'update', auth: 'gym_owner' }),
  endClass: route({ method: 'POST', resource: 'classes', action: 'end', auth: 'gym_owner' }),
  /** the owner's series of one gym */
  gymClasses: route({ method: 'GET', resource: 'classes', action: 'series', auth: 'gym_owner' }),
  cancelClassSession: route({ method: 'POST', resource: 'classes', action: 'cancel-session', auth: 'gym_owner' }),
  moveClassSession: route({ method: 'POST', resource: 'classes', action: 'move-session', auth: 'gym_owner' }),
  classSettings: route({ method: 'POST', resource: 'classes', action: 'settings', auth: 'gym_owner' }),
  waiveClassStrike: route({ method: 'POST', resource: 'classes', action: 'waive', auth: 'gym_owner' }),
  /** header Idempotency-Key required */
  bookClass: route({ method: 'POST', resource: 'classes', action: 'book', auth: 'member' }),
  cancelClass: route({ method: 'POST', resource: 'classes', action: 'cancel', auth: 'member' }),
  myClasses: route({ method: 'GET', resource: 'classes', action: 'mine', auth: 'member' }),
  /** the session's trainer or the gym's owner; anyone else 404 */
  /** the trainer's sessions at the gyms that accepted them (the trainer area) */
  teachingClasses: route({ method: 'GET', resource: 'classes', action: 'teaching', auth: 'trainer' }),
  classRoster: route({ method: 'GET', resource: 'classes', action: 'roster', auth: 'user' }),
  markClass: route({ method: 'POST', resource: 'classes', action: 'mark', auth: 'user' }),
} as const;

export type ClassRouteName = keyof typeof classRoutes;
