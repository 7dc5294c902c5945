import type { Announcement, FeedItem } from '@contract/community/announcements';
import type { OwnReview, ReviewListResult, Review } from '@contract/community/reviews';

let seq = 0;

export function buildOwnReview(overrides: Partial<OwnReview> = {}): OwnReview {
  seq += 1;
  return {
    id: `review_${seq}`,
    gymId: 'g1',
    rating: 4,
    text: 'Clean floors and friendly trainers.',
    authorName: 'Priya S.',
    reply: null,
    createdAt: '2026-11-01T04:30:00.000Z',
    repliedAt: null,
    approved: false,
    ...overrides,
  };
}

/** The public list's answer: approved reviews with the summary over them. */
export function buildReviewList(reviews: Review[]): ReviewListResult {
  const distribution = [0, 0, 0, 0, 0];
  for (const r of reviews) distribution[r.rating - 1]! += 1;
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return {
    summary: { average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0, count: reviews.length, distribution },
    reviews: { items: reviews, page: 1, pageSize: 48, total: reviews.length, totalPages: 1 },
  };
}

export function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  seq += 1;
  return {
    id: `ann_${seq}`,
    gymId: 'g1',
    title: `Announcement ${seq}`,
    message: 'We open at 6 AM on Sunday.',
    priority: 'medium',
    status: 'published',
    scheduleAt: null,
    publishedAt: '2026-11-20T04:30:00.000Z',
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-20T04:30:00.000Z',
    ...overrides,
  };
}

export function buildFeedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  seq += 1;
  return { id: `feed_${seq}`, gymId: 'g1', gymName: 'Alpha Fitness', title: `News ${seq}`, message: 'Details.', priority: 'medium', publishedAt: '2026-11-20T04:30:00.000Z', ...overrides };
}
