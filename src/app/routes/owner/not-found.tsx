import { NotFoundPage } from '@/components/errors/not-found-page';
import { paths } from '@/config/paths';

export function Component() {
  return <NotFoundPage homeTo={paths.owner.root} />;
}
