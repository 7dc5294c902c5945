import type { Paged } from '@contract/common';
import type { GymSummary } from '@contract/gyms/gyms';
import type { GymSearch, GymSearcher } from './gym-search-service';
import { searchWords } from './search-words';

export type CachedSearcher = GymSearcher & {
  /** drops every kept answer: called after a write that changes what search shows */
  forget: () => void;
};

/** serveStaleWhen: a failure (the database away) for which the last answer, however old, beats an error. */
export type AnswerCacheOptions = { ttlMs: number; maxEntries: number; now: () => Date; serveStaleWhen?: (error: unknown) => boolean };

type Kept = { answer: Promise<Paged<GymSummary>>; expires: number; value?: Paged<GymSummary> };

/** Two queries that search the same words with the same filters and page get one key ("Bombay  gyms" = "mumbai"). */
export function answerKey(query: GymSearch): string {
  const { q, city, amenities, ...rest } = query;
  return JSON.stringify([searchWords(q), city?.toLowerCase(), amenities ? [...amenities].sort() : undefined, rest]);
}

/**
 * Keeps each search's answer for ttlMs (at most maxEntries, least recently used first out), so a busy
 * search costs no database work. An answer may lag a write by up to ttlMs, unless the write came
 * through this process and called forget(). Identical searches in flight share one database call.
 * Past ttlMs an answer stays as a fallback: when asking again fails as serveStaleWhen says, it is
 * served (and the next call asks again). ttlMs 0: no cache.
 */
export function withAnswerCache(search: GymSearcher, { ttlMs, maxEntries, now, serveStaleWhen = () => false }: AnswerCacheOptions): CachedSearcher {
  const answers = new Map<string, Kept>();
  const cached = (query: GymSearch) => {
    if (ttlMs <= 0) return search(query);
    const key = answerKey(query);
    const at = now().getTime();
    const kept = answers.get(key);
    answers.delete(key);
    if (kept && kept.expires > at) {
      answers.set(key, kept);
      return kept.answer;
    }
    const entry = { expires: at + ttlMs, value: kept?.value } as Kept;
    entry.answer = search(query).catch((error: unknown) => {
      if (!entry.value || !serveStaleWhen(error)) throw error;
      entry.expires = at;
      return entry.value;
    });
    answers.set(key, entry);
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    // A failed search is not kept: the next call asks the database again.
    entry.answer.then(
      (value) => void (entry.value = value),
      () => answers.get(key) === entry && answers.delete(key),
    );
    return entry.answer;
  };
  return Object.assign(cached, { forget: () => answers.clear() });
}
