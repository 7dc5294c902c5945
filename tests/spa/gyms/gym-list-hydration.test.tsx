import '@/lib/i18n';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { gymSearchKey, gymsBusyKey, parseListParams, toSearchQuery } from '@contract/gyms/gym-list-url';
import { GymListPage } from '@/features/gyms/components/gym-list-page';
import { createQueryClient } from '@/lib/query-client';
import { buildGymSummary, buildPage } from '@tests/mocks/gyms';
import { fixDate } from '@tests/utils/clock';
import { dehydrated } from '@tests/utils/page-data';
import { recordEndpoint } from './render-gyms';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-23T04:30:00Z');

const LIST = '/view-all-gyms';
const query = toSearchQuery(parseListParams(new URLSearchParams()));
// What the server sends /view-all-gyms with: the first results and their busy readings.
const initialData = dehydrated([
  { queryKey: [...gymSearchKey(query)], data: buildPage([buildGymSummary({ id: 'g1', name: 'Drawn Place' })]) },
  { queryKey: [...gymsBusyKey(['g1'])], data: { at: '2026-11-23T04:30:00.000Z', items: [{ gymId: 'g1', level: 'moderate', openCheckIns: 15, capacity: 30 }] } },
]);

function Page() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <HydrationBoundary state={initialData}>
        <MemoryRouter initialEntries={[LIST]}>
          <GymListPage />
        </MemoryRouter>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

const originalZone = process.env.TZ;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  process.env.TZ = originalZone;
});

describe('the gym list hydrated over the HTML the server drew', () => {
  it('keeps the busy readings out of the drawn HTML (the server does not know the visitor\'s time zone) and draws them after', async () => {
    process.env.TZ = 'UTC';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(container.querySelector('[data-busy]')).toHaveAttribute('data-busy', 'none');

    process.env.TZ = 'Asia/Kolkata';
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Drawn Place' }).closest('article')!.querySelector('[data-busy]')).toHaveTextContent('Moderate nowas of 10:00 am'));
    expect(mismatches).toEqual([]);
  });

  it('searches for words typed into the drawn search box before the app took it over', async () => {
    const queries = recordEndpoint(endpoints.searchGyms, { data: buildPage([buildGymSummary({ id: 'g2', name: 'Pune Power House', city: 'Pune' })]) });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'Pune';
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Search$/ }));
    expect(await screen.findByRole('heading', { name: 'Pune Power House' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('q')).toBe('Pune');
    expect(screen.getByRole('searchbox', { name: 'Gym name, city, area or pincode' })).toHaveValue('Pune');
  });

  it('keeps a filter chosen on the drawn panel before the app took it over, and applies it', async () => {
    const queries = recordEndpoint(endpoints.searchGyms, { data: buildPage([buildGymSummary({ id: 'g3', name: 'Calm Yoga', gymType: 'yoga_studio' })]) });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    container.querySelector<HTMLSelectElement>('select[name="type"]')!.value = 'yoga_studio';
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(screen.getByRole('combobox', { name: 'Gym type' })).toHaveValue('yoga_studio');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('heading', { name: 'Calm Yoga' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('type')).toBe('yoga_studio');
  });
});
