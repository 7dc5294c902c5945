import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, onToasterWanted, toasterWanted } from '@/lib/notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

// sonner's own phone breakpoint: below it toasts span the screen's width.
const PHONE_QUERY = '(max-width: 600px)';
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);
const isPhone = () => phoneQuery()?.matches ?? false;
function onPhoneChange(listener: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** Where notify() shows its toasts: mounted only once the first one is asked for. */
export function Toasts() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, toasterWanted);
  const phone = useSyncExternalStore(onPhoneChange, isPhone, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Desktop: bottom right, clear of headings. Phones: the top edge, since the button a person needs next sits low on the screen. */}
      <Toaster position={phone ? 'top-center' : 'bottom-right'} richColors closeButton />
    </Suspense>
  );
}
