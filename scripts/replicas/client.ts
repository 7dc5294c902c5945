import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { normaliseMobile, type LoginUserType } from '../../contract/common';

/** Every call ends within this: a hang shows as a failed check, never as a stuck run. */
export const CALL_TIMEOUT_MS = 20_000;

export type Answer = { status: number; body: string; json: () => { status?: string; message?: string; data?: unknown }; headers: Headers };

/** One HTTP call; a network error or a timeout answers status 0 with the reason as its body. */
export async function call(base: string, method: 'GET' | 'POST', path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: text, json: () => JSON.parse(text), headers: res.headers };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { status: 0, body: reason, json: () => ({}), headers: new Headers() };
  }
}

/** Runs `work` over items with at most `limit` at once (one client machine does not open 200 sockets). */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export const freshMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

async function readOtp(outbox: string, mobile: string): Promise<string> {
  const to = normaliseMobile(mobile);
  const lines = (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const message = lines.map((line) => JSON.parse(line) as { mobile: string; text: string }).findLast((m) => m.mobile === to);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no OTP in ${outbox} for ${to}`);
  return code;
}

export type Member = { mobile: string; token: string; userId: string; auth: { authorization: string } };

/** Where a sign-in code is read: the SMS outbox file (SMS_PROVIDER=file), or a lookup by number (a fake http gateway). */
export type OtpSource = string | ((mobile: string) => Promise<string>);

/**
 * The real sign-in: send-otp on `sendVia`, the code from the SMS outbox file (or `otp`'s lookup), verify-otp-login on `verifyVia`
 * (another replica, or nginx). `headers` stand for the client (its X-Forwarded-For when calling a replica directly);
 * `via` makes both calls (one that also records them, say).
 */
export async function signIn(
  otp: OtpSource,
  {
    sendVia,
    verifyVia = sendVia,
    userType = 'member',
    headers = {},
    via = call,
  }: { sendVia: string; verifyVia?: string; userType?: LoginUserType; headers?: Record<string, string>; via?: typeof call },
): Promise<Member> {
  const mobile = freshMobile();
  const sent = await via(sendVia, 'POST', '/api/auth-otp.php?action=send-otp', { body: { mobile, userType }, headers });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${sent.body}`);
  const code = typeof otp === 'string' ? await readOtp(otp, mobile) : await otp(normaliseMobile(mobile));
  const verified = await via(verifyVia, 'POST', '/api/auth-otp.php?action=verify-otp-login', { body: { mobile, otp: code, userType }, headers });
  if (verified.status !== 200) throw new Error(`verify-otp-login answered ${verified.status}: ${verified.body}`);
  const data = verified.json().data as { token: string; user: { id: string } };
  return { mobile, token: data.token, userId: data.user.id, auth: { authorization: `Bearer ${data.token}` } };
}

/**
 * Runs a check script's `main` and ends the process with its tally: the last line, "N passed, N failed", is what CI
 * counts; a run that throws counts as one failure, after `cleanUp`.
 */
export function exitWithTally(main: () => Promise<{ ok: boolean }[]>, cleanUp: () => Promise<unknown> = async () => undefined): void {
  main().then(
    (results) => {
      const failed = results.filter((r) => !r.ok).length;
      console.log(`\n${results.length - failed} passed, ${failed} failed`);
      process.exit(failed > 0 ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      void cleanUp().finally(() => {
        console.log('\n0 passed, 1 failed');
        process.exit(1);
      });
    },
  );
}
