import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { setNavigator } from '@/lib/navigation';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeSessionUser, resetSession } from '@tests/utils/session';

const MOBILE = '9876543210';
const store = () => useSessionStore.getState();
const persisted = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;

/** Answers send-otp like the server, remembering what it was sent. */
function acceptSend(resendAfter = 30) {
  const seen: unknown[] = [];
  server.use(
    mockEndpoint(endpoints.sendOtp, ({ body }) => {
      seen.push(body);
      return { message: 'OTP sent successfully', data: { resendAfter, expiresIn: 300 } };
    }),
  );
  return seen;
}

const navigate = vi.fn();
beforeEach(() => {
  resetSession();
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
});

describe('send OTP', () => {
  it('remembers the number, marks the OTP sent and counts down what the server says', async () => {
    const seen = acceptSend(45);
    const sending = store().sendOtp(MOBILE, 'gym_owner');
    expect(store().sendingOtp).toBe(true);
    await expect(sending).resolves.toBe('OTP sent successfully');
    expect(seen).toEqual([{ mobile: MOBILE, userType: 'gym_owner' }]);
    expect(store()).toMatchObject({ isOtpSent: true, currentMobile: MOBILE, resendCountdown: 45, userType: 'gym_owner', sendingOtp: false });
  });

  it("rejects with the message of an envelope whose status is 'Error', leaving nothing sent", async () => {
    server.use(mockEndpoint(endpoints.sendOtp, { status: 200, raw: true, body: { status: 'Error', message: 'Too many OTP requests' } }));
    await expect(store().sendOtp(MOBILE, 'member')).rejects.toThrow('Too many OTP requests');
    expect(store()).toMatchObject({ isOtpSent: false, currentMobile: null, sendingOtp: false });
  });

  it.each([
    ['', 'member'],
    [MOBILE, null],
    [MOBILE, undefined],
  ] as const)('needs both a mobile and a user type (%j, %j)', async (mobile, userType) => {
    await expect(store().sendOtp(mobile, userType)).rejects.toThrow('Mobile & user type required');
    expect(store().isOtpSent).toBe(false);
  });
});

describe('resend OTP', () => {
  it('is refused while the countdown is running', async () => {
    acceptSend(30);
    await store().sendOtp(MOBILE, 'member');
    await expect(store().resendOtp()).rejects.toThrow('Resend not allowed yet');
  });

  it('is refused when no number is stored', async () => {
    await expect(store().resendOtp()).rejects.toThrow('Resend not allowed yet');
  });

  it('sends again to the same number and type once the countdown reaches 0', async () => {
    const seen = acceptSend(2);
    await store().sendOtp(MOBILE, 'gym_owner');
    store().tickCountdown();
    store().tickCountdown();
    store().tickCountdown();
    expect(store().resendCountdown).toBe(0);
    await store().resendOtp();
    expect(seen).toEqual([
      { mobile: MOBILE, userType: 'gym_owner' },
      { mobile: MOBILE, userType: 'gym_owner' },
    ]);
    expect(store().resendCountdown).toBe(2);
  });
});

describe('verify OTP', () => {
  async function sent(userType: 'member' | 'gym_owner' = 'member') {
    acceptSend();
    await store().sendOtp(MOBILE, userType);
  }

  it('stores the token, user type and user and signs in', async () => {
    await sent('gym_owner');
    const user = makeSessionUser('gym_owner');
    let body: unknown;
    server.use(
      mockEndpoint(endpoints.verifyOtp, (request) => {
        body = request.body;
        return { message: 'Login successful!', data: { token: 'tok_abc', user } };
      }),
    );
    const verifying = store().verifyOtp('123456');
    expect(store().verifyingOtp).toBe(true);
    await expect(verifying).resolves.toEqual(user);
    expect(body).toEqual({ mobile: MOBILE, otp: '123456', userType: 'gym_owner' });
    expect(store()).toMatchObject({ token: 'tok_abc', userType: 'gym_owner', user, isLoggedIn: true, verifyingOtp: false });
  });

  it('needs a stored number and an OTP', async () => {
    await expect(store().verifyOtp('123456')).rejects.toThrow('Missing OTP or context');
    await sent();
    await expect(store().verifyOtp('')).rejects.toThrow('Missing OTP or context');
    expect(store().isLoggedIn).toBe(false);
  });

  it('refuses an answer without data', async () => {
    await sent();
    server.use(mockEndpoint(endpoints.verifyOtp, { status: 200, raw: true, body: { status: 'Success', message: 'OK' } }));
    await expect(store().verifyOtp('123456')).rejects.toThrow('Invalid verification response');
    expect(store()).toMatchObject({ isLoggedIn: false, token: null, verifyingOtp: false });
  });

  it('refuses an answer whose user has no user type', async () => {
    await sent();
    const { userType: _omitted, ...user } = makeSessionUser();
    server.use(mockEndpoint(endpoints.verifyOtp, { status: 200, raw: true, body: { status: 'Success', message: 'OK', data: { token: 't', user } } }));
    await expect(store().verifyOtp('123456')).rejects.toThrow('Invalid verification response');
    expect(store().isLoggedIn).toBe(false);
  });
});

