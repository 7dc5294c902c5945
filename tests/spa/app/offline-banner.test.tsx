import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@tests/utils/render-app';

const banner = () => screen.queryByText('You are offline.');

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

afterEach(() => vi.restoreAllMocks());

describe('the signed-in areas offline', () => {
  it("tell a member they are offline and where their barcode is, and stop saying so when the network's back", async () => {
    renderApp({ route: paths.member.paymentsHistory, session: { userType: 'member', token: 'tok_member' } });
    await screen.findByRole('navigation', { name: 'Member area' });
    expect(banner()).toBeNull();

    // The layout listens from its effect, which may run just after the nav shows: wait for the banner, not for a tick.
    act(goOffline);
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Your next booking's barcode is saved on this device." })).toHaveAttribute('href', paths.member.viewBookings);

    act(() => {
      vi.restoreAllMocks();
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('tell an owner that changes wait for the network', async () => {
    goOffline();
    renderApp({ route: paths.owner.members, session: { userType: 'gym_owner', token: 'tok_owner' } });
    await screen.findByRole('navigation', { name: 'Gym owner area' });
    expect(banner()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /barcode/ })).toBeNull();
    expect(screen.getByText(/changes can be saved, when you are back online/)).toBeInTheDocument();
  });

  it.each([paths.member.root, paths.member.viewBookings])('leave %s its own offline message, beside the saved barcode', async (route) => {
    goOffline();
    renderApp({ route, session: { userType: 'member', token: 'tok_member' } });
    await screen.findByRole('navigation', { name: 'Member area' });
    expect(banner()).toBeNull();
  });
});
