import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { DeviceSession } from '@contract/accounts/sessions';
import { paths } from '@/config/paths';
import { SignedInDevices } from '@/features/auth/components/signed-in-devices';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeUser, renderAt, resetSession, signIn } from './render-auth';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-22T10:35:00Z');

const at = '2026-11-22T10:30:00.000Z';
const device = (id: string, deviceLabel: string | null, current = false): DeviceSession => ({ id, deviceLabel, createdAt: at, lastSeenAt: at, current });
const thisPhone = device('s_1', 'Chrome on Android', true);
const iphone = device('s_2', 'Safari on iPhone');
const mystery = device('s_3', null);

/** A fake server holding my sessions: revoke and revoke-others change what the list answers next. */
function fakeSessions(initial: DeviceSession[]) {
  let live = [...initial];
  const revoked: unknown[] = [];
  server.use(
    mockEndpoint(endpoints.listSessions, () => ({ data: live })),
    mockEndpoint(endpoints.revokeSession, ({ body }) => {
      revoked.push(body);
      const id = (body as { sessionId: string }).sessionId;
      if (!live.some((d) => d.id === id && !d.current)) return { status: 404, message: 'Device not found' };
      live = live.filter((d) => d.id !== id);
      return { data: null, message: 'Signed out of the device' };
    }),
    mockEndpoint(endpoints.revokeOtherSessions, () => {
      const count = live.filter((d) => !d.current).length;
      live = live.filter((d) => d.current);
      revoked.push('others');
      return { data: { revoked: count }, message: 'Signed out of all other devices' };
    }),
  );
  return revoked;
}

const renderDevices = () => renderAt(<SignedInDevices />, { route: paths.member.profile, path: paths.member.profile });
const rows = () => within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');

beforeEach(() => {
  resetSession();
  signIn(makeUser());
});

describe('SignedInDevices', () => {
  it('lists my devices with this one marked and first, and no sign-out button on it', async () => {
    fakeSessions([thisPhone, iphone, mystery]);
    renderDevices();
    expect(screen.getByRole('heading', { level: 2, name: 'Signed-in devices' })).toBeInTheDocument();
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Chrome on Android');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Active now');
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent(/Last active .+Signed in /);
    expect(third).toHaveTextContent('Unknown device');
    expect(screen.getByRole('button', { name: 'Sign out of Safari on iPhone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out of Unknown device' })).toBeInTheDocument();
  });

  it('signs one device out after a confirmation, says so and drops it from the list', async () => {
    const revoked = fakeSessions([thisPhone, iphone]);
    const user = userEvent.setup();
    renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out of Safari on iPhone' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of Safari on iPhone?' });
    expect(dialog).toHaveTextContent('That device will need a new OTP to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out of Safari on iPhone')).toBeInTheDocument();
    expect(revoked).toEqual([{ sessionId: 's_2' }]);
    expect(await screen.findByText('No other device is signed in to your account.')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing of the server when the confirmation is cancelled', async () => {
    const revoked = fakeSessions([thisPhone, iphone]);
    const user = userEvent.setup();
    renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all other devices?' });
    expect(dialog).toHaveTextContent('This device stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoked).toEqual([]);
    expect(rows()).toHaveLength(2);
  });

  it('signs out of all other devices, keeping this one, with a toast that counts them', async () => {
    const revoked = fakeSessions([thisPhone, iphone, mystery]);
    const user = userEvent.setup();
    renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out of all others' }));
    expect(await screen.findByText('Signed out of 2 other devices')).toBeInTheDocument();
    expect(revoked).toEqual(['others']);
    expect(await screen.findByText('No other device is signed in to your account.')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('This device');
  });

  it('says why a sign-out failed', async () => {
    fakeSessions([thisPhone, iphone]);
    server.use(mockEndpoint(endpoints.revokeSession, { status: 404, message: 'Device not found' }));
    const user = userEvent.setup();
    renderDevices();
    await user.click(await screen.findByRole('button', { name: 'Sign out of Safari on iPhone' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Could not sign out')).toBeInTheDocument();
    expect(screen.getByText('Device not found')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and tries again on request', async () => {
    server.use(mockEndpoint(endpoints.listSessions, { status: 503, message: 'The server is busy. Please try again in a moment.' }));
    const user = userEvent.setup();
    renderDevices();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your devices. The server is busy.');
    fakeSessions([thisPhone]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });
});
