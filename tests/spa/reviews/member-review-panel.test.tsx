import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { firstReviewsQuery, gymBusyKey, gymDetailKey, gymReviewsKey } from '@contract/gyms/gym-profile-keys';
import { reviewMessages } from '@contract/community/reviews';
import { paths } from '@/config/paths';
import { buildOwnReview } from '@tests/mocks/community';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildGymDetail, buildReview, buildReviewList } from '@tests/mocks/gyms';
import { server } from '@tests/mocks/server';
import { renderApp, type SessionInit } from '@tests/utils/render-app';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-22T12:30:00Z');

const gym = buildGymDetail({ id: 'g1', name: 'Iron Temple' });

function openProfile(session?: SessionInit, mine = { visited: true, review: null as ReturnType<typeof buildOwnReview> | null }) {
  server.use(
    mockEndpoint(endpoints.getGym, { data: gym }),
    mockEndpoint(endpoints.listReviews, { data: buildReviewList([]) }),
    mockEndpoint(endpoints.gymBusy, { data: { level: 'quiet', openCheckIns: 0, capacity: 20, at: '2026-11-22T12:30:00.000Z' } }),
    mockEndpoint(endpoints.myReview, { data: mine }),
  );
  return renderApp({ route: paths.gymProfile(gym.id), ...(session ? { session } : {}) });
}

const member = { userType: 'member' as const };

describe('the member’s review on a gym’s profile', { timeout: 20_000 }, () => {
  it('tells a member without a visit why they cannot review yet', async () => {
    openProfile(member, { visited: false, review: null });
    expect(await screen.findByText(/You can review this gym after you have checked in here at least once/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in, and shows owners nothing', async () => {
    openProfile();
    expect(await screen.findByText(/Sign in as a member to rate it/)).toBeInTheDocument();
  });

  it('checks the stars and the words, then posts the review and shows it pending', async () => {
    const { user } = openProfile(member);
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.createReview, ({ body }) => {
        bodies.push(body);
        server.use(mockEndpoint(endpoints.myReview, { data: { visited: true, review: buildOwnReview({ rating: 4, text: 'Spotless and friendly staff.' }) } }));
        return { status: 201, message: reviewMessages.created, data: buildOwnReview({ rating: 4, text: 'Spotless and friendly staff.' }) };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(reviewMessages.ratingRequired)).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.textTooShort)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Spotless and friendly staff.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(reviewMessages.created)).toBeInTheDocument();
    expect(bodies).toEqual([{ gymId: 'g1', rating: 4, text: 'Spotless and friendly staff.' }]);
    expect(await screen.findByText('Pending approval')).toBeInTheDocument();
  });

  it('edits the member’s own review: the update names the review and warns it goes back to pending', async () => {
    const review = buildOwnReview({ id: 'r9', rating: 5, text: 'Best gym in the area!', approved: true });
    const { user } = openProfile(member, { visited: true, review });
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.updateReview, ({ body }) => {
        bodies.push(body);
        return { message: reviewMessages.updated, data: { ...review, rating: 3, approved: false } };
      }),
    );
    expect(await screen.findByText('Approved · public')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit review' }));
    expect(screen.getByText(/Editing sends your review back for approval/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(reviewMessages.updated)).toBeInTheDocument();
    expect(bodies).toEqual([{ reviewId: 'r9', rating: 3, text: 'Best gym in the area!' }]);
  });

  it("reloads the public reviews after a save on a server-drawn profile, whose first reviews came inline with the page", async () => {
    const review = buildOwnReview({ id: 'r9', rating: 5, text: 'Best gym in the area!', approved: true });
    const inline = buildReviewList([buildReview({ id: 'r9', rating: 5, text: 'Best gym in the area!', authorName: 'Asha K.' })]);
    const seeded = [
      { queryKey: [...gymDetailKey(gym.id)], data: gym },
      { queryKey: [...gymBusyKey(gym.id)], data: { level: 'quiet', openCheckIns: 0, capacity: 20, at: '2026-11-22T12:30:00.000Z' } },
      { queryKey: [...gymReviewsKey(firstReviewsQuery(gym.id))], data: inline },
    ];
    let listed = 0;
    server.use(
      mockEndpoint(endpoints.myReview, { data: { visited: true, review } }),
      mockEndpoint(endpoints.listReviews, () => {
        listed += 1;
        return { data: buildReviewList([]) };
      }),
      mockEndpoint(endpoints.updateReview, { message: reviewMessages.updated, data: { ...review, rating: 3, approved: false } }),
    );
    const { user } = renderApp({ route: paths.gymProfile(gym.id), session: member, seeded });
    expect(await screen.findByRole('heading', { level: 3, name: 'Asha K.' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit review' }));
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    expect(listed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(reviewMessages.updated)).toBeInTheDocument();
    // Sent back for approval, it leaves the public list.
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(listed).toBe(1);
  });
});
