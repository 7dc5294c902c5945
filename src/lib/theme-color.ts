import { useLayoutEffect } from 'react';

/**
 * While the calling screen is shown, the browser's own UI (a phone's address bar, the app switcher) takes `color`
 * through `<meta name="theme-color">`; the page's colour comes back when it goes. Before paint, so it never flashes.
 */
export function useThemeColor(color: string): void {
  useLayoutEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = color;
    return () => {
      meta.content = before;
    };
  }, [color]);
}
