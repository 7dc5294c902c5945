import type { ReactNode } from 'react';
import { brandPalettes } from '@/config/brand-palettes';
import { useThemeColor } from '@/lib/theme-color';
import { AreaLayout } from './area-layout';

export function OwnerLayout({ bell }: { bell?: ReactNode }) {
  // index.html and the manifest carry the member colour; the owner area is the owner variant's.
  useThemeColor(brandPalettes.owner['600']);
  return <AreaLayout area="owner" bell={bell} />;
}
