import type { User } from '@contract/accounts/auth';
import type { UserType } from '@contract/common';
import { signedOutSession, useSessionStore } from '@/stores/session-store';

export type SessionInit = { userType?: UserType; user?: Partial<User>; token?: string };

export function makeSessionUser(userType: UserType = 'member', overrides: Partial<User> = {}): User {
  return {
    id: 'u_test',
    mobile: '+919876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    userType,
    profileComplete: true,
    hasPassword: false,
    ...overrides,
  };
}

/** Signed out, as a fresh visitor: the store is a module singleton shared by every test in a file. */
export function resetSession(): void {
  useSessionStore.setState({ ...signedOutSession, marketingOptIn: undefined });
}

/** Signed in exactly as a successful verify leaves the session (persisted too). */
export function startSession({ userType = 'member', user, token = 'tok_test' }: SessionInit = {}): User {
  const full = makeSessionUser(userType, user);
  useSessionStore.setState({ token, userType: full.userType, user: full, isLoggedIn: true });
  return full;
}
