// The design's theme tokens, in one place: brand scales of the two variants (the spec's theme rule: gym owners
// get the owner variant, everyone else the member one) and the type. src/styles.css loads this with @config.
import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

const steps = ['50', '100', '200', '500', '600', '700', '800'] as const;
type Scale = Record<(typeof steps)[number], string>;

export const brandPalettes: { member: Scale; owner: Scale } = {
  member: { '50': '#eef2ff', '100': '#e0e7ff', '200': '#c7d2fe', '500': '#6366f1', '600': '#4f46e5', '700': '#4338ca', '800': '#3730a3' },
  // One step darker than the member scale's names suggest: white on orange-600 is 3.6:1, on orange-700 5.2:1 (AA).
  owner: { '50': '#fff7ed', '100': '#ffedd5', '200': '#fed7aa', '500': '#ea580c', '600': '#c2410c', '700': '#9a3412', '800': '#7c2d12' },
};

const variables = (scale: Scale) => Object.fromEntries(steps.map((step) => [`--brand-${step}`, scale[step]]));

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      // Utilities read CSS variables, so data-theme on <html> swaps the whole scale at once.
      colors: { brand: Object.fromEntries(steps.map((step) => [step, `var(--brand-${step})`])) },
      fontFamily: { sans: ['Inter', 'Noto Sans', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'] },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root, [data-theme="member"]': variables(brandPalettes.member), '[data-theme="owner"]': variables(brandPalettes.owner) });
    }),
  ],
} satisfies Config;
