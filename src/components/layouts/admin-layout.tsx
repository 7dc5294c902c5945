import { AreaLayout } from './area-layout';

/** The platform team's area: the shared area frame with its own nav. */
export function AdminLayout() {
  return <AreaLayout area="admin" />;
}
