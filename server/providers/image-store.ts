import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Refusal } from '../shared/refusals';

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

export const PHOTO_NOT_SAVED = 'The photo could not be saved. Please try again later.';
/** The disk said no (full, over quota, read-only, no permission, failing): the server's trouble, not the photo's. */
const DISK_REFUSED = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE']);

function storageError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && DISK_REFUSED.has(code) ? new Refusal('unavailable', PHOTO_NOT_SAVED, undefined, error) : error;
}

/**
 * Photos on the local disk under DATA_DIR/uploads; an object store can take its place behind the same three calls.
 * write: how a file's bytes reach the disk (tests: one that fails as a full disk does).
 */
export function diskImageStore(dir: string, write: typeof writeFile = writeFile): ImageStore {
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
      let temp = '';
      try {
        for (const { name, data } of files) {
          temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
          await write(temp, data, { mode: 0o644 });
          await rename(temp, pathOf(name));
          written.push(name);
        }
      } catch (error) {
        // A full disk leaves a partly written temp file: it goes too, with the files already in place.
        await Promise.all([remove(written), rm(temp, { force: true })]);
        throw storageError(error);
      }
    },
  };
}
