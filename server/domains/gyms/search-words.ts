// What the visitor typed, read: its words (aliases resolved, filler dropped), the places they name, and the place a typo meant.

const MAX_WORDS = 6;
/** Shorter words match nearly every gym and no trigram index can narrow them: they are not searched. */
const MIN_WORD_LENGTH = 3;
/** A longer "word" is not a place or a name anyone types; its trigrams only cost time. */
const MAX_WORD_LENGTH = 32;
/** Words that say nothing about which gym: "gyms near andheri" searches "andheri". */
const STOPWORDS = new Set(['gym', 'gyms', 'in', 'near', 'at', 'the', 'me', 'and', 'india']);
/** Old and colloquial city names people still type. */
const ALIASES: readonly (readonly [RegExp, string])[] = [
  [/\bbangalore\b/g, 'bengaluru'],
  [/\bbombay\b/g, 'mumbai'],
  [/\bgurgaon\b/g, 'gurugram'],
  [/\bcalcutta\b/g, 'kolkata'],
  [/\bmadras\b/g, 'chennai'],
  [/\bcochin\b/g, 'kochi'],
  [/\bnew delhi\b/g, 'delhi'],
];

/** The words of q that name a place, a gym or a pincode: lower case, aliases resolved, commas and filler dropped. */
export function searchWords(q: string | undefined): string[] {
  let text = (q ?? '').toLowerCase();
  for (const [pattern, name] of ALIASES) text = text.replace(pattern, name);
  const words = text.split(/[\s,;]+/).filter((w) => w.length > 0 && !STOPWORDS.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The words worth a database's time: long enough to narrow, short enough to be a word. */
export function searchableWords(q: string | undefined): string[] {
  return [...new Set(searchWords(q).filter((w) => w.length >= MIN_WORD_LENGTH).map((w) => w.slice(0, MAX_WORD_LENGTH)))];
}

// Places: the cities, states and areas gyms are in, so "mumbai" becomes city = 'mumbai' (an index
// that already holds the city's gyms in rank order) rather than a substring test on every gym.

type PlaceKind = 'city' | 'state' | 'area';
export type PlaceMatch = { kind: PlaceKind; names: string[] };
export type Places = { byName: Map<string, PlaceMatch>; byWord: Map<string, PlaceMatch>; words: string[]; stateOfCity: Map<string, Set<string>> };
/** When a place's words are typed without its whole name ("andheri"), areas say more than cities or states. */
const KIND_ORDER: PlaceKind[] = ['city', 'state', 'area'];
const WORD_KIND_ORDER: PlaceKind[] = ['area', 'city', 'state'];
/** A word shared by more places than this ("west") narrows too little to be a place. */
const MAX_PLACES_PER_WORD = 12;

export function buildPlaces(rows: { city: string; state: string; area: string }[]): Places {
  const named = new Map<string, Map<PlaceKind, Set<string>>>();
  const worded = new Map<string, Map<PlaceKind, Set<string>>>();
  const add = (index: typeof named, key: string, kind: PlaceKind, name: string) => {
    const kinds = index.get(key) ?? new Map<PlaceKind, Set<string>>();
    kinds.set(kind, (kinds.get(kind) ?? new Set()).add(name));
    index.set(key, kinds);
  };
  const stateOfCity = new Map<string, Set<string>>();
  for (const row of rows) {
    const city = row.city.toLowerCase().trim();
    stateOfCity.set(city, (stateOfCity.get(city) ?? new Set()).add(row.state.toLowerCase().trim()));
    for (const kind of KIND_ORDER) {
      const name = row[kind].toLowerCase().trim();
      add(named, name, kind, name);
      for (const word of name.split(/[\s,]+/)) if (word.length >= MIN_WORD_LENGTH) add(worded, word, kind, name);
    }
  }
  const pick = (index: typeof named, order: PlaceKind[]) =>
    new Map(
      [...index].flatMap(([key, kinds]) => {
        const kind = order.find((k) => kinds.has(k))!;
        const names = [...kinds.get(kind)!];
        return names.length > MAX_PLACES_PER_WORD ? [] : [[key, { kind, names }] as const];
      }),
    );
  const byName = pick(named, KIND_ORDER);
  const byWord = pick(worded, WORD_KIND_ORDER);
  return { byName, byWord, words: [...new Set([...byName.keys(), ...byWord.keys()])].filter((w) => !w.includes(' ')), stateOfCity };
}

export type Resolved = { places: PlaceMatch[]; rest: string[] };

/** Longest place names first ("navi mumbai", "bandra west"), then single words; what is left is searched as text. */
export function resolvePlaces(words: string[], places: Places): Resolved {
  const found: PlaceMatch[] = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(3, words.length - i); n >= 1 && taken === 0; n--) {
      const match = places.byName.get(words.slice(i, i + n).join(' ')) ?? (n === 1 ? places.byWord.get(words[i]!) : undefined);
      if (match) {
        found.push(match);
        taken = n;
      }
    }
    if (taken === 0) rest.push(words[i]!);
    i += Math.max(1, taken);
  }
  return { places: withoutImpliedStates(found, places), rest };
}

/** "Pune, Maharashtra": the city already says the state, and one indexed equality beats two ANDed. */
function withoutImpliedStates(found: PlaceMatch[], places: Places): PlaceMatch[] {
  const cities = found.filter((p) => p.kind === 'city');
  const implied = (state: PlaceMatch) =>
    cities.some((c) => c.names.every((city) => [...(places.stateOfCity.get(city) ?? [])].every((s) => state.names.includes(s))));
  return found.filter((p) => p.kind !== 'state' || !implied(p));
}

/** Optimal string alignment distance (Levenshtein with adjacent swaps): "mumbia" is one step from "mumbai". */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The place word a typo most likely meant: one slip in a short word, two in a long one. */
export function correctTypo(word: string, places: Places): string | undefined {
  if (word.length < 4 || /\d/.test(word)) return undefined;
  const allowed = word.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of places.words) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = typoDistance(word, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word;
}

/** Corrections found per places dictionary (a typo is compared with every place word: ~1 ms for six words). */
const corrections = new WeakMap<Places, Map<string, string | undefined>>();
const MAX_KEPT_CORRECTIONS = 2000;
export function keptCorrection(word: string, places: Places): string | undefined {
  const kept = corrections.get(places) ?? new Map<string, string | undefined>();
  corrections.set(places, kept);
  if (!kept.has(word)) {
    if (kept.size >= MAX_KEPT_CORRECTIONS) kept.clear();
    kept.set(word, correctTypo(word, places));
  }
  return kept.get(word);
}
