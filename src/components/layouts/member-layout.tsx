import type { ReactNode } from 'react';
import { AreaLayout } from './area-layout';

export function MemberLayout({ bell }: { bell?: ReactNode }) {
  return <AreaLayout area="member" bell={bell} />;
}
