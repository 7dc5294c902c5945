import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { HeroSearch } from '@/features/gyms/components/hero-search';
import { buildGymSummary, buildPage } from '@tests/mocks/gyms';
import { mockCities, recordEndpoint, renderGyms } from './render-gyms';

const mockSearch = (reply: Parameters<typeof recordEndpoint<typeof endpoints.searchGyms>>[1]) => recordEndpoint(endpoints.searchGyms, reply);

async function searchFor(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('City or area'), text);
  await user.click(screen.getByRole('button', { name: 'Search Gyms' }));
}

describe('HeroSearch', () => {
  it('shows a headline, the city or area field (at most 80 characters) and popular cities before the first search', () => {
    mockCities();
    renderGyms(<HeroSearch />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City or area' })).toHaveAttribute('maxLength', '80');
    const chips = screen.getByRole('list', { name: 'Popular cities' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mumbai', 'Bengaluru', 'Delhi', 'Pune', 'Hyderabad', 'Chennai', 'Kolkata', 'Ahmedabad',
    ]);
  });

  it('is a real GET form to /view-all-gyms whose field is named q, so a search made before the code runs lands on results', async () => {
    mockCities();
    renderGyms(<HeroSearch />);
    await userEvent.setup().type(screen.getByLabelText('City or area'), 'Pune');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/view-all-gyms');
    expect(new FormData(form as HTMLFormElement).get('q')).toBe('Pune');
  });

  it('keeps the query in the URL, so Back to /?q=… shows the same results again', async () => {
    mockCities();
    const queries = mockSearch({ data: buildPage([buildGymSummary({ name: 'Pune Power House', city: 'Pune' })]) });
    const { location } = renderGyms(<HeroSearch />);
    await searchFor('Pune');
    await waitFor(() => expect(location.search.get('q')).toBe('Pune'));
    expect(await screen.findByRole('heading', { name: 'Pune Power House' })).toBeInTheDocument();
    expect(queries[0]?.get('q')).toBe('Pune');
  });

  it('opened at /?q=… searches at once, with the words in the box', async () => {
    mockCities();
    const queries = mockSearch({ data: buildPage([buildGymSummary({ name: 'Koramangala Core' })]) });
    renderGyms(<HeroSearch />, { route: '/?q=Koramangala' });
    expect(await screen.findByRole('heading', { name: 'Koramangala Core' })).toBeInTheDocument();
    expect(screen.getByLabelText('City or area')).toHaveValue('Koramangala');
    expect(queries[0]?.get('q')).toBe('Koramangala');
  });

  it('sends the query to the server as q and shows the first results with a link to all of them', async () => {
    mockCities();
    const gyms = [buildGymSummary({ name: 'Pune Power House', city: 'Pune', area: 'Baner' }), buildGymSummary({ name: 'Zen Yoga', city: 'Pune' })];
    const queries = mockSearch({ data: buildPage(gyms, { total: 20, pageSize: 6 }) });
    renderGyms(<HeroSearch />);
    await searchFor('Pune');
    expect(await screen.findByRole('heading', { name: 'Pune Power House' })).toBeInTheDocument();
    expect(screen.getByText('Baner, Pune')).toBeInTheDocument();
    expect(queries[0]?.get('q')).toBe('Pune');
    expect(queries[0]?.get('page')).toBe('1');
    const viewAll = screen.getByRole('link', { name: 'View all 20 gyms' });
    expect(viewAll).toHaveAttribute('href', '/view-all-gyms?q=Pune');
  });

  it('says "No gyms found." when nothing matches', async () => {
    mockCities();
    mockSearch({ data: buildPage([]) });
    renderGyms(<HeroSearch />);
    await searchFor('Atlantis');
    expect(await screen.findByText('No gyms found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /view all/i })).not.toBeInTheDocument();
  });

  it('says "Failed to search gyms" when the search fails', async () => {
    mockCities();
    mockSearch({ status: 500, message: 'Server error. Please try again later.' });
    renderGyms(<HeroSearch />);
    await searchFor('Pune');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search gyms');
  });

  it('does not call the server for an empty query and says what is missing', async () => {
    mockCities();
    const queries = mockSearch({ data: buildPage([]) });
    renderGyms(<HeroSearch />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search Gyms' }));
    expect(await screen.findByText('Enter a city or area to search')).toBeInTheDocument();
    expect(screen.getByLabelText('City or area')).toHaveAttribute('aria-invalid', 'true');
    expect(queries).toHaveLength(0);
  });

  it('searches a popular city when its chip is picked', async () => {
    mockCities();
    const queries = mockSearch({ data: buildPage([buildGymSummary({ name: 'Bengaluru Barbell' })]) });
    renderGyms(<HeroSearch />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('City or area'));
    await user.click(await screen.findByRole('button', { name: 'Search gyms in Bengaluru' }));
    expect(await screen.findByRole('heading', { name: 'Bengaluru Barbell' })).toBeInTheDocument();
    expect(queries[0]?.get('q')).toBe('Bengaluru');
    await waitFor(() => expect(screen.getByLabelText('City or area')).toHaveValue('Bengaluru'));
  });

  it('asks for cities (the suggestions) only when the visitor reaches for the search, so a first visit loads no API client', async () => {
    const requests = recordEndpoint(endpoints.listCities, { data: [{ city: 'Jaipur', state: 'Rajasthan', gymCount: 9 }] });
    const { container } = renderGyms(<HeroSearch />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    await userEvent.setup().hover(screen.getByRole('search'));
    await waitFor(() => expect(container.querySelector('datalist option[value="Jaipur"]')).not.toBeNull());
    expect(requests).toHaveLength(1);
  });

  describe('Near me', () => {
    const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: answer } });
    afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

    it('opens the gym list sorted by distance from the browser position', async () => {
      geolocation((ok) => ok({ coords: { latitude: 19.05963, longitude: 72.82951 } } as GeolocationPosition));
      const { location } = renderGyms(<HeroSearch />);
      await userEvent.setup().click(screen.getByRole('button', { name: /Near me/ }));
      await waitFor(() => expect(location.pathname).toBe('/view-all-gyms'));
      expect(location.search.get('near')).toBe('19.060,72.830');
    });

    it('falls back to the city search with a message when the permission is refused', async () => {
      geolocation((_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError));
      const { location } = renderGyms(<HeroSearch />);
      await userEvent.setup().click(screen.getByRole('button', { name: /Near me/ }));
      expect(await screen.findByText(/Location permission was refused/)).toBeInTheDocument();
      expect(screen.getByLabelText('City or area')).toHaveFocus();
      expect(location.pathname).toBe('/');
    });
  });
});
