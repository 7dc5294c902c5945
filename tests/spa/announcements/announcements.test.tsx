import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announcementMessages } from '@contract/community/announcements';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { buildAnnouncement, buildFeedItem } from '@tests/mocks/community';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { renderApp } from '@tests/utils/render-app';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-23T04:30:00Z');

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };

function ownerScreen(route: string, list = [buildAnnouncement()]) {
  server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.listAnnouncements, { data: list }));
  return renderApp({ route, session: owner });
}

function recordCreates() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mockEndpoint(endpoints.createAnnouncement, ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      const b = body as { publish: boolean; scheduleAt: string | null };
      const status = !b.publish ? 'draft' : b.scheduleAt ? 'scheduled' : 'published';
      const message = status === 'draft' ? announcementMessages.drafted : status === 'scheduled' ? announcementMessages.scheduled : announcementMessages.published;
      return { status: 201, message, data: buildAnnouncement({ status }) };
    }),
  );
  return bodies;
}

describe('/gym_owner/announcements', { timeout: 20_000 }, () => {
  it('sorts the gym’s announcements into the tabs Published, Drafts and Scheduled', async () => {
    const { user } = ownerScreen(paths.owner.announcements, [
      buildAnnouncement({ title: 'Live now', priority: 'high' }),
      buildAnnouncement({ title: 'Half written', status: 'draft', publishedAt: null }),
      buildAnnouncement({ title: 'Next week', status: 'scheduled', publishedAt: null, scheduleAt: '2026-12-01T04:30:00.000Z' }),
    ]);
    const panel = () => within(screen.getByRole('tabpanel'));
    expect(await screen.findByRole('tab', { name: 'Published (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(panel().getByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    expect(panel().getByText('High priority')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Drafts (1)' }));
    expect(panel().getByRole('heading', { name: 'Half written' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scheduled (1)' }));
    expect(panel().getByRole('heading', { name: 'Next week' })).toBeInTheDocument();
    expect(panel().getByText(/^Goes live 1 Dec 2026/)).toBeInTheDocument();
  });

  it('deletes behind a confirmation', async () => {
    const { user } = ownerScreen(paths.owner.announcements, [buildAnnouncement({ id: 'a1', title: 'Old news' })]);
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.deleteAnnouncement, ({ body }) => {
        bodies.push(body);
        return { message: announcementMessages.deleted, data: null };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(announcementMessages.deleted)).toBeInTheDocument();
    expect(bodies).toEqual([{ announcementId: 'a1' }]);
  });
});

describe('/gym_owner/create-announcements', { timeout: 20_000 }, () => {
  it('needs a title and a message, then "Publish Now" publishes for the current gym', async () => {
    const { user, router } = ownerScreen(paths.owner.createAnnouncement);
    const bodies = recordCreates();
    await user.click(await screen.findByRole('button', { name: 'Publish Now' }));
    expect(await screen.findByText(announcementMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(announcementMessages.messageRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Closed on Monday');
    await user.type(screen.getByLabelText('Message'), 'Floor polishing.');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.click(screen.getByRole('button', { name: 'Publish Now' }));
    expect(await screen.findByText(announcementMessages.published)).toBeInTheDocument();
    expect(bodies).toEqual([{ gymId: 'g1', title: 'Closed on Monday', message: 'Floor polishing.', priority: 'high', scheduleAt: null, publish: true }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.owner.announcements));
  });

  it('sends the schedule date as an instant, and "Save as Draft" as a draft', async () => {
    const { user } = ownerScreen(paths.owner.createAnnouncement);
    const bodies = recordCreates();
    await user.type(await screen.findByLabelText('Title'), 'Yoga at 7');
    await user.type(screen.getByLabelText('Message'), 'New batch.');
    const schedule = screen.getByLabelText('Schedule date');
    await user.type(schedule, '2030-01-15T07:30');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(announcementMessages.drafted)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ publish: false, scheduleAt: new Date('2030-01-15T07:30').toISOString() });
  });
});

describe('/gym_owner/create-announcements/{id}', { timeout: 20_000 }, () => {
  it('loads the announcement and saves it whole under its id', async () => {
    const a = buildAnnouncement({ id: 'a9', title: 'Old title', status: 'draft', publishedAt: null });
    server.use(mockEndpoint(endpoints.getAnnouncement, { data: a }));
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.updateAnnouncement, ({ body }) => {
        bodies.push(body);
        return { message: announcementMessages.published, data: { ...a, status: 'published' as const } };
      }),
    );
    const { user } = ownerScreen(paths.owner.editAnnouncement('a9'));
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Old title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Publish Now' }));
    expect(await screen.findByText(announcementMessages.published)).toBeInTheDocument();
    expect(bodies).toEqual([{ announcementId: 'a9', title: 'New title', message: a.message, priority: 'medium', scheduleAt: null, publish: true }]);
  });
});

describe('the member dashboard’s announcements', { timeout: 20_000 }, () => {
  it('lists the feed as the server orders it, each with its gym and priority', async () => {
    server.use(
      mockEndpoint(endpoints.announcementFeed, {
        data: [buildFeedItem({ title: 'Pool closed', priority: 'high', gymName: 'Iron Temple' }), buildFeedItem({ title: 'New class', priority: 'low' })],
      }),
    );
    renderApp({ route: paths.member.root, session: { userType: 'member' } });
    const list = await screen.findByRole('list', { name: 'Announcements from your gyms' });
    const items = within(list).getAllByRole('article');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['Pool closed', 'New class']);
    expect(within(items[0]!).getByRole('link', { name: 'Iron Temple' })).toHaveAttribute('href', paths.gymProfile('g1'));
    expect(within(items[0]!).getByText('High priority')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    server.use(mockEndpoint(endpoints.announcementFeed, { data: [] }));
    renderApp({ route: paths.member.root, session: { userType: 'member' } });
    expect(await screen.findByText(/No announcements yet/)).toBeInTheDocument();
  });
});
