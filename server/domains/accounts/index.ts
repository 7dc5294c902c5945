/** What the accounts domain offers the rest of the server; everything else in this folder is its own. */
export { createAccountService, listAccounts } from './account-service';
export { createOtpService } from './otp-service';
export { createSessionService } from './session-service';
export { createUserService, EMAIL_TAKEN } from './user-service';
