import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M file (what Chromium's --use-file-for-fake-video-capture plays in a loop) showing `png`
 * fitted into a `side` px square, centred on white: the camera then "sees" exactly what the screen showed.
 * The default keeps a QR well inside the scanner's box (80% of 480 px), so it is read with its quiet zone.
 */
export async function writeY4m(png: Buffer, path: string, { side = 300, frames = 10 } = {}): Promise<void> {
  const picture = await sharp(png).resize(side, side, { fit: 'contain', background: '#ffffff' }).toBuffer();
  const { data } = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: picture, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const frame = toI420(data);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const parts: Buffer[] = [header];
  for (let i = 0; i < frames; i += 1) parts.push(Buffer.from('FRAME\n'), frame);
  await writeFile(path, Buffer.concat(parts));
}

/** RGB → planar YUV 4:2:0 (BT.601 full range), chroma averaged over each 2×2 block. */
function toI420(rgb: Buffer): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let row = 0; row < HEIGHT; row += 1)
    for (let col = 0; col < WIDTH; col += 1) {
      const i = (row * WIDTH + col) * 3;
      y[row * WIDTH + col] = clamp(0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!);
    }
  for (let row = 0; row < HEIGHT; row += 2)
    for (let col = 0; col < WIDTH; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dr, dc] of [[0, 0], [0, 1], [1, 0], [1, 1]] as const) {
        const i = ((row + dr) * WIDTH + col + dc) * 3;
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const k = (row / 2) * (WIDTH / 2) + col / 2;
      u[k] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[k] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  return Buffer.concat([y, u, v]);
}
