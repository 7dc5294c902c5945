import { describe, expect, it } from 'vitest';
import { httpErrorOf } from '@server/plugins/app/errors';
import { conflict, forbidden, invalid, notFound, Refusal, tooMany } from '@server/shared/refusals';

describe('a rule\'s refusal as the API answers it', () => {
  it('gives each kind of refusal its HTTP status, with the message and data unchanged', () => {
    const cases: [Refusal, number][] = [
      [invalid('Bad date', { date: 'Bad date' }), 400],
      [forbidden(), 403],
      [notFound('Gym not found'), 404],
      [conflict('This slot is full', { slot: '06:00' }), 409],
      [new Refusal('too-large', 'Too large'), 413],
      [new Refusal('unsupported', 'Not an image'), 415],
      [tooMany('Too many requests. Please try again later.', 60), 429],
      [new Refusal('upstream-failed', 'Payment could not be started'), 502],
      [new Refusal('unavailable', 'Failed to send OTP'), 503],
    ];
    for (const [refusal, status] of cases) {
      const answer = httpErrorOf(refusal);
      expect([answer.statusCode, answer.message, answer.data]).toEqual([status, refusal.message, refusal.data]);
    }
    expect(httpErrorOf(invalid('Bad date', { date: 'Bad date' })).data).toEqual({ fields: { date: 'Bad date' } });
  });

  it('tells when to try again in Retry-After only for too many requests, and keeps the cause for the log', () => {
    expect(httpErrorOf(tooMany('Slow down', 90)).headers).toEqual({ 'retry-after': '90' });
    expect(httpErrorOf(conflict('Taken', { retryAfter: 5 })).headers).toEqual({});
    const cause = new Error('gateway down');
    expect(httpErrorOf(new Refusal('upstream-failed', 'Payment could not be started', undefined, cause)).cause).toBe(cause);
  });
});
