import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/** False in the server's HTML and while React takes it over, true once the app runs: a drawn form that needs the app waits for it. */
export const useHydrated = (): boolean => useSyncExternalStore(noChanges, () => true, () => false);
