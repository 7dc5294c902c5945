// Backups of the embedded database: a copy taken from another process while the server runs, restored over a wiped directory.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig } from '@tests/utils/test-config';
import { pgdataOf, restore, serveBackups } from '@server/db/backup';
import { openPglite, type DbHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { bookings, payments } from '@server/db/schema';
import { addDays, localNow } from '@server/shared/gym-clock';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { createGym } from '@tests/utils/factories';

const dataDir = join(tmpdir(), `gymkhana-backup-${randomUUID()}`);
const backupFile = join(dataDir, 'backups', 'copy.tar.gz');
let running: { app: FastifyInstance; handle: DbHandle; backups: Server } | null = null;

/** The server as server.ts runs it: PGlite on disk in DATA_DIR, answering backups on its socket. */
async function startServer() {
  await mkdir(dataDir, { recursive: true });
  const handle = await openPglite(pgdataOf(dataDir));
  await migrate(handle);
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, SMS_OUTBOX_FILE: join(dataDir, 'sms-outbox.jsonl') }), db: handle.db });
  running = { app, handle, backups: await serveBackups(dataDir, handle.dumpDataDir!) };
  return running;
}

async function stopServer() {
  await running?.app.close();
  running?.backups.close();
  await running?.handle.close();
  running = null;
}

afterAll(async () => {
  await stopServer();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (app: FastifyInstance, path: string, payload: object, who: SignedIn) =>
  app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: { ...who.headers, 'idempotency-key': randomUUID() } });

/** Bookings of every kind: paid at the desk, paid online, waiting for an online payment, unpaid at the gym. */
async function bookAndPay(app: FastifyInstance, db: DbHandle['db']) {
  const owner = await signIn(app, { userType: 'gym_owner' });
  const member = await signIn(app, { userType: 'member' });
  const gym = await createGym(db, { ownerId: owner.user.id, weeklyOff: 'none' });
  const body = { gymId: gym.id, passType: 'day', startDate: addDays(localNow(new Date(), gym.timezone).date, 1), slotTime: '07:00' };
  const atDesk = (await post(app, 'bookings.php?action=create', { ...body, paymentMethod: 'at_gym' }, member)).json().data;
  expect((await post(app, 'payments.php?action=mark-paid', { bookingId: atDesk.booking.id, deskMethod: 'upi' }, owner)).statusCode).toBe(201);
  const online = (await post(app, 'bookings.php?action=create', { ...body, paymentMethod: 'online' }, member)).json().data;
  expect((await post(app, 'payments.php?action=test-pay', { orderId: online.payment.orderId, outcome: 'success' }, member)).statusCode).toBe(200);
  expect((await post(app, 'bookings.php?action=create', { ...body, slotTime: '08:00', paymentMethod: 'online' }, member)).statusCode).toBe(201);
  expect((await post(app, 'bookings.php?action=create', { ...body, slotTime: '09:00', paymentMethod: 'at_gym' }, member)).statusCode).toBe(201);
  return { member, owner, body };
}

const everything = async (db: DbHandle['db']) => ({
  bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
  payments: await db.select().from(payments).orderBy(asc(payments.id)),
});

describe('npm run db:backup / db:restore (embedded database)', () => {
  it('backs up from another process while the server runs; restore refuses a running server, then brings back every booking and payment', async () => {
    const { app, handle } = await startServer();
    const { member, body } = await bookAndPay(app, handle.db);
    const before = await everything(handle.db);
    expect(before.bookings).toHaveLength(4);
    expect(before.payments.map((p) => p.status).sort()).toEqual(['created', 'paid', 'paid']);

    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/db/backup-cli.ts', 'backup', '--out', backupFile], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(stdout).toContain('(running server)');
    await expect(restore(dataDir, backupFile)).rejects.toThrow(/stop it first/);
    // Written after the copy: not in it.
    expect((await post(app, 'bookings.php?action=create', { ...body, slotTime: '10:00', paymentMethod: 'at_gym' }, member)).statusCode).toBe(201);

    await stopServer();
    await rm(pgdataOf(dataDir), { recursive: true, force: true });
    await restore(dataDir, backupFile);

    const after = await startServer();
    expect(await everything(after.handle.db)).toEqual(before);
    // The member's session came back too: their own screens show the same bookings and payments.
    const mine = await after.app.inject({ method: 'GET', url: '/api/bookings.php?action=mine&scope=all', headers: member.headers });
    expect(mine.json().data.total).toBe(4);
    const history = await after.app.inject({ method: 'GET', url: '/api/payments.php?action=history', headers: member.headers });
    expect(history.json().data.items).toHaveLength(2);
  }, 60_000); // three PGlite starts on disk and a second process: a limit, not a measurement

  it('a file that is not a backup changes nothing', async () => {
    await stopServer();
    const notABackup = join(dataDir, 'not-a-backup.tar.gz');
    await writeFile(notABackup, 'hello');
    await expect(restore(dataDir, notABackup)).rejects.toThrow(/not a backup that opens/);
    const { handle } = await startServer();
    expect((await everything(handle.db)).bookings).toHaveLength(4);
  });
});
