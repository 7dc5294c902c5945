// What a shared /gym-profile/{id} link shows before any script runs: the gym's own title, description and
// Open Graph tags (name, area, rating, price from), for chat apps' link previews and search engines.
import { numberFormat } from '@contract/calendar';
import type { GymDetail } from '@contract/gyms/gyms';
import { APP_NAME, metaTag } from './spa-html';

const rupees = (value: number) => numberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value);
const MAX_DESCRIPTION = 300;

/** The cheapest active pass, or the summary prices when the gym lists no plans. */
export function priceFromPaise(gym: Pick<GymDetail, 'plans' | 'dayPassPaise' | 'monthlyPaise'>): number | null {
  const prices = [...gym.plans.map((plan) => plan.pricePaise), gym.dayPassPaise, gym.monthlyPaise].filter((p): p is number => p !== null);
  return prices.length ? Math.min(...prices) : null;
}

/** The same words as the page's <title> (DocumentTitle): "{name} · Gymkhana". */
export const gymPageTitle = (gym: Pick<GymDetail, 'name'>) => `${gym.name} · ${APP_NAME}`;

export function gymDescription(gym: GymDetail): string {
  const price = priceFromPaise(gym);
  const facts = [
    `${gym.name} in ${gym.area}, ${gym.city}.`,
    gym.reviewCount > 0 ? `Rated ${gym.rating.toFixed(1)}/5 from ${gym.reviewCount} review${gym.reviewCount === 1 ? '' : 's'}.` : 'No reviews yet.',
    price !== null ? `Passes from ${rupees(price / 100)}.` : '',
    gym.description ?? '',
  ].filter(Boolean);
  const text = facts.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

/** Open Graph and Twitter tags; `origin` makes URLs absolute, as previews require. */
export function gymPreviewTags(gym: GymDetail, origin: string): string[] {
  const url = `${origin}/gym-profile/${encodeURIComponent(gym.id)}`;
  const price = priceFromPaise(gym);
  const image = gym.coverPhoto?.large ?? gym.photos[0]?.large;
  const tags = [
    `<link rel="canonical" href="${url.replace(/"/g, '&quot;')}" />`,
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', APP_NAME),
    metaTag('property', 'og:title', `${gym.name} · ${gym.area}, ${gym.city}`),
    metaTag('property', 'og:description', gymDescription(gym)),
    metaTag('property', 'og:url', url),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'gymkhana:area', `${gym.area}, ${gym.city}`),
    metaTag('name', 'gymkhana:rating', gym.rating.toFixed(1)),
  ];
  if (price !== null) {
    tags.push(metaTag('property', 'og:price:amount', (price / 100).toFixed(0)), metaTag('property', 'og:price:currency', 'INR'));
    tags.push(metaTag('name', 'gymkhana:price-from', rupees(price / 100)));
  }
  if (image) tags.push(metaTag('property', 'og:image', `${origin}${image}`), metaTag('property', 'og:image:alt', gym.name));
  return tags;
}
