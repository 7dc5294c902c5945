import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { reviewMessages } from '@contract/community/reviews';
import { paths } from '@/config/paths';
import { buildOwnReview, buildReviewList } from '@tests/mocks/community';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { renderApp } from '@tests/utils/render-app';

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };

function setUp({ pending = [buildOwnReview({ id: 'r-new', authorName: 'Rohan K.', text: 'Great squat racks.' })], approved = [buildOwnReview({ id: 'r-old', approved: true, rating: 5 })] } = {}) {
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
    mockEndpoint(endpoints.pendingReviews, { data: pending }),
    mockEndpoint(endpoints.listReviews, { data: buildReviewList(approved) }),
  );
  return renderApp({ route: paths.owner.reviews, session: owner });
}

describe('/gym_owner/reviews', { timeout: 20_000 }, () => {
  it('shows the rating summary ("Based on {{count}} review", plural) and the pending tab first', async () => {
    setUp();
    expect(await screen.findByText('Based on 1 review')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending approval (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Rohan K.' })).toBeInTheDocument();
  });

  it('says "Based on 2 reviews" for two', async () => {
    setUp({ approved: [buildOwnReview({ approved: true }), buildOwnReview({ approved: true })] });
    expect(await screen.findByText('Based on 2 reviews')).toBeInTheDocument();
  });

  it('approves: posts the review id and says "Review approved"', async () => {
    const { user } = setUp();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.approveReview, ({ body }) => {
        bodies.push(body);
        server.use(mockEndpoint(endpoints.pendingReviews, { data: [] }));
        return { message: reviewMessages.approved, data: buildOwnReview({ id: 'r-new', approved: true }) };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve the review by Rohan K.' }));
    expect(await screen.findByText('Review approved')).toBeInTheDocument();
    expect(bodies).toEqual([{ reviewId: 'r-new' }]);
    expect(await screen.findByText('Nothing waiting for approval')).toBeInTheDocument();
  });

  it('a refusal from the server says "Failed to approve" with its reason', async () => {
    const { user } = setUp();
    server.use(mockEndpoint(endpoints.approveReview, { status: 409, message: reviewMessages.alreadyApproved }));
    await user.click(await screen.findByRole('button', { name: 'Approve the review by Rohan K.' }));
    expect(await screen.findByText('Failed to approve')).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.alreadyApproved)).toBeInTheDocument();
  });

  it('a call that gets no answer says "Error approving review"', async () => {
    const { user } = setUp();
    server.use(http.post('http://localhost/api/reviews.php', () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Approve the review by Rohan K.' }));
    expect(await screen.findByText('Error approving review')).toBeInTheDocument();
  });

  it('replies to an approved review in the Approved tab', async () => {
    const { user } = setUp({ approved: [buildOwnReview({ id: 'r-old', approved: true, authorName: 'Meera J.' })] });
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.replyReview, ({ body }) => {
        bodies.push(body);
        return { message: reviewMessages.replied, data: buildOwnReview({ id: 'r-old', approved: true, reply: 'Thanks, Meera!' }) };
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Approved (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Reply to Meera J.' }));
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(reviewMessages.replyRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply to Meera J.'), 'Thanks, Meera!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(reviewMessages.replied)).toBeInTheDocument();
    expect(bodies).toEqual([{ reviewId: 'r-old', reply: 'Thanks, Meera!' }]);
    const list = screen.getByRole('list', { name: 'Approved reviews' });
    expect(within(list).getByRole('heading', { name: 'Meera J.' })).toBeInTheDocument();
  });
});
