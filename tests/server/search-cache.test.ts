import { describe, expect, it } from 'vitest';
import type { GymSearchResult } from '@contract/gyms/gyms';
import { gymSearchQuerySchema } from '@contract/gyms/gyms';
import { answerKey } from '@server/domains/gyms/search-answer-cache';
import { signIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const TTL_MS = 5000;
const server = useTestServer({ SEARCH_CACHE_TTL_MS: TTL_MS });
const db = () => server.current.handle.db;

async function searchIds(q: string): Promise<string[]> {
  const res = await server.current.app.inject({ method: 'GET', url: `/api/gyms.php?action=search&q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as GymSearchResult).items.map((g) => g.id);
}

describe('kept search answers (SEARCH_CACHE_TTL_MS)', () => {
  it('answers a repeated search from memory for the TTL: a write straight into the database shows after it', async () => {
    // Past any answer an earlier test left.
    server.current.clock.advance(TTL_MS);
    await createGym(db(), { id: 'k1', area: 'Juhu' });
    expect(await searchIds('juhu')).toEqual(['k1']);
    await createGym(db(), { id: 'k2', area: 'Juhu', ratingAvg: 5, reviewCount: 40 });
    expect(await searchIds('juhu')).toEqual(['k1']);
    server.current.clock.advance(TTL_MS);
    expect(await searchIds('juhu')).toEqual(['k2', 'k1']);
  });

  it("forgets every kept answer when an owner's edit succeeds, so the owner sees it in their next search", async () => {
    server.current.clock.advance(TTL_MS);
    const owner = await signIn(server.current.app, { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Old Name Gym', area: 'Juhu' });
    expect(await searchIds('kettlebell')).toEqual([]);
    const res = await server.current.app.inject({
      method: 'POST',
      url: '/api/gyms.php?action=update',
      headers: owner.headers,
      payload: { gymId: gym.id, name: 'Kettlebell Club' },
    });
    expect(res.statusCode).toBe(200);
    expect(await searchIds('kettlebell')).toEqual([gym.id]);
  });

  it('keeps one answer for queries that search the same thing', () => {
    const key = (params: Record<string, string>) => answerKey(gymSearchQuerySchema.parse(params));
    expect(key({ q: 'Gyms in Bombay' })).toBe(key({ q: 'mumbai' }));
    expect(key({ q: 'mumbai', amenities: 'wifi,parking' })).toBe(key({ q: 'MUMBAI', amenities: 'parking,wifi' }));
    expect(key({ q: 'mumbai', page: '2' })).not.toBe(key({ q: 'mumbai' }));
    expect(key({ q: 'mumbai', sort: 'price' })).not.toBe(key({ q: 'mumbai' }));
  });
});
