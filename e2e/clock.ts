import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { DEFAULT_GYM_TIME_ZONE, addDays, todayIn } from '@contract/calendar';
import { ROOT_DIR } from './env';

/**
 * The suite's one clock (issue 33). Every server of the run runs under libfaketime, which reads its offset from real
 * time in seconds from CLOCK_FILE on every call; every browser context starts at the same instant through Playwright's
 * clock. Both then run at the normal rate, and a spec that needs a moment to come moves them together (moveSuiteClock).
 * This is the only e2e module that reads the machine's own clock.
 */
export const CLOCK_FILE = join(ROOT_DIR, '.tmp', 'e2e-clock', 'faketime');
export const LIBFAKETIME = process.env.LIBFAKETIME ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/** E2E_AT when given, else the instant the commit picks (scripts/test-at-date.sh, the list the unit suites use too). */
export function suiteInstant(): Date {
  const named = process.env.E2E_AT ?? execFileSync('bash', [join(ROOT_DIR, 'scripts', 'test-at-date.sh'), '--print', 'auto'], { encoding: 'utf8' }).trim();
  const at = new Date(named);
  if (Number.isNaN(at.getTime())) throw new Error(`E2E_AT is not an instant: ${named}`);
  return at;
}

/** Written whole and renamed: libfaketime never reads half an offset. */
export function writeOffset(file: string, seconds: number): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.next`, `${seconds >= 0 ? '+' : ''}${seconds}\n`);
  renameSync(`${file}.next`, file);
}

/** The offset from real time, in whole seconds, of a clock that reads `at` now. */
export const offsetTo = (at: Date): number => Math.round((at.getTime() - Date.now()) / 1000);

/** Sets the suite's clock to read `at` now; the run's config calls it once, before the server starts. */
export const startSuiteClock = (at: Date): void => writeOffset(CLOCK_FILE, offsetTo(at));

/** The suite clock's offset from real time, in seconds. */
export function suiteOffsetSeconds(): number {
  if (!existsSync(CLOCK_FILE)) throw new Error(`${CLOCK_FILE} is missing: the suite's clock starts in playwright.config.ts`);
  return Number(readFileSync(CLOCK_FILE, 'utf8').trim());
}

/** What the run's server reads as now. */
export const suiteNow = (): Date => new Date(Date.now() + suiteOffsetSeconds() * 1000);

/** A calendar day ("2027-02-01") `days` after today in India, where the demo gyms are, on the suite's clock. */
export const indiaDay = (days = 0): string => addDays(todayIn(DEFAULT_GYM_TIME_ZONE, suiteNow()), days);

/** The environment that puts a server process on a clock read from `clockFile` (the suite's, or a spec's own). */
export function faketimeEnv(clockFile: string): Record<string, string> {
  if (!existsSync(LIBFAKETIME)) throw new Error(`${LIBFAKETIME} is missing: install Debian's faketime package`);
  return {
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME_TIMESTAMP_FILE: clockFile,
    FAKETIME_NO_CACHE: '1',
    // Timers and timeouts keep real time: only wall time (Date, PGlite's now()) follows the file.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}

// The worker's open browser contexts: a move of the clock moves each of them with the server.
const contexts = new Set<BrowserContext>();

/** Starts a new browser context on the suite's clock and keeps it in step with later moves. */
export async function joinSuiteClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: suiteNow() });
  contexts.add(context);
  context.once('close', () => contexts.delete(context));
}

/**
 * Moves the run's server and every open browser context `ms` forward (whole seconds, rounded up), instead of waiting for
 * that moment to come. Pages fire the timers that fall due on the way, once.
 */
export async function moveSuiteClock(ms: number): Promise<void> {
  const seconds = Math.ceil(ms / 1000);
  if (seconds <= 0) return;
  writeOffset(CLOCK_FILE, suiteOffsetSeconds() + seconds);
  await Promise.all([...contexts].map((context) => context.clock.fastForward(seconds * 1000)));
}
