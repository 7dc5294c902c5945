import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promo } from '@contract/bookings/promos';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { usePromos } from '../api/list-promos';
import { useSavePromo } from '../api/save-promo';
import { promoStatus, todayIn } from '../utils/dates';
import { PromoCard } from './promo-card';
import { PromoForm } from './promo-form';
import '../strings';

/** Switching a code off ends it at once (members are refused it); on again, it runs within its dates. */
function useToggle(gymId: string) {
  const { t } = useTranslation();
  const save = useSavePromo(gymId);
  const toggle = (promo: Promo) =>
    save.mutate(
      { kind: 'update', body: { promoId: promo.id, active: !promo.active } },
      {
        onSuccess: () => notify.success(t(promo.active ? 'promos.card.switchedOff' : 'promos.card.switchedOn', { code: promo.code })),
        onError: (error) => notify.error(t('promos.card.switchFailed', { code: promo.code }), { description: errorMessage(error) }),
      },
    );
  return { toggle, pending: save.isPending ? save.variables : undefined };
}

/** The owner's promo codes of one gym: each with its uses and revenue; create, edit, switch off. Composed into the gym editor. */
export function PromoCodesSection({ gymId, timeZone }: { gymId: string; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const promos = usePromos(gymId);
  // 'new', a code's id, or nothing: one form open at a time.
  const [editing, setEditing] = useState<string | null>(null);
  const { toggle, pending } = useToggle(gymId);
  // A code's days are the gym's days, as the server checks them.
  const today = todayIn(timeZone);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 md:flex-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {t('promos.section.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('promos.section.intro')}</p>
        </div>
        {editing !== 'new' && (
          <Button onClick={() => setEditing('new')} className="shrink-0">
            {t('promos.section.new')}
          </Button>
        )}
      </div>
      {editing === 'new' && <PromoForm gymId={gymId} timeZone={timeZone} onDone={() => setEditing(null)} />}
      {promos.isPending ? (
        <InlineLoader>{t('promos.section.loading')}</InlineLoader>
      ) : promos.isError ? (
        <Alert tone="error">
          <p>{`${t('promos.section.loadFailed')} ${errorMessage(promos.error)}`}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void promos.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : promos.data.length === 0 ? (
        editing !== 'new' && <EmptyState title={t('promos.section.empty')}>{t('promos.section.emptyText')}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-labelledby={headingId}>
            {promos.data.map((promo) =>
              editing === promo.id ? (
                <li key={promo.id}>
                  <PromoForm gymId={gymId} timeZone={timeZone} promo={promo} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <PromoCard
                  key={promo.id}
                  promo={promo}
                  status={promoStatus(promo, today)}
                  onEdit={() => setEditing(promo.id)}
                  onToggle={() => toggle(promo)}
                  toggling={pending?.kind === 'update' && pending.body.promoId === promo.id}
                />
              ),
            )}
          </ul>
          <p className="text-xs text-slate-500">{t('promos.section.figuresNote')}</p>
        </>
      )}
    </section>
  );
}
