import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For SPA tests whose fixtures hold fixed dates: `Date` starts at `at` in each test and runs on
 * from there, as the server tests' clock does; timers stay real (msw, user-event and React need them).
 */
export function fixDate(at: string | Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(at), shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
