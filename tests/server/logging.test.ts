import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig, openUrl, type Config } from '@server/config';
import { testConfig } from '@tests/utils/test-config';
import { readableLine } from '@server/plugins/app/logging';
import { useTestServer } from '@tests/utils/build-server';

const server = useTestServer();

/** An app on the shared database whose log lines land in an array. */
async function loggedApp(overrides: Partial<Config>) {
  const lines: string[] = [];
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', ...overrides }), db: server.current.handle.db, logTo: { write: (text) => lines.push(text) } });
  await app.ready();
  return { app, lines };
}

describe('logs', () => {
  it('print one short readable line per API call by default', async () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('readable');
    const { app, lines } = await loggedApp({});
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/gyms.php?action=get&id=nope' });
    await app.close();
    const requests = lines.filter((line) => /GET/.test(line));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms\n$/);
    expect(requests[1]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/gyms\.php\?action=get&id=nope 404 \d+ ms\n$/);
    expect(lines.join('')).not.toContain('{');
  });

  it('print pino JSON, with Fastify request entries, only when LOG_FORMAT=json', async () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    const { app, lines } = await loggedApp({ LOG_FORMAT: 'json' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(entries.map((e) => e.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('keep an error readable, with its stack', () => {
    const line = readableLine(JSON.stringify({ level: 50, time: Date.UTC(2026, 0, 1), msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }));
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR request failed\n {2}Error: boom\n {4}at x\n$/);
  });
});

describe('listening', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('prints the address to open', () => {
    expect(openUrl({ HOST: '127.0.0.1', PORT: 3000 })).toBe('http://localhost:3000');
    expect(openUrl({ HOST: '0.0.0.0', PORT: 8080 })).toBe('http://localhost:8080');
    expect(openUrl({ HOST: '192.168.1.5', PORT: 3000 })).toBe('http://192.168.1.5:3000');
  });
});
