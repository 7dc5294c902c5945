import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A JSON-lines outbox file (tests and e2e read it). A line whose `id` is already in the file is not
 * written again: a worker that died after writing but before recording the send repeats nothing.
 */
export function jsonLinesOutbox(file: string) {
  let written: Promise<Set<string>> | null = null;
  const load = async () => {
    await mkdir(dirname(file), { recursive: true });
    const raw = await readFile(file, 'utf8').catch(() => '');
    const ids = raw.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { id?: string }).id);
    return new Set(ids.filter((id): id is string => typeof id === 'string'));
  };
  return {
    async append(line: { id?: string | undefined } & Record<string, unknown>): Promise<void> {
      written ??= load();
      const ids = await written;
      if (line.id && ids.has(line.id)) return;
      if (line.id) ids.add(line.id);
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
    },
  };
}
