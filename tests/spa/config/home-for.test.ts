import { describe, expect, it } from 'vitest';
import { adminPaths } from '@/config/admin-paths';
import { homeFor, paths } from '@/config/paths';

// homeFor builds each area's root from the user type's name (to save first-visit bytes): hold it to the paths.
describe('homeFor', () => {
  it.each([
    ['gym_owner', paths.owner.root],
    ['admin', adminPaths.root],
    ['member', paths.member.root],
    ['trainer', paths.trainer.root],
    ['staff', paths.staff.root],
    ['anything else', paths.member.root],
  ])('sends a %s to %s', (userType, home) => {
    expect(homeFor(userType)).toBe(home);
  });
});
