import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildPage } from '@tests/mocks/gyms';
import { buildGymMember } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { renderApp } from '@tests/utils/render-app';

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  // The screen's automatic renewals panel (issue 39): none here; tests/spa/members/renewals.test.tsx shows them.
  server.use(mockEndpoint(endpoints.ownerRenewals, { data: { renewing: [], next30DaysPaise: 0, failed: [] } }));
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:members';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const members = [
  buildGymMember({ name: 'Ravi Kumar', mobile: '+919876500001' }),
  buildGymMember({ name: 'Meera Shah', source: 'booking', email: null, currentPass: null, lastVisitAt: null, visitsThisMonth: 0 }),
];

describe('/gym_owner/members-management', { timeout: 20_000 }, () => {
  it('lists the current gym’s members with pass, last visit and visits this month', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
      mockEndpoint(endpoints.listMembers, ({ query }) => {
        queries.push(query);
        return { data: buildPage(members, { total: 2 }) };
      }),
    );
    renderApp({ route: paths.owner.members, session: owner });
    const table = await screen.findByRole('table', { name: 'Members of Alpha Fitness' });
    const ravi = within(table).getByRole('rowheader', { name: /Ravi Kumar/ }).closest('tr')!;
    expect(within(ravi).getByText('Walk-in')).toBeInTheDocument();
    expect(within(ravi).getByText('+91 98765 00001')).toBeInTheDocument();
    expect(within(ravi).getByText('Monthly Pass')).toBeInTheDocument();
    expect(within(ravi).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(ravi).getByText('2')).toBeInTheDocument();
    const meera = within(table).getByRole('rowheader', { name: /Meera Shah/ }).closest('tr')!;
    expect(within(meera).getByText('No current pass')).toBeInTheDocument();
    expect(within(meera).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(queries[0]!.get('gymId')).toBe('g1');
  });

  it('searches once typing pauses and says when nothing matches', async () => {
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
      mockEndpoint(endpoints.listMembers, ({ query }) =>
        query.get('q') ? { data: buildPage([], { total: 0, totalPages: 0 }) } : { data: buildPage(members, { total: 2 }) },
      ),
    );
    const { user } = renderApp({ route: paths.owner.members, session: owner });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zed');
    expect(await screen.findByText('No members match “zed”', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('pages through members', async () => {
    const pages: string[] = [];
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
      mockEndpoint(endpoints.listMembers, ({ query }) => {
        const page = Number(query.get('page'));
        pages.push(String(page));
        return { data: buildPage([buildGymMember({ name: page === 1 ? 'First Page' : 'Second Page' })], { page, total: 13, totalPages: 2, pageSize: 12 }) };
      }),
    );
    const { user } = renderApp({ route: paths.owner.members, session: owner });
    await screen.findByRole('rowheader', { name: /First Page/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: /Second Page/ })).toBeInTheDocument();
    expect(pages).toContain('2');
  });

  it('exports every member as CSV through all pages', async () => {
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
      mockEndpoint(endpoints.listMembers, ({ query }) => {
        const pageSize = Number(query.get('pageSize'));
        if (pageSize === 12) return { data: buildPage(members, { total: 49 }) };
        const page = Number(query.get('page'));
        const name = page === 1 ? 'Ravi Kumar' : '=HYPERLINK Shah';
        return { data: buildPage([buildGymMember({ name })], { page, pageSize, total: 49, totalPages: 2 }) };
      }),
    );
    const { user } = renderApp({ route: paths.owner.members, session: owner });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Mobile,Email,Source,Joined,Current pass,Pass start,Pass end,Pass status,Payment,Last visit,Visits this month');
    expect(lines[1]).toBe('Ravi Kumar,9876500001,ravi@example.com,Walk-in,2026-11-20,Monthly Pass,2026-11-20,2026-12-19,confirmed,unpaid,2026-11-21,2');
    // A cell that a spreadsheet would run as a formula is escaped.
    expect(lines[2]!.startsWith(`"'=HYPERLINK Shah"`)).toBe(true);
  });

  it('says "Failed to load members" and tries again', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.listMembers, { status: 500, message: 'Server error. Please try again later.' }));
    const { user } = renderApp({ route: paths.owner.members, session: owner });
    expect(await screen.findByText(/Failed to load members/)).toBeInTheDocument();
    server.use(mockEndpoint(endpoints.listMembers, { data: buildPage(members, { total: 2 }) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('an empty gym points to adding a member', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.listMembers, { data: buildPage([], { total: 0, totalPages: 0 }) }));
    renderApp({ route: paths.owner.members, session: owner });
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add member' }).map((a) => a.getAttribute('href'))).toContain(paths.owner.addMember);
  });
});
