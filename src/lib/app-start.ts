// Starting the app on a page the server drew: src/app-start.ts (the classic script such a page loads) calls these.

const nextTask = () => new Promise((ready) => setTimeout(ready));

/**
 * Imports the app's modules and the screen's chunks, in parallel: what index.html's module scripts and modulepreload
 * links would have fetched. A chunk imported before the router asks for it is the same module then. One import per task:
 * each import() starts a request, a few ms apiece on a phone, and the sixteen of /gym_owner in one task were its longest
 * task after the first paint (a 4x CPU trace: 41-108 ms observed, 230-590 ms of Lighthouse's simulated blocking time).
 */
export function startApp(urls: string[]): Promise<unknown[]> {
  return Promise.all(urls.map((url) => nextTask().then(() => import(/* @vite-ignore */ url))));
}

/** Calls `then` once the page's first contentful paint is out, and its main image (fetchpriority="high") if it has one. */
export function afterFirstPaint(win: Window & typeof globalThis, then: () => void): void {
  const doc = win.document;
  let done = false;
  const once = () => {
    if (!done) then();
    done = true;
  };
  // A task queued from requestAnimationFrame runs once that frame has been painted.
  const nextFrame = () => win.requestAnimationFrame(() => win.setTimeout(once));
  // A style sheet that never arrives, a hidden tab (it paints nothing) or a browser that reports no paint: start anyway.
  win.setTimeout(once, 4000);
  new win.PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (hero && !hero.complete) hero.onload = hero.onerror = nextFrame;
    else nextFrame();
  }).observe({ type: 'paint', buffered: true });
}
