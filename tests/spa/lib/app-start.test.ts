import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, startApp } from '@/lib/app-start';

/** A window whose frames, tasks and paint reports the test runs by hand. */
function fakeWindow() {
  const frames: (() => void)[] = [];
  const tasks: { run: () => void; delay: number }[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => object[] }) => void)[] = [];
  const win = {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay = 0) => tasks.push({ run, delay }),
    PerformanceObserver: class {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
    },
  };
  return {
    win: win as unknown as Window & typeof globalThis,
    paint: (name: string) => observers.forEach((report) => report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) })),
    frame: () => frames.splice(0).forEach((run) => run()),
    /** Runs the queued tasks due within `upTo` ms. */
    tasks: (upTo = 0) => tasks.splice(0).forEach((task) => (task.delay <= upTo ? task.run() : tasks.push(task))),
  };
}

describe('starting the app after the first paint (src/app-start.ts)', () => {
  it('starts once the first contentful paint has been reported and the next frame is out, not before', () => {
    const { win, paint, frame, tasks } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(win, start);
    paint('first-paint');
    frame();
    tasks();
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    frame();
    expect(start).not.toHaveBeenCalled();
    tasks();
    expect(start).toHaveBeenCalledTimes(1);
    tasks(4000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's main image (fetchpriority=high) when it is still loading", () => {
    document.body.innerHTML = '<img src="/covers/gym.svg" fetchpriority="high" alt="">';
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    const { win, paint, frame, tasks } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(win, start);
    paint('first-contentful-paint');
    frame();
    tasks();
    expect(start).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    frame();
    tasks();
    expect(start).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
  });

  it('starts after 4 s anyway when no paint is reported (a hidden tab, a style sheet that never comes)', () => {
    const { win, tasks } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(win, start);
    tasks(3999);
    expect(start).not.toHaveBeenCalled();
    tasks(4000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("imports every module the page lists, the app's and the screen's", async () => {
    const flags = globalThis as unknown as { appStarted?: string[] };
    flags.appStarted = [];
    await startApp(['app', 'screen'].map((name) => `data:text/javascript,globalThis.appStarted.push('${name}')`));
    expect(flags.appStarted.sort()).toEqual(['app', 'screen']);
  });

  it('starts each import in a task of its own, so starting many makes no long task', async () => {
    const flags = globalThis as unknown as { appStarted?: string[] };
    flags.appStarted = [];
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const started = startApp(['a', 'b', 'c'].map((name) => `data:text/javascript,globalThis.appStarted.push('${name}')`));
    expect(flags.appStarted).toEqual([]);
    expect(timers).toHaveBeenCalledTimes(3);
    await started;
    expect(flags.appStarted.sort()).toEqual(['a', 'b', 'c']);
    timers.mockRestore();
  });
});
