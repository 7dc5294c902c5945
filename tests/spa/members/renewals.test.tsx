import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { RenewalRow } from '@contract/memberships/auto-renew';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildPage } from '@tests/mocks/gyms';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

fixDate('2026-11-27T04:30:00Z');

const row = (over: Partial<RenewalRow>): RenewalRow => ({
  bookingId: 'b1',
  bookingCode: 'GKAAAA2222',
  memberName: 'Ravi Kumar',
  memberMobile: '+919876500001',
  gymId: 'g1',
  gymName: 'Alpha Fitness',
  passType: 'monthly',
  status: 'active',
  nextDebitOn: '2026-12-19',
  amount: 250_000,
  failedOn: null,
  ...over,
});

describe('the owner’s automatic renewals', () => {
  it('lists who renews with the next debits, their sum for 30 days, and failed renewals to follow up', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
      mockEndpoint(endpoints.listMembers, { data: buildPage([], { total: 0 }) }),
      mockEndpoint(endpoints.ownerRenewals, ({ query }) => {
        asked.push(query);
        return {
          data: {
            renewing: [row({}), row({ bookingId: 'b2', memberName: 'Meera Shah', passType: 'quarterly', nextDebitOn: '2027-02-01', amount: 680_000 })],
            next30DaysPaise: 250_000,
            failed: [row({ bookingId: 'b3', memberName: 'Arjun Rao', status: 'failed', nextDebitOn: null, failedOn: '2026-11-25' })],
          },
        };
      }),
    );
    renderApp({ route: paths.owner.members, session: { userType: 'gym_owner', user: { id: 'owner-1' } } });
    const panel = (await screen.findByRole('heading', { name: 'Automatic renewals' })).closest('section')!;
    expect(await within(panel).findByText('Due in the next 30 days: ₹2,500')).toBeInTheDocument();
    const renewing = within(panel).getByRole('list', { name: 'Automatic renewals' });
    expect(within(renewing).getByText(/Ravi Kumar/)).toBeInTheDocument();
    expect(within(renewing).getByText(/19 Dec 2026: ₹2,500/)).toBeInTheDocument();
    const failed = within(panel).getByRole('list', { name: 'Failed renewals to follow up' });
    expect(within(failed).getByText(/Arjun Rao/)).toBeInTheDocument();
    expect(within(failed).getByText(/failed on 25 Nov 2026/)).toBeInTheDocument();
    expect(asked[0]!.get('gymId')).toBe(buildOwnerGym().id);
  });
});
