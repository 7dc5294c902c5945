import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where stored photos are served from (server/plugins/external/uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** Stored names: a random 128-bit id, an optional size suffix, .webp — nothing a client chose. */
export const STORED_NAME = /^[A-Za-z0-9_-]{22}(?:-(?:sm|lg))?\.webp$/;

/** 128 random bits, URL-safe: ids of photos and their files, never guessable from another. */
export const newPhotoId = () => randomBytes(16).toString('base64url');

export type ImageStore = {
  dir: string;
  /** writes every file or none */
  save(files: { name: string; data: Buffer }[]): Promise<void>;
  /** best effort: a file already gone is not an error */
  remove(names: string[]): Promise<void>;
};

/** Photos on the local disk under DATA_DIR/uploads; an object store can take its place behind the same three calls. */
export function diskImageStore(dir: string): ImageStore {
  const ready = mkdir(dir, { recursive: true });
  const pathOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored photo name: ${name}`);
    return join(dir, name);
  };
  async function remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
  }
  return {
    dir,
    remove,
    async save(files) {
      await ready;
      // Each file appears whole under its final name (rename is atomic), so it is never served half-written.
      const written: string[] = [];
      try {
        for (const { name, data } of files) {
          const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
          await writeFile(temp, data, { mode: 0o644 });
          await rename(temp, pathOf(name));
          written.push(name);
        }
      } catch (error) {
        await remove(written);
        throw error;
      }
    },
  };
}
