import { useTranslation } from 'react-i18next';
import type { RecordedBy } from '@contract/gyms/staff';

const same = (a: RecordedBy, b: RecordedBy) => a.name === b.name && a.role === b.role;

/**
 * Who did a row's desk actions (issue 38): who marked it paid at the desk, and who did its last desk action (check-in,
 * walk-in, status) when that was someone else; the server's recordedBy is the last action only, so it is worded so.
 */
export function DeskNotes({ paidBy, lastBy }: { paidBy?: RecordedBy | null | undefined; lastBy?: RecordedBy | null | undefined }) {
  const { t } = useTranslation();
  const note = (key: 'paidBy' | 'lastBy', by: RecordedBy) => t(`bookings.desk.${key}`, { name: by.name, role: t(`bookings.desk.roles.${by.role}`) });
  return (
    <>
      {paidBy && <span className="block text-xs text-slate-600">{note('paidBy', paidBy)}</span>}
      {lastBy && !(paidBy && same(paidBy, lastBy)) && <span className="block text-xs text-slate-600">{note('lastBy', lastBy)}</span>}
    </>
  );
}
