import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderGyms } from '@tests/spa/gyms/render-gyms';
import { startSession } from '@tests/utils/session';

const gym = (id: string, name: string, active = true): OwnerGym => ({
  id,
  name,
  area: 'Baner',
  city: 'Pune',
  active,
  rating: 4.5,
  reviewCount: 10,
  bookingsThisMonth: 3,
  verified: false,
  timeZone: 'Asia/Kolkata',
});

function renderScope() {
  startSession({ userType: 'gym_owner', user: { id: 'owner-1' } });
  return renderGyms(<OwnerGymScope>{(current) => <p>{`Working on ${current.name}`}</p>}</OwnerGymScope>);
}

describe('OwnerGymScope', () => {
  it('works on the first gym, lets the owner switch, and remembers the choice', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [gym('g1', 'Alpha'), gym('g2', 'Beta'), gym('g3', 'Old', false)] }));
    const view = renderScope();
    expect(await screen.findByText('Working on Alpha')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Gym' });
    expect(within(picker).getByRole('option', { name: 'Old (deactivated)' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'g2');
    expect(await screen.findByText('Working on Beta')).toBeInTheDocument();
    view.unmount();
    renderScope();
    expect(await screen.findByText('Working on Beta')).toBeInTheDocument();
  });

  it('names the only gym instead of offering a choice', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [gym('g1', 'Alpha')] }));
    renderScope();
    expect(await screen.findByText('Working on Alpha')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('falls back to the first gym when the remembered one is no longer the owner’s', async () => {
    localStorage.setItem('gymkhana.currentGym.owner-1', 'gone');
    server.use(mockEndpoint(endpoints.myGyms, { data: [gym('g1', 'Alpha'), gym('g2', 'Beta')] }));
    renderScope();
    expect(await screen.findByText('Working on Alpha')).toBeInTheDocument();
  });

  it('sends an owner without a gym to add one', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [] }));
    renderScope();
    expect(await screen.findByText('You have not added a gym yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first gym' })).toHaveAttribute('href', '/gym_owner/add-new-gym');
  });

  it('shows the server’s message and a retry when the list fails', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { status: 500, message: 'Server error. Please try again later.' }));
    renderScope();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    server.use(mockEndpoint(endpoints.myGyms, { data: [gym('g1', 'Alpha')] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Working on Alpha')).toBeInTheDocument();
  });
});
