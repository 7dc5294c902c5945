import type { Paged } from '@contract/common';
import type { GymSummary } from '@contract/gyms/gyms';
import type { GymSearch, GymSearcher } from './gym-search-service';
import { searchWords } from './search-words';

export type CachedSearcher = GymSearcher & {
  /** drops every kept answer: called after a write that changes what search shows */
  forget: () => void;
};

export type AnswerCacheOptions = { ttlMs: number; maxEntries: number; now: () => Date };

/** Two queries that search the same words with the same filters and page get one key ("Bombay  gyms" = "mumbai"). */
export function answerKey(query: GymSearch): string {
  const { q, city, amenities, ...rest } = query;
  return JSON.stringify([searchWords(q), city?.toLowerCase(), amenities ? [...amenities].sort() : undefined, rest]);
}

/**
 * Keeps each search's answer for ttlMs (at most maxEntries, least recently used first out), so a busy
 * search costs no database work. An answer may lag a write by up to ttlMs, unless the write came
 * through this process and called forget(). Identical searches in flight share one database call.
 * ttlMs 0: no cache.
 */
export function withAnswerCache(search: GymSearcher, { ttlMs, maxEntries, now }: AnswerCacheOptions): CachedSearcher {
  const answers = new Map<string, { answer: Promise<Paged<GymSummary>>; expires: number }>();
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
    const answer = search(query);
    answers.set(key, { answer, expires: at + ttlMs });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    // A failed search is not kept: the next call asks the database again.
    answer.catch(() => answers.get(key)?.answer === answer && answers.delete(key));
    return answer;
  };
  return Object.assign(cached, { forget: () => answers.clear() });
}
