import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@contract/common';
import { memberMessageKinds, type Delivery } from '@contract/messaging/notifications';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { formatFullDateTime, formatPhoneNumber } from '@/lib/format';
import { useGymMessageLog } from '../api/gym-message-log';
import '../strings';

type Kind = (typeof memberMessageKinds)[number];
type MemberFilter = { id: string; name: string } | null;

// The gyms are in India and the messages' own texts give their times there: the log does too.

const statusTone: Record<Delivery['status'], string> = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  dropped: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** /gym_owner/messages: what was sent to the current gym's members, on which channel, when, and whether it went. */
export function MessageLogPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('messages.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('messages.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('messages.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymMessageLog key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

function GymMessageLog({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind | ''>('');
  const [member, setMember] = useState<MemberFilter>(null);
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize, onPageChange: setPage } = paging;
  const log = useGymMessageLog({ gymId: gym.id, page, pageSize, ...(kind ? { kind } : {}), ...(member ? { memberId: member.id } : {}) });
  const filtered = kind !== '' || member !== null;
  const clear = () => {
    setKind('');
    setMember(null);
    setPage(1);
  };
  const onlyMember = (d: Delivery) => {
    setMember({ id: d.memberId, name: d.memberName ?? d.to });
    setPage(1);
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end">
        <Select
          label={t('messages.kindFilter')}
          value={kind}
          containerClassName="w-full sm:w-64"
          onChange={(e) => {
            setKind(e.target.value as Kind | '');
            setPage(1);
          }}
        >
          <option value="">{t('messages.anyKind')}</option>
          {memberMessageKinds.map((k) => (
            <option key={k} value={k}>
              {t(`messages.kinds.${k}`)}
            </option>
          ))}
        </Select>
        <div className="flex min-h-11 flex-wrap items-center gap-2 text-sm">
          {member ? (
            <>
              <span className="text-slate-700">
                {t('messages.memberFilter')} <span className="font-semibold text-slate-900">{member.name}</span>
              </span>
              <Button size="sm" variant="ghost" onClick={() => setMember(null)}>
                {t('messages.allMembers')}
              </Button>
            </>
          ) : (
            <span className="text-slate-500">{t('messages.memberHint')}</span>
          )}
        </div>
        {filtered && (
          <Button variant="secondary" size="sm" className="sm:ml-auto" onClick={clear}>
            {t('messages.clear')}
          </Button>
        )}
      </div>
      {log.isPending ? (
        <InlineLoader>{t('messages.loading')}</InlineLoader>
      ) : log.isError ? (
        <Alert tone="error">{t('messages.loadFailed')}</Alert>
      ) : log.data.items.length === 0 ? (
        <EmptyState title={t(filtered ? 'messages.noMatch' : 'messages.empty')}>
          <p className="mt-1 text-sm text-slate-600">{t(filtered ? 'messages.noMatchHint' : 'messages.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('messages.results', { count: log.data.total })}
          </p>
          <ul aria-label={t('messages.listLabel')} className="flex flex-col gap-3">
            {log.data.items.map((d) => (
              <li key={d.id}>
                <DeliveryRow delivery={d} filtering={member !== null} onOnlyMember={() => onlyMember(d)} />
              </li>
            ))}
          </ul>
          {log.data.totalPages > 1 && <Pagination {...paging} totalPages={log.data.totalPages} />}
        </>
      )}
    </div>
  );
}

function DeliveryRow({ delivery: d, filtering, onOnlyMember }: { delivery: Delivery; filtering: boolean; onOnlyMember: () => void }) {
  const { t } = useTranslation();
  const name = d.memberName ?? t('messages.unnamed');
  const to = d.to.includes('@') ? d.to : formatPhoneNumber(d.to);
  const when = d.sentAt ? t('messages.sentAt', { when: formatFullDateTime(new Date(d.sentAt)) }) : t('messages.dueAt', { when: formatFullDateTime(new Date(d.dueAt)) });
  return (
    <article
      aria-label={`${name}, ${t(`messages.kinds.${d.kind}`)}, ${t(`messages.status.${d.status}`)}`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1fr)] md:items-start"
    >
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-600">{to}</p>
        {!filtering && (
          <button
            type="button"
            onClick={onOnlyMember}
            aria-label={t('messages.onlyMemberNamed', { name })}
            className="mt-1 min-h-11 text-left text-sm font-medium text-brand-700 underline-offset-2 hover:underline md:min-h-0"
          >
            {t('messages.onlyMember')}
          </button>
        )}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">{t(`messages.kinds.${d.kind}`)}</p>
        <p className="text-slate-600">
          {t(`messages.channels.${d.channel}`)}
          {d.smsParts !== undefined && <> · {t('messages.smsParts', { count: d.smsParts })}</>} · {when}
        </p>
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1 text-sm md:items-end md:text-right">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', statusTone[d.status])}>{t(`messages.status.${d.status}`)}</span>
        {d.reason && (d.status === 'failed' || d.status === 'dropped') && <p className="break-words text-slate-600">{d.reason}</p>}
        {d.status === 'failed' && <p className="text-xs text-slate-500">{t('messages.attempts', { count: d.attempts })}</p>}
      </div>
    </article>
  );
}
