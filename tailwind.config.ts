// The design's theme tokens: the brand scales of the two variants (src/config/brand-palettes.ts, which the app also
// reads) as CSS variables, and the type. src/styles.css loads this with @config.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { brandPalettes, brandSteps, type BrandScale } from './src/config/brand-palettes';

export { brandPalettes };

const variables = (scale: BrandScale) => Object.fromEntries(brandSteps.map((step) => [`--brand-${step}`, scale[step]]));

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      // Utilities read CSS variables, so data-theme on <html> swaps the whole scale at once.
      colors: { brand: Object.fromEntries(brandSteps.map((step) => [step, `var(--brand-${step})`])) },
      fontFamily: { sans: ['Inter', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'] },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root, [data-theme="member"]': variables(brandPalettes.member), '[data-theme="owner"]': variables(brandPalettes.owner) });
    }),
  ],
} satisfies Config;
