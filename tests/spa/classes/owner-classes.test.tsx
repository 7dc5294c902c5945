import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classMessages } from '@contract/classes/classes';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { buildClassRules, buildClassSeries, buildClassSession } from '@tests/mocks/classes';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// Wednesday 25 Nov 2026, 10:00 in India: this week runs Mon 23 – Sun 29 Nov.
fixDate('2026-11-25T04:30:00Z');

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };
const yoga = buildClassSession({ title: 'Morning Yoga', startsAt: '2026-11-26T01:30:00.000Z' });
const hiit = buildClassSession({ title: 'Evening HIIT', category: 'hiit', startsAt: '2026-12-01T13:30:00.000Z', booked: 12, available: 0, waitlisted: 2 });

function ownerClasses() {
  const asked: string[] = [];
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
    mockEndpoint(endpoints.gymClasses, { data: [buildClassSeries()] }),
    mockEndpoint(endpoints.classRules, { data: buildClassRules() }),
    mockEndpoint(endpoints.listTrainers, { data: [] }),
    mockEndpoint(endpoints.classTimetable, ({ query }) => {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      asked.push(`${from}..${to}`);
      return { data: [yoga, hiit].filter((s) => s.startsAt.slice(0, 10) >= from && s.startsAt.slice(0, 10) <= to) };
    }),
  );
  return { ...renderApp({ route: paths.owner.classes, session: owner }), asked };
}

describe('/gym_owner/classes', { timeout: 20_000 }, () => {
  it('lists the chosen week’s sessions day by day, and the next week’s after "Next week"', async () => {
    const { user, asked } = ownerClasses();
    const thursday = await screen.findByRole('listitem', { name: /Thu, 26 Nov/ });
    expect(within(thursday).getByRole('heading', { name: 'Morning Yoga' })).toBeInTheDocument();
    expect(within(thursday).getByText('4/12 booked')).toBeInTheDocument();
    expect(screen.queryByText('Evening HIIT')).not.toBeInTheDocument();
    expect(asked).toEqual(['2026-11-23..2026-11-29']);

    await user.click(screen.getByRole('button', { name: /Next week/ }));
    const tuesday = await screen.findByRole('listitem', { name: /Tue, 1 Dec/ });
    expect(within(tuesday).getByRole('heading', { name: 'Evening HIIT' })).toBeInTheDocument();
    expect(within(tuesday).getByText('12/12 booked · 2 waiting')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Morning Yoga' })).not.toBeInTheDocument();
    expect(asked).toContain('2026-11-30..2026-12-06');
  });

  it('Add class names each missing field in the contract’s words, then shows the server’s refusal', async () => {
    const { user } = ownerClasses();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.createClass, ({ body }) => {
        bodies.push(body);
        return { status: 409, message: classMessages.outsideHours };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a class' });
    const form = within(dialog);
    await user.clear(form.getByLabelText('Capacity'));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(await form.findByText(classMessages.titleRequired)).toBeInTheDocument();
    expect(form.getByText(classMessages.categoryRequired)).toBeInTheDocument();
    expect(form.getByText(classMessages.capacityInvalid)).toBeInTheDocument();
    expect(form.getByText(classMessages.daysRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(form.getByLabelText('Title'), 'Sunrise Flow');
    await user.selectOptions(form.getByLabelText('Category'), 'Yoga');
    await user.type(form.getByLabelText('Capacity'), '15');
    await user.click(form.getByLabelText('Sat'));
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(await form.findByText(classMessages.outsideHours)).toBeInTheDocument();
    expect(bodies).toEqual([
      { gymId: 'g1', title: 'Sunrise Flow', category: 'yoga', trainerId: null, capacity: 15, durationMinutes: 60, days: ['saturday'], startTime: '07:00', startDate: '2026-11-25', endDate: null },
    ]);
  });

  it('opens a session’s roster: booked with check-in, the waitlist in order', async () => {
    const { user } = ownerClasses();
    server.use(
      mockEndpoint(endpoints.classRoster, {
        data: {
          session: yoga,
          entries: [
            { id: 'b2', memberId: 'm2', memberName: 'Kiran Das', status: 'waitlisted', position: 2, lateCancel: false, checkedIn: false, waived: false },
            { id: 'b1', memberId: 'm1', memberName: 'Asha Rao', status: 'booked', lateCancel: false, checkedIn: true, waived: false },
            { id: 'b3', memberId: 'm3', memberName: 'Ravi Nair', status: 'waitlisted', position: 1, lateCancel: false, checkedIn: false, waived: false },
          ],
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Roster of Morning Yoga on Thu, 26 Nov' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roster of Morning Yoga on Thu, 26 Nov' });
    const booked = within(dialog).getByRole('heading', { name: 'Booked (1)' }).parentElement!;
    expect(within(booked).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(booked).getByText('Checked in')).toBeInTheDocument();
    const waitlist = within(dialog).getByRole('heading', { name: 'Waitlist (2)' }).parentElement!;
    expect(within(waitlist).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/^#1Ravi Nair/), expect.stringMatching(/^#2Kiran Das/)]);
  });

  it('cancels a session only with a reason, which goes to the server', async () => {
    const { user } = ownerClasses();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.cancelClassSession, ({ body }) => {
        bodies.push(body);
        return { message: classMessages.sessionCancelled, data: { ...yoga, cancelled: true, cancelReason: 'Trainer unwell' } };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel Morning Yoga on Thu, 26 Nov' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText(classMessages.reasonRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (members read it)'), 'Trainer unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(classMessages.sessionCancelled)).toBeInTheDocument();
    expect(bodies).toEqual([{ sessionId: yoga.id, reason: 'Trainer unwell' }]);
  });
});
