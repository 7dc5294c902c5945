import { accountsDomain } from './accounts/routes';
import { gymsDomain } from './gyms/routes';
import { communityDomain } from './community/routes';
import { adminDomain } from './admin/routes';
import { bookingsDomain } from './bookings/routes';
import { attendanceDomain } from './attendance/routes';
import { membershipsDomain } from './memberships/routes';
import { messagingDomain } from './messaging/routes';
import { classesDomain } from './classes/routes';

/** The domains' routes in the order the app registers them. */
export const domainRoutes = [accountsDomain, gymsDomain, communityDomain, adminDomain, bookingsDomain, attendanceDomain, membershipsDomain, messagingDomain, classesDomain];
