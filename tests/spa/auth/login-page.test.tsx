import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { LoginPage } from '@/features/auth/components/login-page';
import { useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { MOBILE, renderAt, resetSession } from './render-auth';

const MOBILE_INVALID = 'Enter a valid Indian mobile number (10 digits starting with 6-9; +91 or 0 prefix allowed).';
const sent = { data: { resendAfter: 30, expiresIn: 300 }, message: 'OTP sent successfully' };

const mobileField = () => screen.getByRole('textbox', { name: 'Mobile number' });
const otpField = () => screen.getByRole('textbox', { name: 'One-time password (OTP)' });
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, { owner = false, mobile = MOBILE } = {}) {
  await user.type(mobileField(), mobile);
  if (owner) await user.click(screen.getByRole('checkbox', { name: 'I am a gym owner' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
  await user.click(sendButton());
}

beforeEach(resetSession);
afterEach(() => vi.useRealTimers());

describe('LoginPage: mobile step', () => {
  it('shows a heading, the four checkboxes and the Send OTP button', () => {
    renderAt(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Gymkhana');
    for (const name of ['I am a gym owner', 'I accept the Terms of Service', 'I accept the Privacy Policy', 'Send me offers and fitness updates']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(sendButton()).toBeEnabled();
  });

  it('says the mobile number is required, linked to the field and focused', async () => {
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.click(sendButton());
    expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
    expect(mobileField()).toHaveAccessibleDescription('Mobile number is required');
    expect(mobileField()).toHaveFocus();
  });

  it('rejects a number that is not an Indian mobile', async () => {
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.type(mobileField(), '5123456789');
    await user.click(sendButton());
    expect(await screen.findByText(MOBILE_INVALID)).toBeInTheDocument();
    expect(mobileField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the ticked offers box with the code that signs in', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.sendOtp, sent),
      mockEndpoint(endpoints.verifyOtp, ({ body }) => (bodies.push(body), { status: 400, message: 'Invalid credentials', data: { attemptsLeft: 4 } })),
    );
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.type(mobileField(), MOBILE);
    for (const name of ['I accept the Terms of Service', 'I accept the Privacy Policy', 'Send me offers and fitness updates']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(sendButton());
    await user.type(await screen.findByRole('textbox', { name: 'One-time password (OTP)' }), '123456');
    expect(await screen.findByText('4 tries left for this code.')).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: MOBILE, otp: '123456', userType: 'member', marketingOptIn: true }]);
  });

  it('does not send until the terms are accepted', async () => {
    const calls = vi.fn();
    server.use(mockEndpoint(endpoints.sendOtp, () => (calls(), sent)));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.type(mobileField(), MOBILE);
    await user.click(sendButton());
    const terms = screen.getByRole('checkbox', { name: 'I accept the Terms of Service' });
    expect(await screen.findByText('Accept Terms to Continue')).toBeInTheDocument();
    expect(terms).toHaveAccessibleDescription('Accept Terms to Continue');
    expect(terms).toHaveFocus();
    expect(calls).not.toHaveBeenCalled();
  });

  it('says the privacy policy must be accepted too, each missing one under its own box', async () => {
    const calls = vi.fn();
    server.use(mockEndpoint(endpoints.sendOtp, () => (calls(), sent)));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.type(mobileField(), MOBILE);
    await user.click(sendButton());
    const privacy = screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' });
    expect(await screen.findByText('Accept the Privacy Policy to continue')).toBeInTheDocument();
    expect(privacy).toHaveAccessibleDescription('Accept the Privacy Policy to continue');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await user.click(sendButton());
    expect(screen.queryByText('Accept Terms to Continue')).not.toBeInTheDocument();
    expect(screen.getByText('Accept the Privacy Policy to continue')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('links the Terms of Service and the Privacy Policy to their pages, in a new tab', () => {
    renderAt(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['+91 98123 45678', '+919812345678'],
    ['098123 45678', '09812345678'],
    ['98123-45678', '9812345678'],
    [' 9812 345 678 ', '9812345678'],
  ])('accepts %j as people type it, sending %j', async (typed, expected) => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.sendOtp, ({ body }) => (bodies.push(body), sent)));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await fillAndSend(user, { mobile: typed });
    await screen.findByText('OTP sent successfully');
    expect(bodies).toEqual([{ mobile: expected, userType: 'member' }]);
    expect(mobileField()).toHaveValue('+91 98123 45678');
    expect(screen.getByText('Enter the 6-digit code we sent to +91 98123 45678.')).toBeInTheDocument();
  });

  it('sends userType member by default, with the number as typed', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.sendOtp, ({ body }) => (bodies.push(body), sent)));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await fillAndSend(user, { mobile: '+919876543210' });
    await screen.findByText('OTP sent successfully');
    expect(bodies).toEqual([{ mobile: '+919876543210', userType: 'member' }]);
  });

  it('sends userType gym_owner when "I am a gym owner" is ticked, busy while it waits', async () => {
    const bodies: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(mockEndpoint(endpoints.sendOtp, async ({ body }) => (bodies.push(body), await gate, sent)));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await fillAndSend(user, { owner: true });
    await waitFor(() => expect(sendButton()).toHaveAttribute('aria-busy', 'true'));
    expect(sendButton()).toBeDisabled();
    release();
    await screen.findByText('OTP sent successfully');
    expect(bodies).toEqual([{ mobile: MOBILE, userType: 'gym_owner' }]);
    expect(useSessionStore.getState().userType).toBe('gym_owner');
  });

  it('locks the number after sending, focuses the OTP field, and "Change number" unlocks it', async () => {
    server.use(mockEndpoint(endpoints.sendOtp, sent));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await fillAndSend(user);
    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent successfully');
    expect(mobileField()).toHaveAttribute('readonly');
    expect(mobileField()).toHaveValue('+91 98765 43210');
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    expect(otpField()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(useSessionStore.getState()).toMatchObject({ isOtpSent: false, currentMobile: null });
    expect(screen.queryByRole('textbox', { name: 'One-time password (OTP)' })).not.toBeInTheDocument();
    expect(mobileField()).not.toHaveAttribute('readonly');
    expect(mobileField()).toHaveValue(MOBILE);
    expect(mobileField()).toHaveFocus();
  });

  it("shows the message of a status 'Error' envelope", async () => {
    server.use(mockEndpoint(endpoints.sendOtp, { status: 200, raw: true, body: { status: 'Error', message: 'Failed to send OTP' } }));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
    expect(useSessionStore.getState().isOtpSent).toBe(false);
    expect(mobileField()).not.toHaveAttribute('readonly');
  });

  it('shows the message of a 429 answer', async () => {
    server.use(mockEndpoint(endpoints.sendOtp, { status: 429, message: 'Too many requests. Please try again in 60 seconds.' }));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 60 seconds.');
  });
});

describe('LoginPage: OTP step', () => {
  const otpSentState = (resendCountdown = 0) =>
    useSessionStore.setState({ isOtpSent: true, currentMobile: MOBILE, userType: 'member', resendCountdown });

  it('gives the OTP field the attributes phones and password managers read', () => {
    otpSentState();
    renderAt(<LoginPage />);
    expect(otpField()).toHaveAttribute('inputmode', 'numeric');
    expect(otpField()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it.each([['123 456'], ['123456\n'], [' 12-34-56 ']])('takes a pasted %j and submits it once, by itself', async (pasted) => {
    otpSentState();
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.verifyOtp, ({ body }) => (bodies.push(body), { status: 400, message: 'Invalid credentials', data: { attemptsLeft: 4 } })));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.click(otpField());
    await user.paste(pasted);
    expect(await screen.findByText('4 tries left for this code.')).toBeInTheDocument();
    expect(otpField()).toHaveValue('123456');
    await user.keyboard('{End}');
    expect(bodies).toEqual([{ mobile: MOBILE, otp: '123456', userType: 'member' }]);
  });

  it('says how many tries a wrong code leaves, and when none are left', async () => {
    otpSentState();
    let left = 2;
    server.use(mockEndpoint(endpoints.verifyOtp, () => ({ status: 400, message: 'Invalid credentials', data: { attemptsLeft: (left -= 1) } })));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.type(otpField(), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials1 try left for this code.');
    await user.clear(otpField());
    await user.type(otpField(), '222222');
    expect(await screen.findByText('No tries left for this code: use Resend OTP to get a new one.')).toBeInTheDocument();
  });

  it('says the OTP is required', async () => {
    otpSentState();
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    expect(otpField()).toHaveAccessibleDescription('OTP is required');
  });

  it('rejects an OTP that is not six digits', async () => {
    otpSentState();
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.type(otpField(), '12a45');
    expect(otpField()).toHaveValue('1245');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText('Enter a valid 6-digit numeric OTP')).toBeInTheDocument();
  });

  it('counts "Resend in {{seconds}}s" down, then resends', async () => {
    vi.useFakeTimers();
    otpSentState(3);
    renderAt(<LoginPage />);
    expect(screen.getByRole('button', { name: 'Resend in 3s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 2s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(5000));
    expect(useSessionStore.getState().resendCountdown).toBe(0);
    vi.useRealTimers();

    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.sendOtp, ({ body }) => (bodies.push(body), sent)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    expect(bodies).toEqual([{ mobile: MOBILE, userType: 'member' }]);
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully');
  });

  it('stops ticking when the screen goes away', () => {
    vi.useFakeTimers();
    otpSentState(10);
    const { unmount } = renderAt(<LoginPage />);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(useSessionStore.getState().resendCountdown).toBe(10);
  });

  it('shows a failed verification in an alert and keeps the person on the OTP step', async () => {
    otpSentState(20);
    server.use(mockEndpoint(endpoints.verifyOtp, { status: 400, message: 'Invalid OTP. 4 attempts left.' }));
    const user = userEvent.setup();
    renderAt(<LoginPage />);
    await user.type(otpField(), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. 4 attempts left.');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(otpField()).toHaveFocus();
  });
});
