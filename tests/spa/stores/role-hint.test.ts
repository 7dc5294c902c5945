import { beforeEach, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/stores/session-store';
import { makeSessionUser } from '@tests/utils/session';

// The server's role hint (server/plugins/app/role-hint.ts) left behind by a session this browser no longer holds
// (its storage cleared, the cookie not) would have the next page drawn as a signed-in area: the app forgets it at start.
const startApp = async () => {
  vi.resetModules();
  await import('@/stores/session-store');
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'gk_role=gym_owner.s1.sig; Path=/';
  return () => void (document.cookie = 'gk_role=; Max-Age=0; Path=/');
});

it('forgets a role hint left without a stored session as the app starts', async () => {
  await startApp();
  expect(document.cookie).not.toContain('gk_role');
});

it('keeps the role hint of the session the browser holds', async () => {
  const state = { token: 't_saved', userType: 'gym_owner', user: makeSessionUser('gym_owner'), isLoggedIn: true };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
  await startApp();
  expect(document.cookie).toBe('gk_role=gym_owner.s1.sig');
});
