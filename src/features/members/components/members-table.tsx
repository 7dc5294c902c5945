import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GymMember } from '@contract/gyms/members';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMobile } from '@/lib/format';
import { formatDay, formatInstantDay, formatVisit } from '../utils/dates';

/** A table on a laptop; on a phone each row stacks into a card whose cells name their column. */
export function MembersTable({ members, timeZone, caption }: { members: GymMember[]; timeZone: string; caption: string }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`members.list.columns.${key}`);
  return (
    <ScrollRegion label={caption} className="md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 md:not-sr-only md:table-header-group">
          <tr>
            {['name', 'mobile', 'pass', 'lastVisit', 'visits', 'joined'].map((key) => (
              <th key={key} scope="col" className={`px-4 py-3 whitespace-nowrap ${key === 'name' ? 'min-w-52' : ''}`}>
                {col(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-slate-200">
          {members.map((member) => (
            <tr key={member.id} className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none">
              <th scope="row" className="text-left font-normal md:px-4 md:py-3">
                <span className="font-semibold text-slate-900">{member.name}</span>
                {member.source === 'walk_in' && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{t('members.list.walkIn')}</span>
                )}
                {member.email && <span className="block break-all text-xs text-slate-500">{member.email}</span>}
              </th>
              <Cell label={col('mobile')}>
                <span className="whitespace-nowrap">{formatMobile(member.mobile)}</span>
              </Cell>
              <Cell label={col('pass')}>
                <PassCell member={member} />
              </Cell>
              <Cell label={col('lastVisit')}>{member.lastVisitAt ? formatVisit(member.lastVisitAt, timeZone) : t('members.list.never')}</Cell>
              <Cell label={col('visits')}>
                {member.visitsThisMonth}
              </Cell>
              <Cell label={col('joined')}>
                <span className="whitespace-nowrap">{formatInstantDay(member.joinedAt, timeZone)}</span>
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`flex items-baseline justify-between gap-3 text-slate-700 md:table-cell md:px-4 md:py-3 ${className ?? ''}`}>
      <span aria-hidden="true" className="text-xs font-medium text-slate-500 md:hidden">
        {label}
      </span>
      <span className="text-right md:text-left">{children}</span>
    </td>
  );
}

function PassCell({ member }: { member: GymMember }) {
  const { t } = useTranslation();
  const pass = member.currentPass;
  if (!pass) return <span className="text-slate-500">{t('members.list.noPass')}</span>;
  return (
    <span className="inline-flex flex-col md:items-start">
      <span className="font-medium text-slate-900">{t(`gyms.passes.${pass.passType}`)}</span>
      <span className="whitespace-nowrap text-xs text-slate-500">
        {t('members.list.passDates', { start: formatDay(pass.startDate), end: formatDay(pass.endDate) })}
      </span>
      {pass.paymentStatus === 'unpaid' && <span className="text-xs font-medium text-amber-700">{t('members.list.unpaid')}</span>}
    </span>
  );
}
