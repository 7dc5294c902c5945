import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReviewListResult } from '@contract/community/reviews';
import { gyms } from '@server/db/schema';
import { authorName } from '@server/domains/community/review-service';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createMember, createReview, deactivateGym } from '@tests/utils/factories';

// The dates written here are data: no rule under test compares them with today.

const server = useTestServer();
const db = () => server.current.handle.db;

async function list(params: Record<string, string | number>) {
  const qs = new URLSearchParams({ action: 'list', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  const res = await server.current.app.inject({ method: 'GET', url: `/api/reviews.php?${qs}` });
  return { status: res.statusCode, body: res.json() as { status: string; message: string; data?: ReviewListResult } };
}

/** A gym with approved ratings 5, 4, 4 and 2 (in that order of creation) and one pending 1-star review. */
async function reviewedGym() {
  const gym = await createGym(db());
  const priya = await createMember(db(), { firstName: 'Priya', lastName: 'sharma' });
  const approved = [
    await createReview(db(), { gymId: gym.id, memberId: priya.id, rating: 5, text: 'Best gym in the area!', reply: 'Thank you!', repliedAt: new Date('2026-01-03T00:00:00Z') }),
    await createReview(db(), { gymId: gym.id, rating: 4 }),
    await createReview(db(), { gymId: gym.id, rating: 4 }),
    await createReview(db(), { gymId: gym.id, rating: 2 }),
  ];
  const pending = await createReview(db(), { gymId: gym.id, rating: 1, text: 'Pending rant', approved: false });
  return { gym, approved, pending };
}

describe('reviews.php?action=list', () => {
  it('lists approved reviews newest first with the summary over approved ones', async () => {
    const { gym, approved } = await reviewedGym();
    const { status, body } = await list({ gymId: gym.id });
    expect(status).toBe(200);
    const data = body.data!;
    expect(data.summary).toEqual({ average: 3.8, count: 4, distribution: [0, 1, 0, 2, 1] });
    expect(data.reviews).toMatchObject({ page: 1, pageSize: 12, total: 4, totalPages: 1 });
    expect(data.reviews.items.map((r) => r.id)).toEqual(approved.map((r) => r.id).reverse());
    expect(data.reviews.items[3]).toEqual({
      id: approved[0]!.id,
      rating: 5,
      text: 'Best gym in the area!',
      authorName: 'Priya S.',
      reply: 'Thank you!',
      createdAt: approved[0]!.createdAt.toISOString(),
      repliedAt: '2026-01-03T00:00:00.000Z',
    });
  });

  it('never lists or counts an unapproved review', async () => {
    const { gym, pending } = await reviewedGym();
    const data = (await list({ gymId: gym.id, pageSize: 48 })).body.data!;
    expect(data.reviews.items.map((r) => r.id)).not.toContain(pending.id);
    expect(data.reviews.items.map((r) => r.text)).not.toContain('Pending rant');
    expect(data.summary.distribution[0]).toBe(0);
  });

  it('lists nothing for a gym whose only review is pending', async () => {
    const gym = await createGym(db());
    await createReview(db(), { gymId: gym.id, approved: false });
    const data = (await list({ gymId: gym.id })).body.data!;
    expect(data).toEqual({
      summary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
      reviews: { items: [], page: 1, pageSize: 12, total: 0, totalPages: 0 },
    });
  });

  it('pages through approved reviews', async () => {
    const { gym, approved } = await reviewedGym();
    const first = (await list({ gymId: gym.id, pageSize: 3 })).body.data!.reviews;
    const second = (await list({ gymId: gym.id, pageSize: 3, page: 2 })).body.data!.reviews;
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    expect([...first.items, ...second.items].map((r) => r.id)).toEqual(approved.map((r) => r.id).reverse());
  });

  it('keeps the gym rating aggregate equal to the approved reviews', async () => {
    const { gym } = await reviewedGym();
    const [row] = await db().select({ rating: gyms.ratingAvg, count: gyms.reviewCount }).from(gyms).where(eq(gyms.id, gym.id));
    expect(row).toEqual({ rating: 3.8, count: 4 });
  });

  it.each([['an unknown gym', 'nope'], ['an inactive gym', 'inactive']])('answers 404 Not found for %s', async (_what, which) => {
    const gym = await createGym(db());
    await deactivateGym(db(), gym.id);
    const { status, body } = await list({ gymId: which === 'nope' ? 'nope' : gym.id });
    expect(status).toBe(404);
    expect(body.message).toBe('Not found');
  });

  it.each([
    ['a missing gymId', {}, 'gymId'],
    ['a page size over 48', { gymId: 'x', pageSize: 1000 }, 'pageSize'],
  ])('rejects %s with 400 naming the field', async (_what, params, field) => {
    const { status, body } = await list(params);
    expect(status).toBe(400);
    expect((body.data as unknown as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it('rejects an unknown query key such as approved=false', async () => {
    const { status, body } = await list({ gymId: 'x', approved: 'false' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/approved/);
  });
});

describe('authorName', () => {
  it.each([
    ['Priya', 'Sharma', 'Priya S.'],
    ['Rahul', 'mehta', 'Rahul M.'],
    ['Aisha', null, 'Aisha'],
    [null, 'Khan', 'Member'],
    ['  ', '', 'Member'],
  ])('%s %s → %s', (first, last, expected) => {
    expect(authorName(first, last)).toBe(expected);
  });
});
