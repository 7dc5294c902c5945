import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// 02:00 UTC on 1 Dec 2026: 07:30 on Tuesday 1 Dec in India, still 18:00 on Monday 30 Nov in Los Angeles.
fixDate('2026-12-01T02:00:00Z');

const nothing = { paise: 0, count: 0 };
const noEarnings = { today: nothing, month: nothing, range: nothing, refunds: nothing, perGym: [], perPass: [], daily: [] };

function ownerWith(zones: string[]) {
  const asked: Record<string, string | null>[] = [];
  server.use(
    mockEndpoint(endpoints.myGyms, { data: zones.map((timeZone, i) => buildOwnerGym({ id: `g${i}`, name: `Gym ${i}`, timeZone })) }),
    mockEndpoint(endpoints.paymentEarnings, ({ query }) => {
      asked.push({ gymId: query.get('gymId'), from: query.get('from'), to: query.get('to') });
      return { data: noEarnings };
    }),
    mockEndpoint(endpoints.gymPayments, { data: { items: [], page: 1, pageSize: 12, total: 0, totalPages: 0 } }),
  );
  renderApp({ route: paths.owner.payments, session: { userType: 'gym_owner' } });
  return asked;
}

describe("the owner's earnings open on this month of the gyms' own calendar", { timeout: 20_000 }, () => {
  it("an owner whose only gym is in Los Angeles sees November to the 30th, not India's December", async () => {
    const asked = ownerWith(['America/Los_Angeles']);
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveValue('2026-11-30'));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    await waitFor(() => expect(asked.at(-1)).toEqual({ gymId: null, from: '2026-11-01', to: '2026-11-30' }));
  });

  it("with gyms in Los Angeles and India, all gyms run to India's today (the later one), and choosing the Los Angeles gym goes back to its day", async () => {
    const asked = ownerWith(['America/Los_Angeles', 'Asia/Kolkata']);
    await screen.findByRole('option', { name: 'Gym 1' });
    expect(screen.getByLabelText('To')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    await userEvent.setup().selectOptions(screen.getByLabelText('Gym'), 'Gym 0');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    await waitFor(() => expect(asked.at(-1)).toEqual({ gymId: 'g0', from: '2026-11-01', to: '2026-11-30' }));
  });
});
