import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, onToasterWanted, toasterWanted } from '@/lib/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Where notify() shows its toasts: mounted only once the first one is asked for. */
export function Toasts() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
