import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './skip-link';

const heading = () => document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);

/** Moves focus to the new page's h1 once it renders, unless the person has moved focus meanwhile. */
function focusHeadingWhenReady(onDone: () => void): () => void {
  const before = document.activeElement;
  const tryFocus = () => {
    const target = heading();
    if (!target) return false;
    const active = document.activeElement;
    if (active === before || active === document.body || !active?.isConnected) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    onDone();
    return true;
  };
  if (tryFocus()) return () => undefined;
  // A lazy screen, or one still loading its data, puts its h1 in later.
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** After a client-side navigation (not the first load) screen readers land on the new page's title, not the old link. */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  // Updated only once focus is handled, so StrictMode's effect re-run still waits for the heading.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return undefined;
    return focusHeadingWhenReady(() => {
      handled.current = pathname;
    });
  }, [pathname]);
}
