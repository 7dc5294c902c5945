import { AreaDashboard } from './area-dashboard';

export function MemberDashboard() {
  return <AreaDashboard area="member" />;
}
