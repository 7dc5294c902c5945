import { useEffect, useRef } from 'react';
import type { SetURLSearchParams } from 'react-router-dom';
import { toListParams, type ListState } from './list-params';

type Change = Partial<ListState> | ((base: ListState) => Partial<ListState>);
/** The last choice sent to the address, and the addresses of the ones sent before it that a render may still draw. */
type Pending = { state: ListState; search: string; earlier: Set<string> };

/**
 * Writes the list's choices to the address, each on top of the last one made, not on this render's state: the router
 * draws each navigation as a transition, so a render of an earlier choice can land after a later one was made (a type,
 * then a sort, then "Apply filters" in quick succession on a busy phone) and must not take the later one back.
 */
export function useListCommit(state: ListState, searchParams: URLSearchParams, setSearchParams: SetURLSearchParams) {
  const pending = useRef<Pending | null>(null);
  useEffect(() => {
    // An earlier choice drawn: the last is on its way. The last one drawn, or an address from elsewhere (back, a link): settled.
    const drawn = searchParams.toString();
    if (drawn === pending.current?.search || !pending.current?.earlier.has(drawn)) pending.current = null;
  }, [searchParams]);
  return (change: Change, replace = false) => {
    const last = pending.current;
    const base = last?.state ?? state;
    const next = { ...base, ...(typeof change === 'function' ? change(base) : change) };
    const params = toListParams(next);
    pending.current = { state: next, search: params.toString(), earlier: new Set(last ? [...last.earlier, last.search] : []) };
    setSearchParams(params, { replace });
  };
}
