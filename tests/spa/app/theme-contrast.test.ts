import { describe, expect, it } from 'vitest';
import { brandPalettes } from '../../../tailwind.config';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

// The scales tailwind.config.ts writes as --brand-* variables under each data-theme.
function palette(variant: keyof typeof brandPalettes): Record<string, string> {
  return Object.fromEntries(Object.entries(brandPalettes[variant]).map(([step, hex]) => [`brand-${step}`, hex]));
}
const WHITE = '#ffffff';

describe.each(['member', 'owner'] as const)('the %s palette', (variant) => {
  const brand = palette(variant);

  it('gives white text on brand-600 (buttons, the owner loader) at least 4.5:1', () => {
    expect(contrast(WHITE, brand['brand-600']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives brand-700 text on white and on brand-50 (links, the active nav item) at least 4.5:1', () => {
    expect(contrast(brand['brand-700']!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brand['brand-700']!, brand['brand-50']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring (brand-500) at least 3:1 against white', () => {
    expect(contrast(brand['brand-500']!, WHITE)).toBeGreaterThanOrEqual(3);
  });
});
