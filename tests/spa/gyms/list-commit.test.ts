// The order CI caught on a loaded machine (browse-gyms.spec.ts): type chosen, sort chosen, then the render of the type
// alone lands, then "Apply filters". The router draws each navigation as a transition, so that order is real on a busy
// phone; the sort must survive it.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseListParams } from '@/features/gyms/utils/list-params';
import { useListCommit } from '@/features/gyms/utils/use-list-commit';

/** The hook as the list page uses it, drawn at `search`; `sent` is every address it asked the router for. */
function atAddress(search: string) {
  const setSearchParams = vi.fn();
  const view = renderHook(({ params }) => useListCommit(parseListParams(params), params, setSearchParams), { initialProps: { params: new URLSearchParams(search) } });
  const drawAt = (next: string) => view.rerender({ params: new URLSearchParams(next) });
  const sent = () => setSearchParams.mock.calls.map(([params]) => (params as URLSearchParams).toString());
  return { commit: () => view.result.current, drawAt, sent };
}

describe('useListCommit: each choice builds on the last one made', () => {
  it('a render of an earlier choice landing late does not take a later one back', () => {
    const page = atAddress('');
    page.commit()({ type: 'yoga_studio', page: 1 });
    page.commit()({ sort: 'rating', page: 1 });
    // The type's render lands; the sort's is still on its way when "Apply filters" is tapped.
    page.drawAt('type=yoga_studio');
    page.commit()({ minRating: '4', page: 1 });
    expect(page.sent()).toEqual(['type=yoga_studio', 'type=yoga_studio&sort=rating', 'type=yoga_studio&minRating=4&sort=rating']);
  });

  it('once the last choice is drawn, or the address changes from elsewhere (back), the drawn address is the base', () => {
    const page = atAddress('');
    page.commit()({ type: 'yoga_studio' });
    page.drawAt('type=yoga_studio');
    page.drawAt('sort=price');
    page.commit()({ minRating: '4' });
    expect(page.sent().at(-1)).toBe('minRating=4&sort=price');
  });

  it('two compare picks in a row keep both', () => {
    const page = atAddress('');
    const pick = (id: string) => page.commit()(({ compare }) => ({ compare: [...compare, id] }), true);
    pick('g1');
    pick('g2');
    expect(page.sent().at(-1)).toBe('compare=g1%2Cg2');
  });
});
