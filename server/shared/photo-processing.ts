import sharp from 'sharp';
import { MAX_PHOTO_BYTES, uploadMessages } from '@contract/gyms/uploads';
import { Refusal, invalid } from './refusals';

// Photos are decoded once per request and never kept in libvips' cache.
sharp.cache(false);

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** No more than a 50-megapixel camera makes: a "decompression bomb" of a few KB stops here. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The format the bytes say, by their magic numbers; the name and the client's content type say nothing. */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const unsupported = () => new Refusal('unsupported', uploadMessages.notImage);

/** Refuses what is not a photo we take, before any decoding: empty, too big, or not JPEG/PNG/WebP by its bytes. */
export function checkPhotoBytes(bytes: Buffer): PhotoFormat {
  if (bytes.length === 0) throw invalid(uploadMessages.empty);
  if (bytes.length > MAX_PHOTO_BYTES) throw new Refusal('too-large', uploadMessages.tooLarge);
  const format = sniffPhotoFormat(bytes);
  if (!format) throw unsupported();
  return format;
}

export type Variant = { width: number; height: number; fit: 'cover' | 'inside'; quality: number };
export type ReencodedPhoto = { width: number; height: number; files: Buffer[] };

/**
 * Decodes the whole image (a truncated or fake one fails here) and writes each variant as a new
 * WebP: upright (EXIF orientation applied), sRGB, and without any metadata — no EXIF, GPS or
 * comments survive, nor anything appended to the original bytes. `width`/`height` are the first variant's.
 */
export async function reencodePhoto(bytes: Buffer, variants: readonly Variant[]): Promise<ReencodedPhoto> {
  const format = checkPhotoBytes(bytes);
  const input = () => sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
  try {
    const meta = await input().metadata();
    // The container must be what the magic numbers claimed: a JPEG header on something else is refused.
    if (meta.format !== format) throw unsupported();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw invalid(uploadMessages.tooManyPixels);
    // Decode once, upright, into raw pixels no larger than the biggest variant; each variant is encoded from those.
    const largest = variants.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
    const base = await input()
      .rotate()
      .resize({ width: largest.width, height: largest.height, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
    const outputs = await Promise.all(
      variants.map((v) =>
        sharp(base.data, raw)
          .resize({ width: v.width, height: v.height, fit: v.fit, position: sharp.strategy.attention, withoutEnlargement: v.fit === 'inside' })
          .webp({ quality: v.quality, effort: 4 })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    const first = outputs[0]!.info;
    return { width: first.width, height: first.height, files: outputs.map((o) => o.data) };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw invalid(uploadMessages.tooManyPixels);
    throw invalid(uploadMessages.unreadable);
  }
}
