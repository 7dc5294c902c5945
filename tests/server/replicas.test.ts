import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig } from '@tests/utils/test-config';
import { createMemoryCounters } from '@server/shared/counter-store';
import { openSocket, rawRequest } from '@tests/utils/raw-http';
import { openTestDatabase } from '@tests/utils/test-db';

describe('memory counters (one process, no Redis)', () => {
  it('holds at most max slots per key, and a released slot is free again once', async () => {
    const counters = createMemoryCounters();
    const first = await counters.take('a', 2, 1000);
    expect(await counters.take('a', 2, 1000)).not.toBeNull();
    expect(await counters.take('a', 2, 1000)).toBeNull();
    expect(await counters.take('b', 2, 1000)).not.toBeNull();
    await first!();
    await first!();
    expect(await counters.take('a', 2, 1000)).not.toBeNull();
    expect(await counters.take('a', 2, 1000)).toBeNull();
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('leaves the per-address connection cap to the proxy: every connection is the proxy\'s own address', async () => {
    const handle = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ TRUST_PROXY: true, MAX_CONNECTIONS_PER_IP: 1 }), db: handle.db });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      const held = await Promise.all([openSocket(port), openSocket(port)]);
      const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(answer.status).toBe(200);
      for (const socket of held) socket.destroy();
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
