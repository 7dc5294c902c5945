// Which language a page is drawn in, and the addresses of its other languages (issue 37).
import type { FastifyRequest } from 'fastify';
import { isLanguage, languages, type Language } from '@contract/constants';
import { languageOf } from '../../shared/api-language';

const cookieLanguage = (cookie: string | undefined) => /(?:^|;\s*)i18nextLng=([^;]*)/.exec(cookie ?? '')?.[1]?.slice(0, 2);

/** The address's ?lng= first, then the app's i18nextLng cookie (the person's choice), then the browser's Accept-Language. */
export function pageLanguage(request: FastifyRequest): Language {
  const asked = new URL(request.url, 'http://local').searchParams.get('lng')?.slice(0, 2);
  if (isLanguage(asked)) return asked;
  const chosen = cookieLanguage(request.headers.cookie);
  if (isLanguage(chosen)) return chosen;
  return languageOf(request.headers['accept-language']);
}

/** This page in each language (its ?lng= address) and x-default (the address with none), for search engines. */
export function languageAlternates(origin: string, url: string): { hreflang: string; href: string }[] {
  const page = new URL(url, origin);
  const inLanguage = (language: Language | null) => {
    const address = new URL(page);
    if (language) address.searchParams.set('lng', language);
    else address.searchParams.delete('lng');
    return address.href;
  };
  return [...languages.map((language) => ({ hreflang: language, href: inLanguage(language) })), { hreflang: 'x-default', href: inLanguage(null) }];
}

/** The alternates as <link> tags for a drawn page's head. */
export const alternateLinks = (origin: string, url: string): string[] =>
  languageAlternates(origin, url).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href.replace(/&/g, '&amp;')}" />`);

/** The alternates as an HTTP Link header, for pages sent as built (their files cannot know the public address). */
export const alternatesHeader = (origin: string, url: string): string =>
  languageAlternates(origin, url)
    .map(({ hreflang, href }) => `<${href}>; rel="alternate"; hreflang="${hreflang}"`)
    .join(', ');
