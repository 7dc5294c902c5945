import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { brandPalettes } from '@/config/brand-palettes';
import { paths } from '@/config/paths';
import { axisTicks } from '@/features/dashboard/components/bookings-chart';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildOwnerDashboard } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { renderApp } from '@tests/utils/render-app';

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };

afterEach(() => document.head.querySelector('meta[name="theme-color"]')?.remove());

describe('the bookings chart axis', () => {
  it('runs from 0 to a round top at or above the busiest day, in steps of 1, 2 or 5 times a power of ten', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(43)).toEqual([0, 20, 40, 60]);
  });
});

describe('/gym_owner dashboard', { timeout: 20_000 }, () => {
  it('shows the current gym’s figures, each linking to its screen', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.ownerDashboard, { data: buildOwnerDashboard() }));
    renderApp({ route: paths.owner.root, session: owner });
    const main = within(await screen.findByRole('main'));
    for (const [name, href] of [
      [/Check-ins today\s*7/, paths.owner.attendanceReport],
      [/Bookings starting today\s*4/, paths.owner.bookings],
      [/Earnings this month\s*₹12,500/, paths.owner.payments],
      [/New members this week\s*3/, paths.owner.members],
      [/Reviews waiting for approval\s*2/, paths.owner.reviews],
      [/Trainer applications\s*1/, paths.owner.trainers],
    ] as const) {
      expect(await main.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(main.getByRole('heading', { name: 'Bookings in the last 30 days' })).toBeInTheDocument();
    expect(main.getByText('43 bookings in 30 days')).toBeInTheDocument();
    expect(main.getByRole('table', { name: 'Bookings made per day' })).toBeInTheDocument();
  });

  it('draws a bar per day, as tall as its count against the axis top, each named by its day and count', async () => {
    // Counts 0, 1, 2, 3, 0, … from 27 Oct: the axis runs 0 to 3.
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.ownerDashboard, { data: buildOwnerDashboard() }));
    renderApp({ route: paths.owner.root, session: owner });
    const chart = await screen.findByRole('img', { name: 'Bar chart of bookings made per day, 27 Oct to 25 Nov, at most 3 a day' });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(30);
    expect(bars.slice(0, 4).map((bar) => [bar.querySelector('title')?.textContent, bar.getAttribute('height'), bar.getAttribute('y')])).toEqual([
      ['27 Oct: 0 bookings', '0%', '100%'],
      ['28 Oct: 1 booking', '33.33%', '66.67%'],
      ['29 Oct: 2 bookings', '66.67%', '33.33%'],
      ['30 Oct: 3 bookings', '100%', '0%'],
    ]);
    // Bars keep their order left to right, and the axis names the first and last days.
    const xs = bars.map((bar) => parseFloat(bar.getAttribute('x')!));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(within(chart).getByText('27 Oct')).toBeInTheDocument();
    expect(within(chart).getByText('25 Nov')).toBeInTheDocument();
  });

  it('gives the browser the owner colour in the owner area, and the page its own colour back when the owner leaves', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'theme-color', content: brandPalettes.member['600'] });
    document.head.append(meta);
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.ownerDashboard, { data: buildOwnerDashboard() }));
    const { user, router } = renderApp({ route: paths.owner.root, session: owner });
    await screen.findByRole('heading', { level: 1 });
    expect(meta.content).toBe(brandPalettes.owner['600']);
    await user.click(screen.getAllByRole('link', { name: /Gymkhana/ })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    // The router's state moves first; React draws the home page (and the owner layout goes) in the transition after.
    await waitFor(() => expect(meta.content).toBe(brandPalettes.member['600']));
  });

  it('welcomes an owner without a first name plainly, and one without a gym is sent to add one', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [] }));
    renderApp({ route: paths.owner.root, session: { ...owner, user: { id: 'owner-1', firstName: null } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect((await main.findAllByRole('link')).map((a) => a.getAttribute('href'))).toEqual([paths.owner.addGym]);
  });

  it('says "Failed to load the dashboard" and tries again', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.ownerDashboard, { status: 500, message: 'Server error. Please try again later.' }));
    const { user } = renderApp({ route: paths.owner.root, session: owner });
    expect(await screen.findByText(/Failed to load the dashboard/)).toBeInTheDocument();
    server.use(mockEndpoint(endpoints.ownerDashboard, { data: buildOwnerDashboard() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Check-ins today/ })).toBeInTheDocument();
  });
});
