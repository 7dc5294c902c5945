import { describe, expect, it } from 'vitest';
import { listAudit, writeAudit } from '@server/domains/admin/audit-service';
import { useTestServer } from '@tests/utils/build-server';

// The dates written here are data: no rule under test compares them with today.
const server = useTestServer();
const actor = { id: '00000000-0000-4000-8000-000000000001', role: 'admin' };
const entry = (entityId: string) => ({ action: 'account.suspend', entityType: 'user', entityId });
const query = (from: string, to: string) => ({ from, to, page: 1, pageSize: 20 }) as Parameters<typeof listAudit>[1];

describe('the audit log’s days are India’s, the platform team’s', () => {
  it('puts 23:59 IST on its day and 00:00 IST on the next, whatever UTC says', async () => {
    const db = server.current.handle.db;
    await writeAudit(db, actor, entry('late-on-the-29th'), new Date('2026-11-29T18:29:00Z'));
    await writeAudit(db, actor, entry('start-of-the-30th'), new Date('2026-11-29T18:30:00Z'));
    const on29 = await listAudit(db, query('2026-11-29', '2026-11-29'));
    const on30 = await listAudit(db, query('2026-11-30', '2026-11-30'));
    expect(on29.items.map((i) => i.entityId)).toEqual(['late-on-the-29th']);
    expect(on30.items.map((i) => i.entityId)).toEqual(['start-of-the-30th']);
  });
});
