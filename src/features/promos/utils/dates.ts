import type { Promo } from '@contract/bookings/promos';
import { addDays, todayIn } from '@contract/calendar';
import { formatCalendarDay } from '@/lib/format';

// A code's days are on the gym's calendar, as the server checks them.
export { addDays, todayIn };

/** "24 Nov 2026" */
export const formatDay = formatCalendarDay;

export type PromoStatus = 'off' | 'scheduled' | 'ended' | 'usedUp' | 'running';

/** Why a member could or could not use the code today, in the order the server checks it. */
export function promoStatus(promo: Pick<Promo, 'active' | 'validFrom' | 'validTo' | 'maxUses' | 'uses'>, today: string): PromoStatus {
  if (!promo.active) return 'off';
  if (today < promo.validFrom) return 'scheduled';
  if (today > promo.validTo) return 'ended';
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 'usedUp';
  return 'running';
}
