import { lazyArea } from '../lazy-area';

/** The whole trainer area behind router.tsx's one /trainer/* route. */
export const Component = lazyArea(() => import('./area-screens'));
