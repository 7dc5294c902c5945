import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The database answers a statement (the app's own pool or worker, within its time budget). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export type ReadinessCheck = () => Promise<unknown>;
export type Readiness = { ready: boolean; failed: string[] };

// Under 2 s, so /api/ready answers a balancer within 2 s even when a dependency hangs.
const CHECK_TIMEOUT_MS = 1500;

function withinTimeout(check: ReadinessCheck): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)));
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

/** Runs every dependency's check at once; names the ones that failed or did not answer in time. */
export async function checkReadiness(checks: Map<string, ReadinessCheck>, onFailure: (name: string, error: unknown) => void): Promise<Readiness> {
  const names = [...checks.keys()];
  const results = await Promise.allSettled(names.map((name) => withinTimeout(checks.get(name)!)));
  const failed = names.filter((name, i) => {
    const result = results[i]!;
    if (result.status === 'rejected') onFailure(name, result.reason);
    return result.status === 'rejected';
  });
  return { ready: failed.length === 0, failed };
}
