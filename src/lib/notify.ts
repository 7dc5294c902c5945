// Toasts without sonner in the first load: the first notice loads it and asks the app to mount its Toaster.
type Sonner = typeof import('sonner');
export type NotifyOptions = { id?: string | number; description?: string };

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** sonner itself, loaded once, on demand. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

/** Whether a notice has been asked for yet: until then no Toaster is mounted. */
export const toasterWanted = (): boolean => wanted;

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: 'success' | 'error' | 'info', message: string, options?: NotifyOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // sonner replays toasts made before its Toaster subscribes, so order does not matter here.
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
};
