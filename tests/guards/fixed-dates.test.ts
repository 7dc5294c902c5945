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
const E2E_DIR = join(ROOT, '..', 'e2e');
/** The browser suite runs on one clock (e2e/clock.ts, issue 33): only that module reads the machine's, and its own test the pages'. */
const E2E_CLOCK = ['clock.ts', 'suite-clock.spec.ts'];
const READS_WALL_CLOCK = /Date\.now\(\)|new Date\(\)/;
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

  it('no browser spec, fixture or helper reads the wall clock, nor writes a literal date: days come from the suite clock', () => {
    const offenders = readdirSync(E2E_DIR)
      .filter((name) => name.endsWith('.ts') && !E2E_CLOCK.includes(name))
      .filter((name) => {
        const text = readFileSync(join(E2E_DIR, name), 'utf8');
        return READS_WALL_CLOCK.test(text) || LITERAL_DATE.test(text);
      });
    expect(offenders).toEqual([]);
  });

  it('the e2e guard sees Date.now() and new Date(), and lets a date made from a given day pass', () => {
    expect(READS_WALL_CLOCK.test('const at = Date.now() + 60_000;')).toBe(true);
    expect(READS_WALL_CLOCK.test('format(new Date())')).toBe(true);
    expect(READS_WALL_CLOCK.test('new Date(`${day}T00:00:00Z`).getUTCDay()')).toBe(false);
    expect(READS_WALL_CLOCK.test('suiteNow().getTime()')).toBe(false);
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
