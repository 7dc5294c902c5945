import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * How one replica is started: what `npm run serve` runs (the built server, plain node), without npm in between,
 * so a signal reaches the server and its exit code is the server's; each runs in a process group of its own.
 */
export const REPLICA_COMMAND: readonly string[] = [process.execPath, 'scripts/serve.mjs'];

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const PG_SERVER_URL = process.env.REPLICAS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A Redis database number of this script's own: it is emptied at start and at the end. */
export const REDIS_URL = process.env.REPLICAS_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
/** Loopback ports: nginx on the first, replicas on the next ones. */
export const BASE_PORT = Number(process.env.REPLICAS_BASE_PORT ?? 3500);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A fresh database on the PostgreSQL server, and how to drop it. */
export async function scratchDatabase(serverUrl = PG_SERVER_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gk_replicas_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function flushRedis(url = REDIS_URL): Promise<void> {
  const redis = new Redis(url, { connectTimeout: 3000, maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

export type Replica = { port: number; url: string; child: ChildProcess; log: string; exited: Promise<number | null>; kill: (signal: NodeJS.Signals) => void };

/** Starts one replica (not waiting for it); its output goes to `log`. */
export function startReplica(port: number, env: Record<string, string>, log: string): Replica {
  const out = createWriteStream(log);
  const [command, ...args] = REPLICA_COMMAND;
  const child = spawn(command!, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  // The whole group: with `npm run serve` the server is npm's child.
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
  };
  return { port, url: `http://127.0.0.1:${port}`, child, log, exited, kill };
}

/** Waits for /api/health to answer 200, failing when the process exits first or after timeoutMs. */
export async function waitHealthy(replica: Pick<Replica, 'url' | 'child' | 'log'>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (replica.child.exitCode !== null || replica.child.signalCode !== null) {
      throw new Error(`replica ${replica.url} exited (${replica.child.exitCode ?? replica.child.signalCode}):\n${await tail(replica.log)}`);
    }
    // As a prober of its own (TRUST_PROXY): a low RATE_LIMIT_MAX must not turn the probes away.
    const headers = { 'x-forwarded-for': '192.0.2.254' };
    const ok = await fetch(`${replica.url}/api/health`, { headers, signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`replica ${replica.url} not healthy after ${timeoutMs} ms:\n${await tail(replica.log)}`);
}

export async function tail(file: string, lines = 30): Promise<string> {
  return (await readFile(file, 'utf8').catch(() => '')).split('\n').slice(-lines).join('\n');
}

/** Every replica's environment: PostgreSQL, Redis, behind a proxy, codes in a file outbox. */
export function replicaEnv(dir: string, databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    // Production as a staging site runs it: the refusals hold, the test gateway is allowed on purpose.
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: 'true',
    PUBLIC_URL: `http://127.0.0.1:${BASE_PORT}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    TRUST_PROXY: 'true',
    // One DATA_DIR for all, as a shared volume would be (uploads); the secret is set, as every replica must share it.
    DATA_DIR: join(dir, 'data'),
    APP_SECRET: 'replicas-test-secret-0123456789abcdef0123456789',
    SMS_PROVIDER: 'file',
    SMS_OUTBOX_FILE: join(dir, 'sms-outbox.jsonl'),
    SPA_DIR: DIST,
    SEED_DEMO: 'true',
    // Every member of these runs signs in from one address (nginx's view of this machine).
    OTP_IP_HOURLY_MAX: '1000000',
    OTP_NUMBER_CLIENT_HOURLY_MAX: '1000',
    SMS_HOURLY_BUDGET: '1000000',
    SMS_DAILY_BUDGET: '1000000',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export type Nginx = { url: string; child: ChildProcess; log: string; stop: () => Promise<void> };

function brotliModule(): { load: string; on: string } {
  const file = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return existsSync(file) ? { load: `load_module ${file};`, on: 'brotli_static on;' } : { load: '', on: '' };
}

/** deploy/nginx.conf with this run's ports and paths, checked (nginx -t), then run in the foreground. */
export async function startNginx(dir: string, port: number, replicaPorts: number[]): Promise<Nginx> {
  const prefix = join(dir, 'nginx');
  await mkdir(prefix, { recursive: true });
  const brotli = brotliModule();
  const conf = (await readFile(join(ROOT, 'deploy/nginx.conf'), 'utf8'))
    .replaceAll('@@UPSTREAM_SERVERS@@', replicaPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '))
    .replaceAll('@@LISTEN@@', `127.0.0.1:${port}`)
    .replaceAll('@@DIST@@', DIST)
    .replaceAll('@@PREFIX@@', prefix)
    .replaceAll('@@BROTLI_MODULE@@', brotli.load)
    .replaceAll('@@BROTLI_STATIC@@', brotli.on);
  const file = join(prefix, 'nginx.conf');
  await writeFile(file, conf);
  const args = ['-p', prefix, '-c', file, '-e', 'stderr', '-g', 'daemon off;'];
  const check = spawnSync(NGINX, ['-t', ...args.slice(0, 6)], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const log = join(prefix, 'nginx.log');
  const out = createWriteStream(log);
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${await tail(log)}`);
    if (await fetch(`${url}/assets/`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false)) break;
    await sleep(100);
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([gone, sleep(5000)]);
  };
  return { url, child, log, stop };
}

/** A loopback port nobody listens on now (the system picks it), for a run that must not collide with another's. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** A temporary folder of this run; rm() at the end. */
export async function runDir(prefix = 'gk-replicas'): Promise<string> {
  const dir = join(tmpdir(), `${prefix}-${randomBytes(4).toString('hex')}`);
  await mkdir(join(dir, 'data'), { recursive: true });
  return dir;
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** Stops replicas: SIGTERM, then SIGKILL after graceMs. */
export async function stopReplicas(replicas: Replica[], graceMs = 8000): Promise<void> {
  await Promise.all(
    replicas.map(async (r) => {
      r.kill('SIGTERM');
      const done = await Promise.race([r.exited.then(() => true), sleep(graceMs).then(() => false)]);
      if (!done) r.kill('SIGKILL');
      await r.exited;
    }),
  );
}
