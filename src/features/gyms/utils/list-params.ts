import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { wholeNumber, type GymFilters, type ListState } from '@contract/gyms/gym-list-url';

// What the URL means is in contract/ (the server reads it too); writing it back and the form's defaults are the SPA's.
export { parseListParams, RATING_OPTIONS, toSearchQuery, type GymFilters, type ListState } from '@contract/gyms/gym-list-url';

/** A price field holds what was typed, minus anything but digits and a minus sign, which is refused, not dropped. */
export const priceIsNegative = (rupees: string) => rupees.includes('-');

export const emptyFilters: GymFilters = {
  q: '',
  type: '',
  category: '',
  amenities: [],
  classCategory: '',
  minPrice: '',
  maxPrice: '',
  minRating: '',
  sort: 'relevance',
};

/** Defaults stay out of the URL, so a plain list has a plain address. */
export function toListParams(state: ListState): URLSearchParams {
  const entries: [string, string][] = [
    ['q', state.q.trim()],
    ['type', state.type],
    ['category', state.category],
    ['amenities', state.amenities.join(',')],
    ['classCategory', state.classCategory],
    ['minPrice', wholeNumber(state.minPrice)],
    ['maxPrice', wholeNumber(state.maxPrice)],
    ['minRating', state.minRating],
    ['sort', state.sort === 'relevance' ? '' : state.sort],
    ['page', state.page > 1 ? String(state.page) : ''],
    ['pageSize', state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : ''],
    ['compare', state.compare.join(',')],
    ['near', state.near],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** /compare-gyms?ids=a,b,c with the commas kept readable. */
export function compareHref(base: string, ids: string[]): string {
  return `${base}?ids=${ids.map(encodeURIComponent).join(',')}`;
}
