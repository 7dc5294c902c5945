import { useTranslation } from 'react-i18next';
import type { Promo } from '@contract/bookings/promos';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatPaise } from '@/lib/format';
import { formatDay, type PromoStatus } from '../utils/dates';
import '../strings';

const statusTone: Record<PromoStatus, string> = {
  running: 'bg-green-100 text-green-800',
  scheduled: 'bg-brand-100 text-brand-800',
  usedUp: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-100 text-slate-700',
  off: 'bg-slate-100 text-slate-700',
};

type Props = {
  promo: Promo;
  status: PromoStatus;
  onEdit: () => void;
  onToggle: () => void;
  toggling: boolean;
};

/** One code: what it takes off and for which passes, its dates, and what it has done (uses of its limit, revenue). */
export function PromoCard({ promo, status, onEdit, onToggle, toggling }: Props) {
  const { t } = useTranslation();
  const discount = promo.kind === 'percent' ? t('promos.card.percentOff', { value: promo.value }) : t('promos.card.flatOff', { amount: formatPaise(promo.value) });
  const passes = promo.passTypes.map((passType) => t(`gyms.passes.${passType}`)).join(', ');
  const statusText = t(`promos.status.${status}`, { date: formatDay(status === 'scheduled' ? promo.validFrom : promo.validTo) });
  const figures: [string, string][] = [
    [t('promos.card.valid'), t('promos.card.validRange', { from: formatDay(promo.validFrom), to: formatDay(promo.validTo) })],
    [t('promos.card.uses'), promo.maxUses === null ? t('promos.card.usesNoLimit', { used: promo.uses }) : t('promos.card.usesOf', { used: promo.uses, max: promo.maxUses })],
    [t('promos.card.revenue'), formatPaise(promo.revenuePaise)],
    [t('promos.card.discountGiven'), formatPaise(promo.discountPaise)],
  ];
  return (
    <li aria-label={promo.code} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-lg font-bold break-all text-slate-900">{promo.code}</p>
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{discount}</span> · {t('promos.card.forPasses', { passes })}
            {promo.oncePerMember && <> · {t('promos.card.oncePerMember')}</>}
          </p>
        </div>
        <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap', statusTone[status])}>{statusText}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('promos.card.editLabel', { code: promo.code })}>
          {t('promos.card.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onToggle}
          loading={toggling}
          aria-label={t(promo.active ? 'promos.card.switchOffLabel' : 'promos.card.switchOnLabel', { code: promo.code })}
        >
          {t(promo.active ? 'promos.card.switchOff' : 'promos.card.switchOn')}
        </Button>
      </div>
    </li>
  );
}
