import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { reportMessages } from '@contract/admin/admin';
import { endpoints } from '@contract/endpoints';
import type { GymDetail } from '@contract/gyms/gyms';
import { GymCard } from '@/features/gyms/components/gym-card';
import { GymProfilePage } from '@/features/gyms/components/gym-profile-page';
import { buildGymDetail, buildGymSummary, buildReview, buildReviewList } from '@tests/mocks/gyms';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { resetSession, startSession } from '@tests/utils/session';
import { recordEndpoint, renderGyms } from './render-gyms';

beforeEach(resetSession);

function renderProfile(gym: GymDetail) {
  recordEndpoint(endpoints.getGym, { data: gym });
  recordEndpoint(endpoints.gymBusy, { data: { level: 'quiet' as const, openCheckIns: 2, capacity: 20, at: new Date().toISOString() } });
  recordEndpoint(endpoints.listReviews, { data: buildReviewList([buildReview({ id: 'rev-1', authorName: 'Kiran', text: 'Rude staff', reply: 'We are sorry' })]) });
  renderGyms(<GymProfilePage gymId={gym.id} />, { route: `/gym-profile/${gym.id}` });
}

describe('the Verified badge', () => {
  it('shows on a card only when the gym is verified', () => {
    const { unmount } = renderGyms(<GymCard gym={buildGymSummary({ name: 'Checked Gym', verified: true })} />);
    expect(within(screen.getByRole('article')).getByText('Verified')).toBeInTheDocument();
    unmount();
    renderGyms(<GymCard gym={buildGymSummary({ name: 'Unchecked Gym', verified: false })} />);
    expect(screen.getByRole('heading', { name: 'Unchecked Gym' })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('shows on the profile header when verified is %s', async (verified, count) => {
    renderProfile(buildGymDetail({ id: 'gym-9', name: 'Iron Temple', verified }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iron Temple' })).toBeInTheDocument();
    expect(screen.queryAllByText('Verified')).toHaveLength(count);
  });
});

describe('reporting a review', () => {
  it('offers no Report button to a visitor who is not signed in', async () => {
    renderProfile(buildGymDetail({ id: 'gym-9' }));
    expect(await screen.findByText('Rude staff')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('needs a reason from the list, sends it with the note, and says it was sent', async () => {
    startSession({ userType: 'member' });
    const reports: unknown[] = [];
    server.use(mockEndpoint(endpoints.reportContent, ({ body }) => (reports.push(body), { status: 201, message: reportMessages.reported, data: null })));
    const user = userEvent.setup();
    renderProfile(buildGymDetail({ id: 'gym-9' }));
    await user.click(await screen.findByRole('button', { name: 'Report the review by Kiran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason from the list')).toBeInTheDocument();
    expect(reports).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Abusive or harassing');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the team (optional)' }), 'Insults the staff');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(reportMessages.reported)).toBeInTheDocument();
    expect(reports).toEqual([{ reviewId: 'rev-1', target: 'review', reason: 'abusive', note: 'Insults the staff' }]);
  }, 20_000);

  it('reports the owner’s reply as its own item, and shows the server’s refusal in its words', async () => {
    startSession({ userType: 'member' });
    server.use(mockEndpoint(endpoints.reportContent, { status: 409, message: reportMessages.alreadyReported }));
    const user = userEvent.setup();
    renderProfile(buildGymDetail({ id: 'gym-9' }));
    await user.click(await screen.findByRole('button', { name: 'Report the owner’s reply to Kiran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the owner’s reply' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Spam or advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByText(reportMessages.alreadyReported)).toBeInTheDocument());
  }, 20_000);
});
