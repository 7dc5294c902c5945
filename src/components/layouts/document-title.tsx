import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Takes the screen's title during a server render (src/entry-server.tsx) for the page's <head>; the browser has none. */
export const TitleSink = createContext<((title: string) => void) | null>(null);

/** React 19 hoists <title> into <head>: each screen names the browser tab. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const takeTitle = useContext(TitleSink);
  const app = t('common.appName');
  const text = title ? `${title} · ${app}` : app;
  // renderToString would put <title> at the top of #root's HTML: the server writes it into the template's <head> instead.
  if (takeTitle) {
    takeTitle(text);
    return null;
  }
  return <title>{text}</title>;
}
