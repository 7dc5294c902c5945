import { describe, expect, it } from 'vitest';
import { gymSearchKey, parseListParams, toSearchQuery } from '@contract/gym-list-url';
import { searchGymsQueryOptions } from '@/features/gyms/api/search-gyms';

describe('the list page URL the server reads too (contract/gym-list-url.ts)', () => {
  it('seeds the search under the very key the list page reads it', () => {
    const query = toSearchQuery(parseListParams(new URLSearchParams('q=pune&sort=rating&page=2')));
    expect(searchGymsQueryOptions(query).queryKey).toEqual(gymSearchKey(query));
  });
});
