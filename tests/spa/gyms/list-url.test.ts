import { describe, expect, it } from 'vitest';
import { gymSearchKey, gymsBusyKey, parseListParams, toSearchQuery } from '@contract/gyms/gym-list-url';
import { gymsBusyQueryOptions } from '@/features/gyms/api/gyms-busy';
import { searchGymsQueryOptions } from '@/features/gyms/api/search-gyms';

describe('the list page URL the server reads too (contract/gym-list-url.ts)', () => {
  it('seeds the search under the very key the list page reads it', () => {
    const query = toSearchQuery(parseListParams(new URLSearchParams('q=pune&sort=rating&page=2')));
    expect(searchGymsQueryOptions(query).queryKey).toEqual(gymSearchKey(query));
  });

  it("seeds the page's busy readings under the very key the list reads them", () => {
    expect(gymsBusyQueryOptions(['g1', 'g2']).queryKey).toEqual(gymsBusyKey(['g1', 'g2']));
  });

  it('reads amenities from the app’s comma list and from a form’s repeated fields alike', () => {
    expect(parseListParams(new URLSearchParams('amenities=wifi,parking')).amenities).toEqual(['parking', 'wifi']);
    expect(parseListParams(new URLSearchParams('amenities=wifi&amenities=parking')).amenities).toEqual(['parking', 'wifi']);
  });
});
