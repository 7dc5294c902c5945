import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages, type VerificationQueueItem } from '@contract/admin/admin';
import { endpoints } from '@contract/endpoints';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderApp } from '@tests/utils/render-app';

// The home page's search asks the API for cities; these tests are about the admin area.
vi.mock('@/features/gyms/components/hero-search', () => ({ HeroSearch: () => <h1>Find a gym</h1> }));

const pathOf = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const at = new Date().toISOString();
const admin = { userType: 'admin' as const, user: { firstName: 'Anita', lastName: 'Desai' } };

const submission: VerificationQueueItem = {
  id: 'ver-1',
  status: 'pending',
  cause: 'submitted',
  reason: null,
  submittedAt: at,
  decidedAt: null,
  gym: {
    id: 'gym-1',
    name: 'Iron Temple',
    address: '12 Hill Road',
    area: 'Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    verified: false,
    gstin: null,
    ownerId: 'u-owner',
    ownerName: 'Vikram Shah',
    ownerMobile: '+919812345678',
  },
  gstin: '27AAPFU0939F1ZV',
  documents: [
    { id: 'doc-1', kind: 'gst_certificate', contentType: 'application/pdf', bytes: 200_000 },
    { id: 'doc-2', kind: 'gym_front', contentType: 'image/png', bytes: 68 },
  ],
};
const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 48, total: items.length, totalPages: 1 });

describe('the admin guard', () => {
  it('sends a signed-out visitor to sign in with the platform team note, and sign-in asks for an admin session', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.sendOtp, ({ body }) => (bodies.push(body), { status: 403, message: adminMessages.notAdminNumber })));
    const { router, user } = renderApp({ route: adminPaths.reports });
    await waitFor(() => expect(pathOf(router)).toBe(`${paths.login}?redirect=${encodeURIComponent(adminPaths.reports)}`));
    expect(await screen.findByText('Platform team sign-in.')).toBeInTheDocument();
    // An admin is never a gym owner: the choice is not offered.
    expect(screen.queryByRole('checkbox', { name: 'I am a gym owner' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    // The server's refusal of a number not on ADMIN_MOBILES is shown in its own words.
    expect(await screen.findByText(adminMessages.notAdminNumber)).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: '9876543210', userType: 'admin' }]);
    // The first test loads the lazy sign-in screen cold and types into it, on a busy machine.
  }, 20_000);

  it('shows no platform team note on an ordinary sign-in', async () => {
    renderApp({ route: paths.login });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Platform team sign-in.')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I am a gym owner' })).toBeInTheDocument();
  });

  it.each([
    ['member', paths.member.root],
    ['gym_owner', paths.owner.root],
  ] as const)('keeps a signed-in %s out of /admin, saying the page is for the platform team', async (userType, home) => {
    const { router } = renderApp({ route: adminPaths.audit, session: { userType } });
    await waitFor(() => expect(pathOf(router)).toBe(home));
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
    expect(screen.getByText('That page is for the platform team.')).toBeInTheDocument();
  });

  it('lets an admin in: the platform view with its figures', async () => {
    server.use(
      mockEndpoint(endpoints.overview, {
        data: {
          today: { bookings: 7, grossPaise: 350_000, newGyms: 1 },
          month: { bookings: 120, grossPaise: 9_900_000, newGyms: 4 },
          gymsWaitingForVerification: 3,
          openReports: 2,
          signInTexts: { lastHour: 5, last24Hours: 40, hourlyBudget: 100, dailyBudget: 1000 },
          at,
        },
      }),
    );
    renderApp({ route: adminPaths.root, session: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform view' })).toBeInTheDocument();
    expect(await screen.findByText('₹3,500')).toBeInTheDocument();
    expect(screen.getByText('₹99,000')).toBeInTheDocument();
    expect(screen.getByText('Last hour: 5 of 100')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Platform team' }).textContent).toContain('Audit log');
  });
});

describe('a submission', () => {
  function renderSubmission() {
    const decisions: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.verificationQueue, { data: page([submission]) }),
      mockEndpoint(endpoints.verificationDocument, ({ query }) => ({
        data: query.get('documentId') === 'doc-1' ? { contentType: 'application/pdf', base64: 'JVBERi0xLjQK' } : { contentType: 'image/png', base64: 'iVBORw0KGgo=' },
      })),
      mockEndpoint(endpoints.rejectVerification, ({ body }) => (decisions.push(body), { data: { ...submission, status: 'rejected' as const, reason: 'Blurry photo' } })),
    );
    return { decisions, ...renderApp({ route: adminPaths.submission(submission.id), session: admin }) };
  }

  it('shows the gym, its owner, the GSTIN and the documents: the image inline, the PDF as a link', async () => {
    renderSubmission();
    expect(await screen.findByRole('heading', { level: 1, name: 'Iron Temple' })).toBeInTheDocument();
    expect(screen.getByText('Vikram Shah · +91 98123 45678')).toBeInTheDocument();
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo of the gym front' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(await screen.findByRole('link', { name: /^Open the PDF/ })).toHaveAttribute('target', '_blank');
  });

  it('refuses to reject without a reason, then sends the reason given', async () => {
    URL.createObjectURL ??= () => 'blob:test';
    URL.revokeObjectURL ??= () => undefined;
    const { decisions, user, router } = renderSubmission();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(adminMessages.reasonRequired)).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Blurry photo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions).toEqual([{ verificationId: 'ver-1', reason: 'Blurry photo' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.verification));
  });
});

describe('reported content', () => {
  it('hides an item only with a reason, and says it was done', async () => {
    const hidden: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.reports, {
        data: page([
          {
            reviewId: 'rev-1',
            target: 'review' as const,
            gymId: 'gym-1',
            gymName: 'Iron Temple',
            text: 'Terrible people',
            rating: 1,
            authorId: 'u-1',
            hidden: false,
            openReports: 2,
            reasons: { abusive: 2 },
            notes: ['Insults the staff'],
            firstReportedAt: at,
          },
        ]),
      }),
      mockEndpoint(endpoints.hideContent, ({ body }) => (hidden.push(body), { message: 'Hidden from the gym’s profile', data: { reviewId: 'rev-1', target: 'review' as const, hidden: true, reportsClosed: 2 } })),
    );
    const { user } = renderApp({ route: adminPaths.reports, session: admin });
    expect(await screen.findByText('Terrible people')).toBeInTheDocument();
    expect(screen.getByText('Abusive or harassing × 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText(adminMessages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Abuse of staff');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden from the gym’s profile')).toBeInTheDocument();
    expect(hidden).toEqual([{ reviewId: 'rev-1', target: 'review', reason: 'Abuse of staff' }]);
  });
});
