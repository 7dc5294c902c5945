import '@/lib/i18n';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { firstReviewsQuery, gymBusyKey, gymDetailKey, gymReviewsKey } from '@contract/gyms/gym-profile-keys';
import { Component as GymProfileRoute } from '@/app/routes/gym-profile';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';
import { buildGymDetail, buildReview, buildReviewList } from '@tests/mocks/gyms';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { dehydrated } from '@tests/utils/page-data';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-23T04:30:00Z');

const gym = buildGymDetail({ id: 'g1', name: 'Drawn Gym' });
// What the server sends /gym-profile/g1 with: the gym, how busy it is now and the first page of its reviews.
const initialData = dehydrated([
  { queryKey: [...gymDetailKey('g1')], data: gym },
  { queryKey: [...gymBusyKey('g1')], data: { level: 'busy', openCheckIns: 18, capacity: 20, at: '2026-11-23T04:30:00.000Z' } },
  {
    queryKey: [...gymReviewsKey(firstReviewsQuery('g1'))],
    data: buildReviewList([buildReview({ authorName: 'Asha K.', text: 'Great coaches.', createdAt: '2026-09-05T19:00:00.000Z' })]),
  },
]);

function Page() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <HydrationBoundary state={initialData}>
        <MemoryRouter initialEntries={[paths.gymProfile('g1')]}>
          <Routes>
            <Route path={paths.gymProfilePattern} element={<GymProfileRoute />} />
          </Routes>
        </MemoryRouter>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

const originalZone = process.env.TZ;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  process.env.TZ = originalZone;
});

describe('the gym profile hydrated over the HTML the server drew with its data', () => {
  it('draws its reviews in the HTML, the busy line empty (the server does not know the visitor\'s time zone), fills it after, and asks nothing', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    process.env.TZ = 'UTC';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(container.querySelector('[data-busy]')).toHaveAttribute('data-busy', 'none');
    expect(container).toHaveTextContent('Great coaches.');
    expect(container.querySelector('time')).toHaveTextContent('6 Sept 2026');
    // The CSP refuses inline styles in HTML: the rating bars are drawn by an SVG attribute.
    expect(container.querySelector('[style]')).toBeNull();
    expect([...container.querySelectorAll('rect')].map((bar) => bar.getAttribute('width'))).toEqual(['100%', '0%', '0%', '0%', '0%']);

    process.env.TZ = 'Asia/Kolkata';
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(container.querySelector('[data-busy]')).toHaveTextContent('Busy nowas of 10:00 am'));
    expect(screen.getByRole('heading', { level: 1, name: 'Drawn Gym' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Asha K.' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });
});
