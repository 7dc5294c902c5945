import type { TFunction } from 'i18next';
import { fetchEveryPage } from '@/lib/every-page';
import type { GymMember } from '@contract/gyms/members';
import { listMembers } from '../api/list-members';
import { isoDayOf } from './dates';

/** Every member of the gym matching the search, page after page (the list's own call, largest pages). */
export async function fetchAllMembers(gymId: string, q: string): Promise<GymMember[]> {
  return fetchEveryPage((page, pageSize) => listMembers({ gymId, q, page, pageSize }));
}

/** One row per member, headed in the screen's words; dates as YYYY-MM-DD so spreadsheets sort them. */
export function memberRows(members: GymMember[], timeZone: string, t: TFunction): Record<string, string | number>[] {
  const c = (key: string) => t(`members.export.columns.${key}`);
  return members.map((m) => ({
    [c('name')]: m.name,
    // National digits: a leading "+" would read as a formula in a spreadsheet.
    [c('mobile')]: m.mobile.replace(/^\+91/, ''),
    [c('email')]: m.email ?? '',
    [c('source')]: t(`members.export.sources.${m.source}`),
    [c('joined')]: isoDayOf(m.joinedAt, timeZone),
    [c('pass')]: m.currentPass ? t(`gyms.passes.${m.currentPass.passType}`) : '',
    [c('passStart')]: m.currentPass?.startDate ?? '',
    [c('passEnd')]: m.currentPass?.endDate ?? '',
    [c('passStatus')]: m.currentPass?.status ?? '',
    [c('payment')]: m.currentPass?.paymentStatus ?? '',
    [c('lastVisit')]: m.lastVisitAt ? isoDayOf(m.lastVisitAt, timeZone) : '',
    [c('visits')]: m.visitsThisMonth,
  }));
}

/** CSV text through papaparse (loaded on the first export); cells that could run as formulas are escaped. */
export async function toCsv(rows: Record<string, string | number>[], headers: string[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({ fields: headers, data: rows.map((row) => headers.map((h) => row[h] ?? '')) }, { escapeFormulae: true });
}

export const csvHeaders = (t: TFunction) =>
  ['name', 'mobile', 'email', 'source', 'joined', 'pass', 'passStart', 'passEnd', 'passStatus', 'payment', 'lastVisit', 'visits'].map((key) =>
    t(`members.export.columns.${key}`),
  );
