import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A test that writes a calendar date and reads the real clock passes only while the calendar agrees
 * (members.test's "visits this month" failed that way on 27 Nov 2026). A test file that writes a
 * literal date therefore fixes the clock (the test server's clock.set, vi.setSystemTime, or
 * fixDate from tests/utils/clock), or says in so many words that its dates are data only.
 */
const ROOT = join(import.meta.dirname, '..');
const LITERAL_DATE = /['"`]\d{4}-\d{2}-\d{2}/;
const FIXES_THE_CLOCK = /clock(\(\))?\.set\(|vi\.setSystemTime\(|vi\.useFakeTimers\(|fixDate\(/;
const DATES_ARE_DATA = 'The dates written here are data: no rule under test compares them with today.';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('test files and the clock', () => {
  it('every file that writes a literal date fixes the clock or declares its dates data only', () => {
    const offenders = testFiles(ROOT)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return LITERAL_DATE.test(text) && !FIXES_THE_CLOCK.test(text) && !text.includes(DATES_ARE_DATA);
      })
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('the guard itself sees a bare literal date and accepts each way of fixing the clock', () => {
    const flagged = (text: string) => LITERAL_DATE.test(text) && !FIXES_THE_CLOCK.test(text) && !text.includes(DATES_ARE_DATA);
    expect(flagged(`book({ startDate: '2026-11-25' })`)).toBe(true);
    expect(flagged(`clock().set(new Date('2026-11-25T04:30:00Z'))`)).toBe(false);
    expect(flagged(`server.current.clock.set(AT); '2026-11-25'`)).toBe(false);
    expect(flagged(`vi.setSystemTime(new Date('2026-11-25'))`)).toBe(false);
    expect(flagged(`fixDate('2026-11-25T04:30:00Z')`)).toBe(false);
    expect(flagged(`// ${DATES_ARE_DATA}\nformat('2026-11-25')`)).toBe(false);
    expect(flagged(`book({ slotTime: '07:00' })`)).toBe(false);
  });
});
