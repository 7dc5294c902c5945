/** What the memberships domain offers the rest of the server; everything else in this folder is its own. */
export { createMembershipService } from './membership-service';
export { createAutoRenewService, type AutoRenewService } from './auto-renew-service';
export { createAutoRenewCycle, type AutoRenewCycle, type RenewalReport } from './auto-renew-cycle';
