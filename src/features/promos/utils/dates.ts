import type { Promo } from '@contract/promos';
import { INDIA_MONTHS, IST_OFFSET_MS } from '@/lib/format';

// A code's days are on the gym's calendar (India), as the server checks them.
const DAY_MS = 86_400_000;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** Today in India as "YYYY-MM-DD" (no Intl formatter: making one costs tens of ms on a phone). */
export const todayInIndia = (now = Date.now()) => new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => new Date(utc(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** "24 Nov 2026" */
export function formatDay(day: string): string {
  const date = utc(day);
  return `${date.getUTCDate()} ${INDIA_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export type PromoStatus = 'off' | 'scheduled' | 'ended' | 'usedUp' | 'running';

/** Why a member could or could not use the code today, in the order the server checks it. */
export function promoStatus(promo: Pick<Promo, 'active' | 'validFrom' | 'validTo' | 'maxUses' | 'uses'>, today: string): PromoStatus {
  if (!promo.active) return 'off';
  if (today < promo.validFrom) return 'scheduled';
  if (today > promo.validTo) return 'ended';
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 'usedUp';
  return 'running';
}
