import { AreaDashboard } from './area-dashboard';

export function OwnerDashboard() {
  return <AreaDashboard area="owner" />;
}
