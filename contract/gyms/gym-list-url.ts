// The /view-all-gyms address: what its query string means. The SPA reads it (the list page's state lives in the URL) and
// so does the server that sends the page with its first results already drawn (server/plugins/external/pages.ts).
import { amenities as AMENITIES, classCategories, DEFAULT_PAGE_SIZE, gymCategories, gymSorts, gymTypes, MAX_COMPARE, PAGE_SIZES } from '../constants';
import type { Amenity, GymCategory, GymSearchQuery, GymSort, GymType } from './gyms';

type ClassCategory = (typeof classCategories)[number];

export const RATING_OPTIONS = ['4.5', '4', '3.5', '3'] as const;

/** The list page's whole state, as it lives in the URL; prices are whole rupees as typed. */
export type GymFilters = {
  q: string;
  type: GymType | '';
  category: GymCategory | '';
  amenities: Amenity[];
  /** gyms running classes of this category */
  classCategory: ClassCategory | '';
  minPrice: string;
  maxPrice: string;
  minRating: string;
  sort: GymSort;
};
/** near: "lat,lng" of the visitor after "Near me" ('' otherwise): the list is then nearest first. */
export type ListState = GymFilters & { page: number; pageSize: number; compare: string[]; near: string };

const NEAR_PATTERN = /^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';
const csv = (value: string | null): string[] =>
  (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
/** amenities=a,b from the app's own links, amenities=a&amenities=b from the filter form sent before (or without) the app's code */
const csvAll = (params: URLSearchParams, key: string): string[] => params.getAll(key).flatMap(csv);
export const wholeNumber = (value: string | null): string => (value && /^\d{1,9}$/.test(value) ? String(Number(value)) : '');
const positiveInt = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** Anything malformed in a shared or hand-edited URL falls back to its default. */
export function parseListParams(params: URLSearchParams): ListState {
  const pageSize = Number(params.get('pageSize'));
  return {
    q: (params.get('q') ?? '').trim(),
    type: oneOf(gymTypes, params.get('type')),
    category: oneOf(gymCategories, params.get('category')),
    amenities: AMENITIES.filter((a) => csvAll(params, 'amenities').includes(a)),
    classCategory: oneOf(classCategories, params.get('classCategory')),
    minPrice: wholeNumber(params.get('minPrice')),
    maxPrice: wholeNumber(params.get('maxPrice')),
    minRating: oneOf(RATING_OPTIONS, params.get('minRating')),
    sort: oneOf(gymSorts, params.get('sort')) || 'relevance',
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    compare: [...new Set(csv(params.get('compare')))].slice(0, MAX_COMPARE),
    near: NEAR_PATTERN.test(params.get('near') ?? '') ? params.get('near')! : '',
  };
}

const rupeesToPaise = (rupees: string): number | undefined => (rupees === '' ? undefined : Number(rupees) * 100);

/** The URL holds rupees; the API filters on the monthly pass in paise. */
export function toSearchQuery(state: ListState): GymSearchQuery {
  return {
    q: state.q || undefined,
    type: state.type || undefined,
    category: state.category || undefined,
    amenities: state.amenities.length ? state.amenities : undefined,
    classCategory: state.classCategory || undefined,
    minPrice: rupeesToPaise(state.minPrice),
    maxPrice: rupeesToPaise(state.maxPrice),
    minRating: state.minRating === '' ? undefined : Number(state.minRating),
    sort: state.sort,
    near: state.near || undefined,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** The query key the list page reads a search under: src/features/gyms/api/search-gyms.ts writes the same (a test holds them equal). */
export const gymSearchKey = (query: GymSearchQuery) => ['gyms', 'search', query] as const;

/** The query key of a page's busy readings (src/features/gyms/api/gyms-busy.ts), which the server seeds beside its results. */
export const gymsBusyKey = (gymIds: string[]) => ['gyms', 'busy-list', gymIds] as const;
