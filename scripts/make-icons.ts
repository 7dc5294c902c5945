// Run once when the brand mark or colours change (`npx tsx scripts/make-icons.ts`); its output is committed:
// public/icons/*.png (from the mark in public/favicon.svg) and public/manifest.webmanifest (colours from tailwind.config.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { brandPalettes } from '../tailwind.config';

const PUBLIC = resolve(import.meta.dirname, '..', 'public');
const MEMBER = brandPalettes.member['600'];
const OWNER = brandPalettes.owner['600'];
// The page background (slate-50): the splash screen matches the first paint.
const BACKGROUND = '#f8fafc';

// The "G" of public/favicon.svg, drawn on a 32-unit grid.
const G_PATH = 'M22.5 11.2A8 8 0 1 0 23.5 18.5V16h-6';

/** The mark on a `fill` square: `corner` rounds it (0 = full bleed), `scale` shrinks the G around the centre. */
function markSvg({ fill, corner, scale }: { fill: string; corner: number; scale: number }): string {
  const offset = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${corner}" fill="${fill}"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="${G_PATH}" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

type Icon = { file: string; size: number; svg: string };

// "any" icons keep the favicon's rounded square; maskable ones bleed to the edges with the G inside the safe circle (radius 40 %);
// iOS rounds apple-touch-icon itself and shows transparency as black, so it bleeds too.
const ICONS: Icon[] = [
  ...[192, 512].map((size) => ({ file: `icon-${size}.png`, size, svg: markSvg({ fill: MEMBER, corner: 7, scale: 1 }) })),
  ...[192, 512].map((size) => ({ file: `maskable-${size}.png`, size, svg: markSvg({ fill: MEMBER, corner: 0, scale: 0.9 }) })),
  { file: 'apple-touch-icon.png', size: 180, svg: markSvg({ fill: MEMBER, corner: 0, scale: 1 }) },
  // Shortcut icons in each area's colour: the member's bookings, the owner's dashboard.
  { file: 'shortcut-member-96.png', size: 96, svg: markSvg({ fill: MEMBER, corner: 7, scale: 1 }) },
  { file: 'shortcut-owner-96.png', size: 96, svg: markSvg({ fill: OWNER, corner: 7, scale: 1 }) },
];

const icon = (file: string, size: number, purpose?: string) => ({ src: `/icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', ...(purpose ? { purpose } : {}) });

const manifest = {
  id: '/',
  name: 'Gymkhana: find and book gyms',
  short_name: 'Gymkhana',
  description: 'Find gyms near you, book a session and show your booking barcode at the desk, even offline.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: MEMBER,
  background_color: BACKGROUND,
  categories: ['health', 'fitness', 'lifestyle'],
  icons: [icon('icon-192.png', 192), icon('icon-512.png', 512), icon('maskable-192.png', 192, 'maskable'), icon('maskable-512.png', 512, 'maskable')],
  shortcuts: [
    { name: 'My bookings', short_name: 'Bookings', description: 'Your bookings and your barcode for the desk', url: '/member/view-bookings', icons: [icon('shortcut-member-96.png', 96)] },
    { name: 'Gym owner dashboard', short_name: 'Owner', description: 'Bookings, members and check-ins of your gyms', url: '/gym_owner', icons: [icon('shortcut-owner-96.png', 96)] },
  ],
};

async function main(): Promise<void> {
  mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
  for (const { file, size, svg } of ICONS) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(PUBLIC, 'icons', file));
  }
  writeFileSync(join(PUBLIC, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`make-icons: ${ICONS.length} icons in public/icons, public/manifest.webmanifest`);
}

await main();
