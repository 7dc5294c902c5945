import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, onToasterWanted, toasterWanted } from '@/lib/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Where notify() shows its toasts: mounted only once the first one is asked for. */
export function Toasts() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom right, clear of the header links and page headings; sonner spans the bottom edge on phones. */}
      <Toaster position="bottom-right" richColors closeButton />
    </Suspense>
  );
}
