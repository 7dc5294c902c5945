import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { chown, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tail } from '../replicas/cluster';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** PostgreSQL's own programs: Debian's newest /usr/lib/postgresql/<v>/bin, else whatever PATH has. */
export function pgBin(program: 'initdb' | 'pg_ctl'): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const installed = versions.map((v) => join(root, v, 'bin', program)).find((file) => existsSync(file));
  if (installed) return installed;
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

export const onPath = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;

const asRoot = process.getuid?.() === 0;
/** initdb refuses root: as root, PostgreSQL's programs run as the postgres user. */
const asPostgres = (file: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]);

export type Postgres = {
  url: string;
  log: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  restart: () => Promise<void>;
  /** for an exit handler: stops it at once, without waiting on the event loop */
  stopNow: () => void;
};

/** A PostgreSQL cluster of this run in `dir` (initdb, trust auth), listening on loopback `port` only. */
export async function startPostgres(dir: string, port: number): Promise<Postgres> {
  const initdb = pgBin('initdb');
  const pgCtl = pgBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('initdb and pg_ctl not found (/usr/lib/postgresql/*/bin or PATH)');
  const home = join(dir, 'pg');
  const data = join(home, 'data');
  const log = join(home, 'postgres.log');
  await mkdir(home, { recursive: true });
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
    await chown(home, Number(ids.stdout), Number(gids.stdout));
  }
  const pgRun = async (file: string, args: string[]) => {
    const [command, all] = asPostgres(file, args);
    try {
      await run(command, all, { cwd: home, timeout: 60_000 });
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      throw new Error(`${file} ${args[0] ?? ''} failed: ${e.stderr || e.message}\n${await tail(log, 20)}`);
    }
  };
  await pgRun(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // Its socket in the run's folder (not /var/run/postgresql), TCP on loopback only; no fsync: a test cluster.
  const options = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctl = (...args: string[]) => pgRun(pgCtl, [...args, '-D', data, '-w', '-t', '60']);
  const launch = (action: 'start' | 'restart', ...more: string[]) => ctl(action, ...more, '-l', log, '-o', options);
  await launch('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log,
    start: () => launch('start'),
    stop: () => ctl('stop', '-m', 'fast'),
    restart: () => launch('restart', '-m', 'fast'),
    stopNow: () => {
      const [command, args] = asPostgres(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '20']);
      spawnSync(command, args, { cwd: home, stdio: 'ignore' });
    },
  };
}

/** PING over a bare socket: true on +PONG. */
function redisPing(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    const end = (ok: boolean) => (socket.destroy(), done(ok));
    socket.setTimeout(500, () => end(false));
    socket.once('error', () => end(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => end(chunk.toString().startsWith('+PONG')));
  });
}

export type RedisServer = { url: string; stop: () => Promise<void>; start: () => Promise<void>; stopNow: () => void };

/** redis-server on loopback `port`, nothing kept on disk; stop and start again on the same port. */
export async function startRedis(dir: string, port: number): Promise<RedisServer> {
  const log = join(dir, 'redis.log');
  let child: ChildProcess | undefined;
  const alive = () => !!child && child.exitCode === null && child.signalCode === null;
  const start = async () => {
    const out = createWriteStream(log, { flags: 'a' });
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (!alive()) throw new Error(`redis-server exited:\n${await tail(log)}`);
      if (await redisPing(port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server not ready after 10 s:\n${await tail(log)}`);
  };
  const stop = async () => {
    if (!alive()) return;
    const gone = new Promise((done) => child!.once('exit', done));
    child!.kill('SIGTERM');
    await Promise.race([gone, sleep(5000)]);
    if (alive()) child!.kill('SIGKILL');
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, start, stop, stopNow: () => void (alive() && child!.kill('SIGKILL')) };
}
