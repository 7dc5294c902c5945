// Chromium's offer to install the app (beforeinstallprompt) comes once, early, on any page: main.tsx keeps it from the
// first load, so the home page's "Install app" button (app-download-section.tsx) can use it whenever it draws.
type InstallPrompt = Event & { prompt: () => Promise<unknown> };

let offer: InstallPrompt | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPrompt | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

export function keepInstallOffer(): void {
  // Default prevented: the browser's own banner stays away, and prompt() may then be called later, from our button.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPrompt);
  });
  addEventListener('appinstalled', () => setOffer(null));
}

/** useSyncExternalStore's two halves: whether the browser offers installation now, and change notices. */
export const hasInstallOffer = (): boolean => offer !== null;
export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's install dialog; an offer prompts once, so it is spent whatever the answer. */
export function promptInstall(): void {
  void offer?.prompt();
  setOffer(null);
}
