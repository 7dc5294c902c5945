import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';

export type UploadFile = { data: Buffer; name?: string; type?: string; field?: string };

/** A multipart/form-data body as a browser's FormData sends it: text fields first, then the files. */
export async function multipartBody(fields: Record<string, string>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field ?? 'photo', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** POSTs a multipart upload to `resource.php?action=action`. */
export async function upload(
  app: FastifyInstance,
  url: string,
  { headers = {}, fields, files = [] }: { headers?: Record<string, string>; fields: Record<string, string>; files?: UploadFile[] },
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(fields, files);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** A real JPEG carrying EXIF with a camera make and GPS coordinates (what a phone writes). */
export function jpegWithGps({ width = 1200, height = 800 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .withExif({ IFD0: { Make: 'TestPhone', Copyright: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const pngImage = ({ width = 64, height = 48 } = {}) =>
  sharp({ create: { width, height, channels: 4, background: '#1d4ed8' } }).png().toBuffer();

export const webpImage = ({ width = 64, height = 64 } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#16a34a' } }).webp().toBuffer();

/** About 6 MB of real PNG: random pixels do not compress. */
export function sixMegabytePng(): Promise<Buffer> {
  const width = 1450;
  const height = 1450;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

export const phpScript = Buffer.from('<?php echo shell_exec($_GET["cmd"]); ?>\n');
/** JPEG magic numbers in front of a PHP script: passes a naive header check, is no image. */
export const jpegPolyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), phpScript]);
export const svgImage = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** The files now in the app's uploads folder. */
export const storedFiles = async (app: FastifyInstance) => (await readdir(app.images.dir)).sort();
