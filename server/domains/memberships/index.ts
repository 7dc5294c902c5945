/** What the memberships domain offers the rest of the server; everything else in this folder is its own. */
export { createMembershipService } from './membership-service';
