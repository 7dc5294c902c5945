import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { GymDetail } from '@contract/gyms/gyms';
import { CompareGymsPage } from '@/features/gyms/components/compare-gyms-page';
import { buildGymDetail, buildPlan } from '@tests/mocks/gyms';
import { recordEndpoint, renderGyms } from './render-gyms';

// The lazy strings and the table render slowly on a loaded machine: more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const gyms: GymDetail[] = [
  buildGymDetail({ id: 'a', name: 'Alpha Gym', rating: 4.6, reviewCount: 40, gymType: 'fitness_center', category: 'premium', amenities: ['lockers', 'wifi'], weeklyOff: 'sunday' }),
  buildGymDetail({ id: 'b', name: 'Beta Yoga', rating: 4.1, reviewCount: 8, gymType: 'yoga_studio', category: 'budget', amenities: ['shower'], weeklyOff: 'none', plans: [buildPlan({ passType: 'monthly', pricePaise: 99900 })] }),
  buildGymDetail({ id: 'c', name: 'Gamma Box', gymType: 'crossfit_box', category: 'luxury', facilities: [] }),
  buildGymDetail({ id: 'd', name: 'Delta Dojo', gymType: 'martial_arts' }),
];

/** The compare endpoint answers with the gyms it was asked for. */
function mockCompare() {
  return recordEndpoint(endpoints.compareGyms, ({ query }) => {
    const ids = (query.get('ids') ?? '').split(',');
    return { data: gyms.filter((g) => ids.includes(g.id)) };
  });
}

const rowOf = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}\\b`) });
const cellsOf = (label: string) => within(rowOf(label)).getAllByRole('cell').map((c) => c.textContent);

describe('CompareGymsPage', () => {
  it('shows one column per gym with ratings, prices, timings, amenities and facilities', async () => {
    const queries = mockCompare();
    renderGyms(<CompareGymsPage />, { route: '/compare-gyms?ids=a,b' });
    const table = await screen.findByRole('table');
    expect(document.title).toBe('Compare gyms · Gymkhana');
    expect(queries[0]?.get('ids')).toBe('a,b');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Feature', 'Alpha GymRemove', 'Beta YogaRemove']);
    expect(within(table).getByRole('link', { name: 'Alpha Gym' })).toHaveAttribute('href', '/gym-profile/a');
    expect(cellsOf('Rating')).toEqual(['4.6', '4.1']);
    expect(cellsOf('Reviews')).toEqual(['40', '8']);
    expect(cellsOf('Gym type')).toEqual(['Fitness Center', 'Yoga Studio']);
    expect(cellsOf('Category')).toEqual(['Premium', 'Budget']);
    expect(cellsOf('Monthly Pass')).toEqual(['₹1,500', '₹999']);
    expect(cellsOf('Day Pass')).toEqual(['₹200', '—']);
    expect(cellsOf('Quarterly Plan')).toEqual(['₹4,000', '—']);
    // The hours are said once per gym: days and times, then the day off.
    expect(cellsOf('Opening hours')).toEqual(['Mon-Sat 6\u00A0AM - 10\u00A0PMClosed on Sunday', 'Mon-Sat 6\u00A0AM - 10\u00A0PMOpen every day']);
    expect(screen.queryByRole('row', { name: /^(Weekly off|Schedule)\b/ })).not.toBeInTheDocument();
    expect(cellsOf('Lockers')).toEqual(['✓Yes', '✗No']);
    expect(cellsOf('Shower')).toEqual(['✗No', '✓Yes']);
    expect(cellsOf('Facilities')).toEqual(['Cardio zone, Free weights', 'Cardio zone, Free weights']);
  });

  it('compares at most 3 gyms, whatever the URL asks for', async () => {
    const queries = mockCompare();
    renderGyms(<CompareGymsPage />, { route: '/compare-gyms?ids=a,b,c,d' });
    const table = await screen.findByRole('table');
    expect(queries[0]?.get('ids')).toBe('a,b,c');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table).queryByText('Delta Dojo')).not.toBeInTheDocument();
    expect(screen.getByText('You can compare up to 3 gyms. Showing the first 3.')).toBeInTheDocument();
  });

  it('removes a gym from the comparison and the URL', async () => {
    const queries = mockCompare();
    const { location } = renderGyms(<CompareGymsPage />, { route: '/compare-gyms?ids=a,b,c' });
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Beta Yoga from comparison' }));
    expect(screen.queryByRole('columnheader', { name: /Beta Yoga/ })).not.toBeInTheDocument();
    expect(location.search.get('ids')).toBe('a,c');
    const more = new URL((await screen.findByRole('link', { name: 'Add another gym' })).getAttribute('href')!, 'http://x');
    expect(more.pathname).toBe('/view-all-gyms');
    expect(more.searchParams.get('compare')).toBe('a,c');
    expect(queries.at(-1)?.get('ids')).toBe('a,c');
  });

  it('picks more gyms from the same city as the ones compared', async () => {
    mockCompare();
    gyms[0]!.city = 'Pune';
    renderGyms(<CompareGymsPage />, { route: '/compare-gyms?ids=a' });
    await screen.findByRole('table');
    const more = new URL(screen.getByRole('link', { name: 'Add another gym' }).getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(more.searchParams)).toEqual({ q: 'Pune', compare: 'a' });
  });

  it('leaves out a gym that is no longer listed, says so, and lets it be removed', async () => {
    mockCompare();
    const { location } = renderGyms(<CompareGymsPage />, { route: '/compare-gyms?ids=a,gone,b' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Feature', 'Alpha GymRemove', 'Beta YogaRemove']);
    expect(screen.getByText('A gym in this comparison is no longer listed on Gymkhana, so it was left out.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove it from the comparison' }));
    expect(location.search.get('ids')).toBe('a,b');
    expect(screen.queryByText(/no longer listed/)).not.toBeInTheDocument();
  });

  it('says so when every gym asked for is gone, instead of failing', async () => {
    mockCompare();
    renderGyms(<CompareGymsPage />, { route: '/compare-gyms?ids=gone' });
    expect(await screen.findByText(/no longer listed/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load the comparison')).not.toBeInTheDocument();
  });

  it('keeps the gym names pinned on top while the rows scroll', async () => {
    mockCompare();
    renderGyms(<CompareGymsPage />, { route: '/compare-gyms?ids=a,b,c' });
    const table = await screen.findByRole('table');
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveClass('sticky', 'top-0');
    expect(screen.getByRole('region', { name: /comparison/i })).toHaveClass('overflow-auto');
  });

  it('asks to pick gyms when none are chosen, without calling the server', async () => {
    const queries = mockCompare();
    renderGyms(<CompareGymsPage />, { route: '/compare-gyms' });
    expect(screen.getByText('No gyms selected for comparison.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose gyms' })).toHaveAttribute('href', '/view-all-gyms');
    expect(queries).toHaveLength(0);
  });
});
