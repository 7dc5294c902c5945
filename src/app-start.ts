// A page the server drew (prerendered or per request) loads this classic script instead of the app's module: it starts
// the app's code once the page has been painted, with its main image if it names one (fetchpriority="high"). The first
// paint then waits for the HTML and the style sheet only, and the image gets the bandwidth before the ~150 KB of code.
// It runs as a plain <script async>, so its build output must hold no import or export: the code is in src/lib/app-start.ts.
// server/plugins/external/spa-html.ts writes the tag: data-app lists the app's modules and chunks and the screen's.
import { afterFirstPaint, startApp } from '@/lib/app-start';

const app = (document.currentScript as HTMLScriptElement | null)?.dataset.app;
if (app) afterFirstPaint(window, () => void startApp(app.split(' ')));