describe('marketing opt-in', () => {
  it('the sign-in box goes with the code (a resend keeps it) and is never stored', async () => {
    const sent = acceptSend(0);
    useSessionStore.setState({ marketingOptIn: true });
    await store().sendOtp(MOBILE, 'member');
    await store().resendOtp();
    expect(sent).toEqual([{ mobile: MOBILE, userType: 'member' }, { mobile: MOBILE, userType: 'member' }]);
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.verifyOtp, ({ body }) => (bodies.push(body), { data: { token: 'tok_abc', user: makeSessionUser('member') } })));
    await store().verifyOtp('123456');
    expect(bodies).toEqual([{ mobile: MOBILE, otp: '123456', userType: 'member', marketingOptIn: true }]);
    expect(persisted()!.state).not.toHaveProperty('marketingOptIn');
  });
});

describe('persistence', () => {
  it(`keeps exactly token, userType, user and isLoggedIn under ${SESSION_STORAGE_KEY}`, async () => {
    acceptSend(30);
    await store().sendOtp(MOBILE, 'member');
    const user = makeSessionUser('member');
    server.use(mockEndpoint(endpoints.verifyOtp, { data: { token: 'tok_abc', user } }));
    await store().verifyOtp('123456');
    const saved = persisted();
    expect(Object.keys(saved!.state).sort()).toEqual(['isLoggedIn', 'token', 'user', 'userType']);
    expect(saved!.state).toEqual({ token: 'tok_abc', userType: 'member', user, isLoggedIn: true });
  });

  it('never stores the transient OTP fields', async () => {
    acceptSend(30);
    await store().sendOtp(MOBILE, 'member');
    const state = persisted()!.state;
    for (const transient of ['currentMobile', 'isOtpSent', 'sendingOtp', 'verifyingOtp', 'resendCountdown']) {
      expect(state).not.toHaveProperty(transient);
    }
  });

  it('restores a stored session on load', async () => {
    const user = makeSessionUser('gym_owner');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 't_saved', userType: 'gym_owner', user, isLoggedIn: true }, version: 0 }));
    await useSessionStore.persist.rehydrate();
    expect(store()).toMatchObject({ token: 't_saved', userType: 'gym_owner', user, isLoggedIn: true });
  });
});

describe('logout', () => {
  it('resets everything, clears storage, revokes the token and replaces the page with sign-in', async () => {
    const user = makeSessionUser('gym_owner');
    useSessionStore.setState({
      token: 'tok_abc',
      userType: 'gym_owner',
      user,
      isLoggedIn: true,
      currentMobile: MOBILE,
      isOtpSent: true,
      resendCountdown: 12,
    });
    expect(persisted()).not.toBeNull();
    let authorization: string | null = null;
    server.use(
      mockEndpoint(endpoints.logout, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return { data: null };
      }),
    );

    store().logout();

    expect(store()).toMatchObject({
      token: null,
      userType: 'member',
      user: null,
      isLoggedIn: false,
      currentMobile: null,
      isOtpSent: false,
      resendCountdown: 0,
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/user-login', { replace: true });
    await vi.waitFor(() => expect(authorization).toBe('Bearer tok_abc'));
  });

  it('ends the local session even when the server cannot be reached', async () => {
    useSessionStore.setState({ token: 'tok_abc', userType: 'member', user: makeSessionUser(), isLoggedIn: true });
    let called = false;
    server.use(
      mockEndpoint(endpoints.logout, () => {
        called = true;
        return { status: 500, message: 'Server error. Please try again later.' };
      }),
    );
    store().logout();
    expect(store().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/user-login', { replace: true });
    await vi.waitFor(() => expect(called).toBe(true));
  });
});
