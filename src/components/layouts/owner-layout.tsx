import { AreaLayout } from './area-layout';

export function OwnerLayout() {
  return <AreaLayout area="owner" />;
}
