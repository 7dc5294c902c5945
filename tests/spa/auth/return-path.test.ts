import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from '@/features/auth/utils/return-path';

describe('returnPathAfterLogin', () => {
  it.each([
    [null, 'member', '/member'],
    ['', 'gym_owner', '/gym_owner'],
    ['/member/payments-history', 'member', '/member/payments-history'],
    ['/gym_owner/reviews?tab=pending', 'gym_owner', '/gym_owner/reviews?tab=pending'],
    ['/view-all-gyms?page=2', 'member', '/view-all-gyms?page=2'],
    ['/gym_owner', 'member', '/member'],
    ['/GYM_OWNER/payments', 'member', '/member'],
    ['/member/profile', 'gym_owner', '/gym_owner'],
    ['/members-area', 'gym_owner', '/members-area'],
    ['//evil.example', 'member', '/member'],
    ['/\\evil.example', 'member', '/member'],
    ['https://evil.example/member', 'member', '/member'],
    ['javascript:alert(1)', 'member', '/member'],
    ['/user-login?redirect=/member', 'member', '/member'],
  ] as const)('%s for a %s → %s', (redirect, userType, expected) => {
    expect(returnPathAfterLogin(redirect, userType)).toBe(expected);
  });
});
