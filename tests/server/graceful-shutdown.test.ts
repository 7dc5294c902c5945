// The real server as a child process: what a process manager sees when it starts one, or stops one in a rolling restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from '@tests/utils/child-server';

let dataDir = '';
beforeAll(async () => void (dataDir = await mkdtemp(join(tmpdir(), 'gymkhana-shutdown-'))));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const startServer = (env: Record<string, string>) => spawnServer({ SEED_DEMO: 'false', DATA_DIR: dataDir, ...env });

describe('a production start with unsafe defaults', () => {
  it('exits 1 before opening anything, naming each variable', async () => {
    const server = startServer({ NODE_ENV: 'production', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    for (const name of ['PAYMENT_PROVIDER', 'SMS_PROVIDER', 'APP_SECRET', 'PUBLIC_URL']) expect(server.output()).toContain(`  ${name}: `);
  });
});

describe('SIGTERM', () => {
  it('lets a request in flight finish, answers it, and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), SMS_PROVIDER: 'file', SMS_OUTBOX_FILE: join(dataDir, 'outbox.jsonl') });
    try {
      await expect.poll(server.output, { timeout: 60_000, interval: 100 }).toContain('Gymkhana is running');
      // A sign-in request whose body is still arriving when the signal comes: in flight, from the server's side.
      const body = JSON.stringify({ mobile: '9876543210', userType: 'member' });
      const inFlight = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth-otp.php?action=send-otp', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
      const answered = new Promise<{ status: number; text: string }>((done, fail) => {
        inFlight.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => done({ status: res.statusCode!, text }));
        });
        inFlight.on('error', fail);
      });
      inFlight.write(body.slice(0, 10));
      // Another request's round trip: the first one's headers have reached the server by then.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      server.child.kill('SIGTERM');
      await expect.poll(server.output, { interval: 50 }).toContain('SIGTERM: finishing the requests in flight');
      inFlight.end(body.slice(10));
      expect(await answered).toMatchObject({ status: 200 });
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90_000);
});
