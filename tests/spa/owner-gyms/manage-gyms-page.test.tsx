import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderApp } from '@tests/utils/render-app';
import { ownedGym, ownerGym, ownerPlans } from './owner-gym-data';

// Screens load lazily into the whole app: on a busy machine that takes more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const gyms = (): OwnerGym[] => [
  ownerGym(),
  ownerGym({ id: 'g2', name: 'Prana Yoga Shala', area: 'Aundh', rating: 0, reviewCount: 0, bookingsThisMonth: 0 }),
  ownerGym({ id: 'g3', name: 'Old Iron Gym', area: 'Kothrud', active: false, rating: 3.2, reviewCount: 1, bookingsThisMonth: 2 }),
];

async function renderManage(list: OwnerGym[] = gyms()) {
  server.use(mockEndpoint(endpoints.myGyms, { data: list }));
  const view = renderApp({ route: paths.owner.manageGyms, session: { userType: 'gym_owner' } });
  await screen.findByRole('heading', { level: 1, name: 'Manage gyms' });
  if (list.length > 0) await screen.findByRole('table', { name: 'Your gyms' });
  return view;
}
// Phones get the same gyms as cards; jsdom applies no CSS, so both are in the document: work in the table.
const table = () => within(screen.getByRole('table', { name: 'Your gyms' }));
const row = (name: string) => within(table().getByRole('row', { name: new RegExp(name) }));

describe('ManageGymsPage', () => {
  it('lists every gym with its status, rating and bookings this month', async () => {
    await renderManage();
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Gym', 'Status', 'Rating', 'Bookings this month', 'Actions']);
    expect(row('Sahyadri').getByText('Active')).toBeInTheDocument();
    expect(row('Sahyadri').getByText('Baner, Pune')).toBeInTheDocument();
    expect(row('Sahyadri').getByText('4.5 (12 reviews)')).toBeInTheDocument();
    expect(row('Sahyadri').getByRole('cell', { name: '37' })).toBeInTheDocument();
    expect(row('Prana').getByText('No reviews yet')).toBeInTheDocument();
    expect(row('Old Iron').getByText('Deactivated')).toBeInTheDocument();
    expect(row('Old Iron').getByText('3.2 (1 review)')).toBeInTheDocument();
    // An active gym opens its public page; a deactivated one has none.
    expect(row('Sahyadri').getByRole('link', { name: 'Open the public page of Sahyadri Strength Club' })).toHaveAttribute('href', '/gym-profile/g1');
    expect(row('Old Iron').queryByRole('link')).not.toBeInTheDocument();
    expect(row('Old Iron').getByText('Hidden from search')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Add gym' })).toHaveAttribute('href', paths.owner.addGym);
  });

  it('edits a gym: it becomes the current gym and the editor opens', async () => {
    const { user, router } = await renderManage();
    server.use(
      mockEndpoint(endpoints.ownedGym, { data: ownedGym({ id: 'g2', name: 'Prana Yoga Shala' }) }),
      mockEndpoint(endpoints.listPlans, { data: ownerPlans() }),
    );
    await user.click(table().getByRole('button', { name: 'Edit Prana Yoga Shala' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.owner.gymProfile));
    expect(await screen.findByDisplayValue('Prana Yoga Shala')).toBeInTheDocument();
    expect(localStorage.getItem('gymkhana.currentGym.u_test')).toBe('g2');
  });

  it('deactivates after the owner has read what it does, and shows the server’s answer', async () => {
    const bodies: unknown[] = [];
    let list = gyms();
    server.use(
      mockEndpoint(endpoints.deactivateGym, ({ body }) => {
        bodies.push(body);
        list = list.map((g) => (g.id === 'g1' ? { ...g, active: false } : g));
        return { data: list[0]!, message: 'Gym deactivated: it is hidden from search; its bookings stay as they are' };
      }),
    );
    const { user } = await renderManage();
    server.use(mockEndpoint(endpoints.myGyms, () => ({ data: list })));
    await user.click(table().getByRole('button', { name: 'Deactivate Sahyadri Strength Club' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deactivate Sahyadri Strength Club?' }));
    expect(dialog.getByText(/Bookings already made stay as they are/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Gym deactivated: it is hidden from search; its bookings stay as they are')).toBeInTheDocument();
    expect(bodies).toEqual([{ gymId: 'g1' }]);
    await waitFor(() => expect(row('Sahyadri').getByText('Deactivated')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling changes nothing', async () => {
    const { user } = await renderManage();
    await user.click(table().getByRole('button', { name: 'Deactivate Sahyadri Strength Club' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row('Sahyadri').getByText('Active')).toBeInTheDocument();
  });

  it('reactivates a deactivated gym; a refusal stays in the dialog with its reason', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.reactivateGym, ({ body }) => (bodies.push(body), { status: 404, message: 'Gym not found' })));
    const { user } = await renderManage();
    await user.click(table().getByRole('button', { name: 'Reactivate Old Iron Gym' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reactivate Old Iron Gym?' }));
    await user.click(dialog.getByRole('button', { name: 'Reactivate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That did not work: Gym not found');
    expect(bodies).toEqual([{ gymId: 'g3' }]);
  });

  it('invites an owner without gyms to add one', async () => {
    await renderManage([]);
    expect(await screen.findByText('You have not added a gym yet.')).toBeInTheDocument();
  });
});
