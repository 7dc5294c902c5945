import '@/lib/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { HeroSearch } from '@/features/gyms/components/hero-search';
import { createQueryClient } from '@/lib/query-client';
import { endpoints } from '@contract/endpoints';
import { buildGymSummary, buildPage } from '@tests/mocks/gyms';
import { mockCities, recordEndpoint, renderGyms } from './render-gyms';

function Page() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <HeroSearch />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the home search box', () => {
  it('searches for words typed into the drawn page before the app took it over', async () => {
    mockCities();
    const queries = recordEndpoint(endpoints.searchGyms, { data: buildPage([buildGymSummary({ name: 'Pune Power House', city: 'Pune' })]) });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    container.querySelector('input')!.value = 'Pune';
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(screen.getByLabelText('City or area')).toHaveValue('Pune');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Search Gyms$/ }));
    expect(await screen.findByRole('heading', { name: 'Pune Power House' })).toBeInTheDocument();
    expect(queries[0]?.get('q')).toBe('Pune');
    expect(screen.queryByText('Enter a city or area to search')).toBeNull();
  });

  it('follows the query when a city chip changes it', async () => {
    mockCities();
    renderGyms(<HeroSearch />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search gyms in Mumbai' }));
    expect(screen.getByLabelText('City or area')).toHaveValue('Mumbai');
  });
});
