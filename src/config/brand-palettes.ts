// The brand scales of the two theme variants (the spec's theme rule: gym owners get the owner variant, everyone else
// the member one). tailwind.config.ts turns them into CSS variables; the app reads the 600s for the browser's theme colour.
export const brandSteps = ['50', '100', '200', '500', '600', '700', '800'] as const;
export type BrandScale = Record<(typeof brandSteps)[number], string>;

export const brandPalettes: { member: BrandScale; owner: BrandScale } = {
  member: { '50': '#eef2ff', '100': '#e0e7ff', '200': '#c7d2fe', '500': '#6366f1', '600': '#4f46e5', '700': '#4338ca', '800': '#3730a3' },
  // One step darker than the member scale's names suggest: white on orange-600 is 3.6:1, on orange-700 5.2:1 (AA).
  owner: { '50': '#fff7ed', '100': '#ffedd5', '200': '#fed7aa', '500': '#ea580c', '600': '#c2410c', '700': '#9a3412', '800': '#7c2d12' },
};
