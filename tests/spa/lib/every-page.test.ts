import { describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_SIZE, type Paged } from '@contract/common';
import { fetchEveryPage } from '@/lib/every-page';

const pageOf = (items: number[], page: number, totalPages: number): Paged<number> => ({ items, page, pageSize: MAX_PAGE_SIZE, total: items.length, totalPages });

describe('fetchEveryPage', () => {
  it('asks page after page at the largest size and keeps their order, stopping at the last', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf([page * 10, page * 10 + 1], page, 3));
    expect(await fetchEveryPage(fetchPage)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(fetchPage.mock.calls).toEqual([
      [1, MAX_PAGE_SIZE],
      [2, MAX_PAGE_SIZE],
      [3, MAX_PAGE_SIZE],
    ]);
  });

  it('asks once when nothing matches (no pages at all)', async () => {
    const fetchPage = vi.fn(async () => pageOf([], 1, 0));
    expect(await fetchEveryPage(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
