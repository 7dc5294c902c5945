import { AreaLayout } from './area-layout';

export function MemberLayout() {
  return <AreaLayout area="member" />;
}
