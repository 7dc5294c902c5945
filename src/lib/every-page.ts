import { MAX_PAGE_SIZE, type Paged } from '@contract/common';

/** Every item a paged list call answers, page after page at the largest page size: what a CSV export holds. */
export async function fetchEveryPage<T>(fetchPage: (page: number, pageSize: number) => Promise<Paged<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, MAX_PAGE_SIZE);
    all.push(...result.items);
    if (page >= result.totalPages) return all;
  }
}
