import { lazyArea } from '../lazy-area';

/** The whole staff area (issue 38) behind router.tsx's one /staff/* route. */
export const Component = lazyArea(() => import('./area-screens'));
