import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trainer } from '@contract/gyms/trainers';
import { keepTimesTogether } from '@/lib/format';

function Initials({ name }: { name: string }) {
  const initials = name.split(' ').map((part) => part.charAt(0)).slice(0, 2).join('').toUpperCase();
  return (
    <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800">
      {initials}
    </span>
  );
}

/** A trainer as the owner sees them: photo, experience and what members read on the profile; actions go in `children`. */
export function TrainerCard({ trainer, children }: { trainer: Trainer; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        {trainer.photoUrl ? (
          <img src={trainer.photoUrl} alt={t('trainers.list.photoOf', { name: trainer.name })} width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-full object-cover" />
        ) : (
          <Initials name={trainer.name} />
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{trainer.name}</h3>
          <p className="text-sm text-slate-600">{t('trainers.list.experience', { count: trainer.experienceYears })}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {trainer.availability && (
          <>
            <dt className="text-slate-500">{t('trainers.list.availability')}</dt>
            <dd className="text-slate-800">{keepTimesTogether(trainer.availability)}</dd>
          </>
        )}
        {trainer.categories.length > 0 && (
          <>
            <dt className="text-slate-500">{t('trainers.list.categories')}</dt>
            <dd className="text-slate-800">{trainer.categories.join(', ')}</dd>
          </>
        )}
        {trainer.facilities.length > 0 && (
          <>
            <dt className="text-slate-500">{t('trainers.list.facilities')}</dt>
            <dd className="text-slate-800">{trainer.facilities.join(', ')}</dd>
          </>
        )}
      </dl>
      {children && <div className="mt-auto flex flex-wrap gap-2 pt-1">{children}</div>}
    </article>
  );
}
