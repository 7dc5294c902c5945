import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { paths } from '@/config/paths';

/** An unknown page of either signed-in area, leading back to that area's home: one module, one import in the router. */
export function Component() {
  const { pathname } = useLocation();
  return <NotFoundPage homeTo={pathname.startsWith(`${paths.owner.root}/`) ? paths.owner.root : paths.member.root} />;
}
