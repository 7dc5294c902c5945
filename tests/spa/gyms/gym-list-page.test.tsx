import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { gymSearchKey, gymsBusyKey, parseListParams, toSearchQuery } from '@contract/gyms/gym-list-url';
import type { GymSummary } from '@contract/gyms/gyms';
import { GymListPage } from '@/features/gyms/components/gym-list-page';
import { buildGymSummary, buildPage } from '@tests/mocks/gyms';
import { recordEndpoint, renderGyms } from './render-gyms';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-23T04:30:00Z');

const LIST = '/view-all-gyms';

// Typing into several fields on two cores shared by five people takes more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

/** A server of `total` gyms that pages them as asked. */
function mockGyms(total = 30) {
  const all: GymSummary[] = Array.from({ length: total }, (_, i) => buildGymSummary({ id: `g${i + 1}`, name: `Gym ${i + 1}` }));
  return recordEndpoint(endpoints.searchGyms, ({ query }) => {
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return { data: buildPage(items, { page, pageSize, total }) };
  });
}

const renderList = (route = LIST) => renderGyms(<GymListPage />, { route });
const lastOf = (queries: URLSearchParams[]) => queries[queries.length - 1];

describe('GymListPage results', () => {
  it('shows each gym as a card with its details, prices and links', async () => {
    const gym = buildGymSummary({
      id: 'g1',
      name: 'Shakti Fitness',
      area: 'Baner',
      city: 'Pune',
      gymType: 'yoga_studio',
      category: 'luxury',
      rating: 4.2,
      reviewCount: 37,
      monthlyPaise: 250000,
      dayPassPaise: 30000,
      amenities: ['wifi', 'air_conditioning'],
    });
    recordEndpoint(endpoints.searchGyms, { data: buildPage([gym]) });
    renderList();
    const card = (await screen.findByRole('heading', { name: 'Shakti Fitness' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Baner, Pune')).toBeInTheDocument();
    expect(inCard.getByText('Yoga Studio')).toBeInTheDocument();
    expect(inCard.getByText('Luxury')).toBeInTheDocument();
    expect(inCard.getByText('4.2 (37 reviews)')).toBeInTheDocument();
    expect(inCard.getByText('Monthly Pass').nextElementSibling).toHaveTextContent('₹2,500');
    expect(inCard.getByText('Day Pass').nextElementSibling).toHaveTextContent('₹300');
    expect(inCard.getByRole('list', { name: 'Amenities' })).toHaveTextContent('WiFiAir conditioning');
    expect(inCard.getByRole('link', { name: /View gym/ })).toHaveAttribute('href', '/gym-profile/g1');
    expect(inCard.getByRole('button', { name: 'Compare Shakti Fitness' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1 gym found')).toBeInTheDocument();
    expect(document.title).toBe('All gyms · Gymkhana');
  });

  it('shows "No gyms found." when nothing matches', async () => {
    recordEndpoint(endpoints.searchGyms, { data: buildPage([]) });
    renderList();
    expect(await screen.findByText('No gyms found.')).toBeInTheDocument();
  });

  it('shows "Failed to search gyms" with a retry that asks again', async () => {
    let calls = 0;
    recordEndpoint(endpoints.searchGyms, () => (++calls === 1 ? { status: 500, message: 'Server error. Please try again later.' } : { data: buildPage([buildGymSummary({ name: 'Back Online' })]) }));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search gyms');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back Online' })).toBeInTheDocument();
  });
});

describe('GymListPage filters', () => {
  it('the search is a real GET form to /view-all-gyms whose field is named q (it works before the code runs)', async () => {
    mockGyms(1);
    renderList();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Gym name, city, area or pincode' }), 'Pune');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/view-all-gyms');
    expect(new FormData(form as HTMLFormElement).get('q')).toBe('Pune');
  });

  it('sends the search text and the price range (rupees in the URL, paise to the API) on apply', async () => {
    const queries = mockGyms(3);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Gym name, city, area or pincode' }), 'Koramangala');
    await user.type(screen.getByLabelText('Minimum monthly price (₹)'), '1000');
    await user.type(screen.getByLabelText('Maximum monthly price (₹)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastOf(queries)?.get('q')).toBe('Koramangala'));
    expect(lastOf(queries)?.get('minPrice')).toBe('100000');
    expect(lastOf(queries)?.get('maxPrice')).toBe('250000');
    expect(location.search.get('q')).toBe('Koramangala');
    expect(location.search.get('minPrice')).toBe('1000');
    expect(location.search.get('maxPrice')).toBe('2500');
  });

  it('says so instead of searching when the minimum price is above the maximum', async () => {
    const queries = mockGyms(3);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    const sent = queries.length;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Minimum monthly price (₹)'), '3000');
    await user.type(screen.getByLabelText('Maximum monthly price (₹)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The minimum price must not be more than the maximum.')).toBeInTheDocument();
    expect(queries).toHaveLength(sent);
    expect(location.search.get('minPrice')).toBeNull();
  });

  it('refuses a negative price with a message instead of making it positive', async () => {
    const queries = mockGyms(3);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    const sent = queries.length;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Minimum monthly price (₹)'), '-500');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Price cannot be negative')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum monthly price (₹)')).toHaveValue('-500');
    expect(screen.getByLabelText('Minimum monthly price (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(queries).toHaveLength(sent);
    expect(location.search.get('minPrice')).toBeNull();
  });

  it('limits the search box to 80 characters', async () => {
    mockGyms(3);
    renderList();
    expect(await screen.findByRole('searchbox', { name: 'Gym name, city, area or pincode' })).toHaveAttribute('maxLength', '80');
  });

  it('keeps the text search outside the folding filter panel, and searches from its own button', async () => {
    const queries = mockGyms(3);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    const search = screen.getByRole('search');
    const panel = document.getElementById(screen.getByRole('button', { name: 'Show filters' }).getAttribute('aria-controls')!)!;
    expect(panel).not.toContainElement(within(search).getByRole('searchbox', { name: 'Gym name, city, area or pincode' }));
    const user = userEvent.setup();
    await user.type(within(search).getByRole('searchbox'), 'Baner');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastOf(queries)?.get('q')).toBe('Baner'));
    expect(location.search.get('q')).toBe('Baner');
  });

  it('applies type, category, class category, amenities, minimum rating and sort at once, to the request and the URL', async () => {
    const queries = mockGyms(3);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    const user = userEvent.setup();
    const steps: [() => Promise<void>, string, string, string][] = [
      [() => user.selectOptions(screen.getByLabelText('Gym type'), 'Yoga Studio'), 'type', 'yoga_studio', 'yoga_studio'],
      [() => user.selectOptions(screen.getByLabelText('Category'), 'Budget'), 'category', 'budget', 'budget'],
      [() => user.selectOptions(screen.getByLabelText('Classes'), 'Zumba'), 'classCategory', 'zumba', 'zumba'],
      [() => user.click(screen.getByRole('checkbox', { name: 'Parking' })), 'amenities', 'parking', 'parking'],
      [() => user.click(screen.getByRole('checkbox', { name: 'Towel service' })), 'amenities', 'parking,towel_service', 'parking,towel_service'],
      [() => user.selectOptions(screen.getByLabelText('Minimum rating'), '4 and up'), 'minRating', '4', '4'],
      [() => user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high'), 'sort', 'price', 'price'],
    ];
    for (const [act, key, requested, inUrl] of steps) {
      await act();
      await waitFor(() => expect(lastOf(queries)?.get(key)).toBe(requested));
      expect(location.search.get(key)).toBe(inUrl);
    }
    // Earlier choices stay in force as new ones are added.
    expect(lastOf(queries)?.get('type')).toBe('yoga_studio');
    expect(lastOf(queries)?.get('category')).toBe('budget');
  });

  it('keeps a sort chosen just before "Apply filters" is pressed, before the list has redrawn', async () => {
    const queries = mockGyms(3);
    const { location } = renderList(`${LIST}?type=yoga_studio`);
    await screen.findByRole('heading', { name: 'Gym 1' });
    // Both in one task, as a quick person does it: the URL has not changed yet when the form is sent.
    act(() => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rating' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    });
    await waitFor(() => expect(lastOf(queries)?.get('sort')).toBe('rating'));
    expect(location.search.get('sort')).toBe('rating');
    expect(location.search.get('type')).toBe('yoga_studio');
  });

  it('restores every filter from a shared URL and requests with them', async () => {
    const queries = mockGyms(40);
    renderList(`${LIST}?q=Pune&type=crossfit_box&category=premium&classCategory=pilates&amenities=lockers,wifi&minPrice=1000&maxPrice=3000&minRating=4.5&sort=rating&page=2&pageSize=24`);
    await screen.findByRole('heading', { name: 'Gym 25' });
    const sent = queries[0]!;
    expect(Object.fromEntries(sent)).toMatchObject({
      q: 'Pune',
      type: 'crossfit_box',
      category: 'premium',
      classCategory: 'pilates',
      amenities: 'lockers,wifi',
      minPrice: '100000',
      maxPrice: '300000',
      minRating: '4.5',
      sort: 'rating',
      page: '2',
      pageSize: '24',
    });
    expect(screen.getByRole('searchbox', { name: 'Gym name, city, area or pincode' })).toHaveValue('Pune');
    expect(screen.getByLabelText('Gym type')).toHaveDisplayValue('CrossFit Box');
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Premium');
    expect(screen.getByLabelText('Classes')).toHaveDisplayValue('Pilates');
    expect(screen.getByRole('checkbox', { name: 'Lockers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'WiFi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Parking' })).not.toBeChecked();
    expect(screen.getByLabelText('Minimum monthly price (₹)')).toHaveValue('1000');
    expect(screen.getByLabelText('Maximum monthly price (₹)')).toHaveValue('3000');
    expect(screen.getByLabelText('Minimum rating')).toHaveDisplayValue('4.5 and up');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Top rated, most reviewed');
    expect(screen.getByLabelText('Page size')).toHaveDisplayValue('24');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('clears the filters back to the plain list', async () => {
    const queries = mockGyms(3);
    const { location } = renderList(`${LIST}?type=martial_arts&amenities=shower`);
    await screen.findByRole('heading', { name: 'Gym 1' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastOf(queries)?.get('type')).toBeNull());
    expect(lastOf(queries)?.get('amenities')).toBeNull();
    expect(location.search.toString()).toBe('');
  });
});

describe('GymListPage near me', () => {
  const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: answer } });
  afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

  it('asks for the position, lists nearest first with each distance in km, and can go back to all gyms', async () => {
    geolocation((ok) => ok({ coords: { latitude: 18.5204, longitude: 73.8567 } } as GeolocationPosition));
    const queries = recordEndpoint(endpoints.searchGyms, ({ query }) => ({
      data: buildPage(query.get('near') ? [buildGymSummary({ id: 'n1', name: 'Close Gym', distanceKm: 1.24 }), buildGymSummary({ id: 'n2', name: 'Far Gym', distanceKm: 7 })] : [buildGymSummary({ name: 'Any Gym' })]),
    }));
    const { location } = renderList(`${LIST}?q=mumbai`);
    await screen.findByRole('heading', { name: 'Any Gym' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Near me/ }));
    expect(await screen.findByRole('heading', { name: 'Close Gym' })).toBeInTheDocument();
    expect(lastOf(queries)?.get('near')).toBe('18.520,73.857');
    expect(lastOf(queries)?.get('q')).toBeNull();
    expect(location.search.get('near')).toBe('18.520,73.857');
    expect(screen.getByText('1.2 km away')).toBeInTheDocument();
    expect(screen.getByText('7.0 km away')).toBeInTheDocument();
    expect(screen.getByText('Nearest first, within 10 km of you')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Nearest first');
    await user.click(screen.getByRole('button', { name: 'Clear near me' }));
    await waitFor(() => expect(location.search.get('near')).toBeNull());
  });

  it('falls back to the city search with a message when the permission is refused', async () => {
    geolocation((_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError));
    const queries = mockGyms(3);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    await userEvent.setup().click(screen.getByRole('button', { name: /Near me/ }));
    expect(await screen.findByText(/Location permission was refused, so we cannot sort by distance. Search by city instead./)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Gym name, city, area or pincode' })).toHaveFocus();
    expect(location.search.get('near')).toBeNull();
    expect(queries.every((q) => !q.has('near'))).toBe(true);
  });
});

describe('GymListPage paging', () => {
  it('moves to the next and previous page and changes the page size', async () => {
    const queries = mockGyms(30);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Gym 13' })).toBeInTheDocument();
    expect(lastOf(queries)?.get('page')).toBe('2');
    expect(location.search.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Gym 1' })).toBeInTheDocument();
    expect(lastOf(queries)?.get('page')).toBe('1');
    expect(location.search.get('page')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Page size'), '24');
    expect(await screen.findByRole('heading', { name: 'Gym 24' })).toBeInTheDocument();
    expect(lastOf(queries)?.get('pageSize')).toBe('24');
    expect(location.search.get('pageSize')).toBe('24');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // Three round trips on two busy cores: more than the default 5 s under load.
  }, 20_000);

  it('goes back to the first page when a filter changes', async () => {
    const queries = mockGyms(30);
    const { location } = renderList(`${LIST}?page=3`);
    await screen.findByRole('heading', { name: 'Gym 25' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Category'), 'Standard');
    await waitFor(() => expect(lastOf(queries)?.get('category')).toBe('standard'));
    expect(lastOf(queries)?.get('page')).toBe('1');
    expect(location.search.get('page')).toBeNull();
  });
});

describe('GymListPage compare', () => {
  it('picks up to 3 gyms and links to the comparison', async () => {
    mockGyms(5);
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'Gym 1' });
    const user = userEvent.setup();
    const toggle = (n: number) => screen.getByRole('button', { name: `Compare Gym ${n}` });

    await user.click(toggle(1));
    expect(toggle(1)).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('region', { name: 'Gyms to compare' });
    expect(within(bar).getByText('Select one more gym to compare.')).toBeInTheDocument();
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();

    await user.click(toggle(2));
    await user.click(toggle(3));
    expect(within(bar).getByRole('link', { name: 'Compare (3)' })).toHaveAttribute('href', '/compare-gyms?ids=g1,g2,g3');
    expect(toggle(4)).toBeDisabled();
    expect(location.search.get('compare')).toBe('g1,g2,g3');

    await user.click(toggle(2));
    expect(toggle(4)).toBeEnabled();
    expect(within(bar).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/compare-gyms?ids=g1,g3');
  });
});

describe('GymListPage how busy now', () => {
  const AT = '2026-11-23T04:30:00.000Z';
  const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!.querySelector<HTMLElement>('[data-busy]')!;

  it("shows each card's level and when it was measured, asked for the page's gyms once the results are in", async () => {
    const search = recordEndpoint(endpoints.searchGyms, { data: buildPage([buildGymSummary({ id: 'g1', name: 'Quiet Place' }), buildGymSummary({ id: 'g2', name: 'Packed Place' }), buildGymSummary({ id: 'g3', name: 'Gone Place' })]) });
    const busy = recordEndpoint(endpoints.gymsBusy, {
      data: { at: AT, items: [{ gymId: 'g1', level: 'quiet', openCheckIns: 1, capacity: 30 }, { gymId: 'g2', level: 'busy', openCheckIns: 27, capacity: 30 }] },
    });
    renderList();
    await screen.findByRole('heading', { name: 'Quiet Place' });
    await waitFor(() => expect(lineOf('Packed Place')).toHaveTextContent(/^Busy nowas of \d{1,2}:30 [ap]m$/i));
    expect(lineOf('Quiet Place')).toHaveTextContent(/^Quiet now/);
    // A gym the answer leaves out shows nothing rather than a guess; its line keeps its place.
    expect(lineOf('Gone Place')).toHaveTextContent('');
    expect(lineOf('Gone Place')).toHaveClass('min-h-5');
    expect(search).toHaveLength(1);
    expect(busy.map((q) => q.get('gymIds'))).toEqual(['g1,g2,g3']);
    // The search itself carries nothing about check-ins.
    expect([...search[0]!.keys()]).not.toContain('gymIds');
  });

  it('takes the readings a server-drawn page brings: draws them and asks for none as it starts', async () => {
    const search = recordEndpoint(endpoints.searchGyms, { data: buildPage([]) });
    const busy = recordEndpoint(endpoints.gymsBusy, { data: { at: AT, items: [] } });
    const page = buildPage([buildGymSummary({ id: 'g1', name: 'Drawn Place' })]);
    const readings = { at: AT, items: [{ gymId: 'g1', level: 'moderate', openCheckIns: 15, capacity: 30 }] };
    const query = toSearchQuery(parseListParams(new URL(LIST, 'http://local').searchParams));
    renderGyms(<GymListPage />, { route: LIST, seeded: [{ queryKey: [...gymSearchKey(query)], data: page }, { queryKey: [...gymsBusyKey(['g1'])], data: readings }] });
    await waitFor(() => expect(lineOf('Drawn Place')).toHaveTextContent(/^Moderate nowas of \d{1,2}:30 [ap]m$/i));
    expect(search).toHaveLength(0);
    expect(busy).toHaveLength(0);
  });

  it('shows no level while the reading is on its way or when it fails, and the results stay usable', async () => {
    recordEndpoint(endpoints.searchGyms, { data: buildPage([buildGymSummary({ id: 'g1', name: 'Any Gym' })]) });
    let answer: (reply: { status: number; message: string }) => void = () => undefined;
    const busy = recordEndpoint(endpoints.gymsBusy, () => new Promise((resolve) => (answer = resolve)));
    renderList();
    await screen.findByRole('heading', { name: 'Any Gym' });
    await waitFor(() => expect(busy).toHaveLength(1));
    expect(lineOf('Any Gym')).toHaveAttribute('data-busy', 'none');
    expect(lineOf('Any Gym')).toHaveTextContent('');
    answer({ status: 500, message: 'Server error. Please try again later.' });
    await waitFor(() => expect(lineOf('Any Gym')).toHaveAttribute('data-busy', 'none'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View gym/ })).toBeInTheDocument();
  });

  it('asks again for the gyms of the next page', async () => {
    mockGyms(30);
    const busy = recordEndpoint(endpoints.gymsBusy, ({ query }) => ({
      data: { at: AT, items: query.get('gymIds')!.split(',').map((gymId) => ({ gymId, level: 'moderate' as const, openCheckIns: 12, capacity: 30 })) },
    }));
    renderList();
    await waitFor(() => expect(lineOf('Gym 1')).toHaveTextContent(/^Moderate now/));
    await userEvent.setup().click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lineOf('Gym 13')).toHaveTextContent(/^Moderate now/));
    expect(busy.map((q) => q.get('gymIds')!.split(',').length)).toEqual([12, 12]);
    expect(busy[1]!.get('gymIds')).toMatch(/^g13,/);
  });
});

describe('the filter panel before the app’s code runs', () => {
  it('is a GET form to the list whose fields, as the browser sends them, read back as the same filters', async () => {
    mockGyms(1);
    const route = `${LIST}?q=pune&type=crossfit_box&category=premium&amenities=parking,wifi&minPrice=500&maxPrice=2000&minRating=4&sort=rating`;
    renderList(route);
    const form = (await screen.findByRole('button', { name: 'Apply filters' })).closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(LIST);
    // What a submit without JavaScript puts in the address: checkboxes repeat their name, the server reads both forms.
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(sent.getAll('amenities')).toEqual(['parking', 'wifi']);
    const { page: _page, pageSize: _size, compare: _compare, near: _near, ...filters } = parseListParams(sent);
    const { page: _p, pageSize: _s, compare: _c, near: _n, ...expected } = parseListParams(new URL(route, 'http://x').searchParams);
    expect(filters).toEqual(expected);
    expect(filters.type).toBe('crossfit_box');
  });
});

