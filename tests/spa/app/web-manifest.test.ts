import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandPalettes } from '../../../tailwind.config';

// What scripts/make-icons.ts wrote into public/ (committed), checked against the theme tokens it was made from.
const ROOT = resolve(import.meta.dirname, '../../..');
const PUBLIC = join(ROOT, 'public');

type Icon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  name: string;
  short_name: string;
  icons: Icon[];
  shortcuts: { url: string; icons: Icon[] }[];
};

const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Manifest;
const indexHtml = readFileSync(join(ROOT, 'index.html'), 'utf8');

/** The colour of one pixel as #rrggbb. */
async function pixel(file: string, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((i) => data[at + i]!.toString(16).padStart(2, '0')).join('')}`;
}

describe('the web app manifest', () => {
  it('opens the app standalone from the site root', () => {
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', short_name: 'Gymkhana' });
    expect(manifest.name).toMatch(/Gymkhana/);
  });

  it('takes the member colour from tailwind.config.ts, as the page’s theme-color does', () => {
    expect(manifest.theme_color).toBe(brandPalettes.member['600']);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${brandPalettes.member['600']}" />`);
  });

  it('has PNG icons of 192 and 512 px, plain and maskable, each the size it says', async () => {
    for (const purpose of [undefined, 'maskable']) {
      expect(manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    }
    for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)]) {
      const file = join(PUBLIC, icon.src);
      expect(icon.type).toBe('image/png');
      const { width, height, format } = await sharp(file).metadata();
      expect({ format, size: `${width}x${height}` }).toEqual({ format: 'png', size: icon.sizes });
    }
  });

  it('fills maskable icons to the corners (the platform cuts its own shape)', async () => {
    expect(await pixel(join(PUBLIC, 'icons/maskable-512.png'), 0, 0)).toBe(brandPalettes.member['600']);
  });

  it('offers the member’s bookings and the owner’s dashboard as shortcuts, each in its area’s colour', async () => {
    const [member, owner] = manifest.shortcuts;
    expect(member!.url).toBe('/member/view-bookings');
    expect(owner!.url).toBe('/gym_owner');
    expect(await pixel(join(PUBLIC, member!.icons[0]!.src), 48, 6)).toBe(brandPalettes.member['600']);
    expect(await pixel(join(PUBLIC, owner!.icons[0]!.src), 48, 6)).toBe(brandPalettes.owner['600']);
  });

  it('is linked from index.html with the apple-touch-icon, and both files exist', () => {
    for (const href of ['/manifest.webmanifest', '/icons/apple-touch-icon.png']) {
      expect(indexHtml).toContain(`href="${href}"`);
      expect(existsSync(join(PUBLIC, href))).toBe(true);
    }
  });
});
