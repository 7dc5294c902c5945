import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myReviewSchema, ownReviewListSchema, ownReviewSchema, reviewMessages } from '@contract/community/reviews';
import { gyms, reviews } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createCheckIn } from '@tests/utils/community-factories';
import { createGym, createReview } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

const get = (action: string, query: Record<string, string>, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/reviews.php?action=${action}&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
const post = (action: string, payload: object, who?: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/reviews.php?action=${action}`, payload, headers: who?.headers ?? {} });
const gymRating = async (gymId: string) =>
  (await db().select({ rating: gyms.ratingAvg, count: gyms.reviewCount }).from(gyms).where(eq(gyms.id, gymId)))[0];
const publicList = async (gymId: string) => (await get('list', { gymId })).json().data as { summary: { average: number; count: number }; reviews: { items: { id: string; reply: string | null }[] } };

const words = 'Clean floors, friendly trainers and no waiting for the squat rack.';

/** An owner with a gym that already has approved ratings 5 and 3 (average 4), and a member who has checked in there. */
async function setting() {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  await createReview(db(), { gymId: gym.id, rating: 5 });
  await createReview(db(), { gymId: gym.id, rating: 3 });
  const member = await signIn(app(), { userType: 'member' });
  await createCheckIn(db(), { memberId: member.user.id, gymId: gym.id });
  return { owner, gym, member };
}

describe('reviews.php: a member writes a review after a visit', () => {
  it('refuses a member who has not checked in at the gym (403, in words), and says so on mine', async () => {
    const { gym } = await setting();
    const stranger = await signIn(app(), { userType: 'member' });
    const mine = await get('mine', { gymId: gym.id }, stranger);
    expect(myReviewSchema.parse(mine.json().data)).toEqual({ visited: false, review: null });

    const res = await post('create', { gymId: gym.id, rating: 5, text: words }, stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(reviewMessages.noVisit);
    expect(await db().select().from(reviews).where(eq(reviews.memberId, stranger.user.id))).toEqual([]);
  });

  it('creates a pending review that neither the public list nor the rating counts', async () => {
    const { gym, member } = await setting();
    const res = await post('create', { gymId: gym.id, rating: 1, text: words }, member);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(reviewMessages.created);
    expect(ownReviewSchema.parse(res.json().data)).toMatchObject({ gymId: gym.id, rating: 1, text: words, approved: false, reply: null });

    expect(await gymRating(gym.id)).toEqual({ rating: 4, count: 2 });
    const listed = await publicList(gym.id);
    expect(listed.summary).toMatchObject({ average: 4, count: 2 });
    expect(listed.reviews.items.map((r) => r.id)).not.toContain(res.json().data.id);

    const mine = myReviewSchema.parse((await get('mine', { gymId: gym.id }, member)).json().data);
    expect(mine).toMatchObject({ visited: true, review: { id: res.json().data.id, approved: false } });
  });

  it('allows one review per member per gym (409 on the second)', async () => {
    const { gym, member } = await setting();
    expect((await post('create', { gymId: gym.id, rating: 4, text: words }, member)).statusCode).toBe(201);
    const again = await post('create', { gymId: gym.id, rating: 2, text: words }, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewMessages.alreadyReviewed);
    expect(await db().select().from(reviews).where(eq(reviews.memberId, member.user.id))).toHaveLength(1);
  });

  it.each([
    [{ rating: 0, text: words }, 'rating', reviewMessages.ratingRequired],
    [{ rating: 6, text: words }, 'rating', reviewMessages.ratingRequired],
    [{ rating: 4.5, text: words }, 'rating', reviewMessages.ratingRequired],
    [{ text: words }, 'rating', reviewMessages.ratingRequired],
    [{ rating: 4, text: '  short  ' }, 'text', reviewMessages.textTooShort],
    [{ rating: 4, text: 'x'.repeat(2001) }, 'text', reviewMessages.textTooLong],
    [{ rating: 4, text: words, approved: true }, 'approved', undefined],
  ])('refuses %j with a message on the field', async (body, field, message) => {
    const { gym, member } = await setting();
    const res = await post('create', { gymId: gym.id, ...body }, member);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toContain(field);
    if (message) expect(res.json().data.fields[field]).toBe(message);
    expect(await db().select().from(reviews).where(eq(reviews.memberId, member.user.id))).toEqual([]);
  });

  it('answers 404 for a gym that does not exist and refuses owners (403)', async () => {
    const { owner, gym, member } = await setting();
    expect((await post('create', { gymId: 'no-such-gym', rating: 4, text: words }, member)).statusCode).toBe(404);
    expect((await post('create', { gymId: gym.id, rating: 4, text: words }, owner)).statusCode).toBe(403);
    expect((await post('create', { gymId: gym.id, rating: 4, text: words })).statusCode).toBe(401);
  });
});

describe('reviews.php: the owner approves and replies', () => {
  it('approves ("Review approved"): the review becomes public and the rating follows (4 → 4.3 → after an edit back to 4)', async () => {
    const { owner, gym, member } = await setting();
    const created = (await post('create', { gymId: gym.id, rating: 5, text: words }, member)).json().data;

    const pending = await get('pending', { gymId: gym.id }, owner);
    expect(pending.statusCode).toBe(200);
    expect(ownReviewListSchema.parse(pending.json().data).map((r) => r.id)).toEqual([created.id]);

    const approved = await post('approve', { reviewId: created.id }, owner);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Review approved', data: { approved: true } });
    expect(await gymRating(gym.id)).toEqual({ rating: 4.3, count: 3 });
    expect((await publicList(gym.id)).reviews.items.map((r) => r.id)).toContain(created.id);
    expect((await get('pending', { gymId: gym.id }, owner)).json().data).toEqual([]);

    // The member edits: back to pending, out of the rating until approved again.
    const edited = await post('update', { reviewId: created.id, rating: 2, text: `${words} Crowded lately.` }, member);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: reviewMessages.updated, data: { approved: false, rating: 2 } });
    expect(await gymRating(gym.id)).toEqual({ rating: 4, count: 2 });
    expect((await publicList(gym.id)).reviews.items.map((r) => r.id)).not.toContain(created.id);

    expect((await post('approve', { reviewId: created.id }, owner)).statusCode).toBe(200);
    expect(await gymRating(gym.id)).toEqual({ rating: 3.3, count: 3 });
  });

  it('refuses to approve twice (409) and answers 404 for a review that does not exist', async () => {
    const { owner, gym, member } = await setting();
    const created = (await post('create', { gymId: gym.id, rating: 5, text: words }, member)).json().data;
    expect((await post('approve', { reviewId: created.id }, owner)).statusCode).toBe(200);
    const twice = await post('approve', { reviewId: created.id }, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(reviewMessages.alreadyApproved);
    expect((await post('approve', { reviewId: 'no-such-review' }, owner)).statusCode).toBe(404);
  });

  it('replies publicly; the reply shows on the public list', async () => {
    const { owner, gym, member } = await setting();
    const created = (await post('create', { gymId: gym.id, rating: 5, text: words }, member)).json().data;
    await post('approve', { reviewId: created.id }, owner);
    const replied = await post('reply', { reviewId: created.id, reply: '  Thank you, see you on Monday!  ' }, owner);
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ message: reviewMessages.replied, data: { reply: 'Thank you, see you on Monday!' } });
    expect((await publicList(gym.id)).reviews.items.find((r) => r.id === created.id)?.reply).toBe('Thank you, see you on Monday!');

    const empty = await post('reply', { reviewId: created.id, reply: '   ' }, owner);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields.reply).toBe(reviewMessages.replyRequired);
  });

  it('another owner cannot see, approve or reply to the review: 404, as if it did not exist', async () => {
    const { gym, member } = await setting();
    const created = (await post('create', { gymId: gym.id, rating: 5, text: words }, member)).json().data;
    const other = await signIn(app(), { userType: 'gym_owner' });
    await createGym(db(), { ownerId: other.user.id });

    const approve = await post('approve', { reviewId: created.id }, other);
    expect(approve.statusCode).toBe(404);
    expect(approve.json().message).toBe(reviewMessages.notFound);
    expect((await post('reply', { reviewId: created.id, reply: 'Mine now' }, other)).statusCode).toBe(404);
    expect((await get('pending', { gymId: gym.id }, other)).statusCode).toBe(404);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, created.id));
    expect(row).toMatchObject({ approved: false, reply: null });
    expect(await gymRating(gym.id)).toEqual({ rating: 4, count: 2 });
  });

  it('a member cannot edit another member’s review (404) nor approve (403)', async () => {
    const { gym, member } = await setting();
    const created = (await post('create', { gymId: gym.id, rating: 5, text: words }, member)).json().data;
    const other = await signIn(app(), { userType: 'member' });
    expect((await post('update', { reviewId: created.id, rating: 1, text: words }, other)).statusCode).toBe(404);
    expect((await post('approve', { reviewId: created.id }, member)).statusCode).toBe(403);
  });
});
