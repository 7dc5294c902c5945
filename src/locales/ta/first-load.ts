// This language's first-load words in one chunk, fetched when it first shows: each file is one top-level key, as in en/.
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
export default Object.fromEntries(Object.entries(files).map(([path, words]) => [path.slice(2, -5), words]));
