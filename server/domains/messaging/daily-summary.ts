// The owner's morning figures, per gym at its opening time: written by the worker's tick, by the clock, once whichever replica gets there first.
import { sql } from 'drizzle-orm';
import type { Language } from '@contract/constants';
import { ROUND_THE_CLOCK } from '@contract/gyms/owner-gyms';
import type { Db } from '../../db/client';
import { attendance, bookings, gyms, messages, payments, users } from '../../db/schema';
import { writeOnce, type Draft, type MessagePolicy } from './message-outbox';
import type { DailySummaryPayload } from './message-texts';

/** a 24-hour gym opens at midnight, when no owner reads figures: its summary goes at 07:00, the start of a working morning */
export const ALL_DAY_SUMMARY_TIME = '07:00';
/** a summary not written this long after opening (the server was down) is stale: that day's is skipped */
export const SUMMARY_STALE_HOURS = 6;
/** gyms summarised per tick: the next tick takes the rest */
export const SUMMARY_BATCH = 50;

type DueGym = {
  gymId: string;
  gymName: string;
  localDate: string;
  bookingsToday: number;
  visitsYesterday: number;
  earningsYesterdayPaise: number;
  ownerId: string;
  mobile: string;
  email: string | null;
  whatsappMessages: boolean;
  emailMessages: boolean;
  language: Language;
};

export const summaryKey = (gymId: string, localDate: string) => `owner_daily_summary:${gymId}:${localDate}`;

/**
 * One query: active gyms whose summary time has passed today on their own clock (and not gone stale, nor past closing)
 * with no summary written for today yet, and their figures: confirmed bookings starting today, yesterday's check-ins
 * and yesterday's paid payments.
 */
async function dueGyms(db: Db, at: Date): Promise<DueGym[]> {
  const nowTz = sql`${at.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with clock as (
      select g.id, g.name, g.owner_id, g.timezone,
        (${nowTz} at time zone g.timezone)::date as local_date,
        (${nowTz} at time zone g.timezone)::time as local_time,
        case when g.opening_time = ${ROUND_THE_CLOCK.openingTime} and g.closing_time = ${ROUND_THE_CLOCK.closingTime} then ${ALL_DAY_SUMMARY_TIME}::time else g.opening_time::time end as summary_time,
        g.closing_time::time as closing_time
      from ${gyms} g
      where g.active and g.owner_id is not null
    ), due as (
      select c.* from clock c
      where c.local_time >= c.summary_time
        and c.local_time < c.closing_time
        -- time minus time is an interval: no wrap past midnight as time plus interval would
        and c.local_time - c.summary_time < make_interval(hours => ${SUMMARY_STALE_HOURS})
        and not exists (select 1 from ${messages} m where m.dedupe_key = 'owner_daily_summary:' || c.id || ':' || c.local_date::text || ':in_app')
      order by c.id
      limit ${SUMMARY_BATCH}
    )
    select d.id as "gymId", d.name as "gymName", d.local_date::text as "localDate",
      (select count(*)::int from ${bookings} b where b.gym_id = d.id and b.status = 'confirmed' and b.start_date = d.local_date) as "bookingsToday",
      (select count(*)::int from ${attendance} a where a.gym_id = d.id
        and a.check_in_at >= ((d.local_date - 1)::timestamp at time zone d.timezone) and a.check_in_at < (d.local_date::timestamp at time zone d.timezone)) as "visitsYesterday",
      (select coalesce(sum(p.amount_paise), 0)::int from ${payments} p where p.gym_id = d.id and p.status = 'paid'
        and p.paid_at >= ((d.local_date - 1)::timestamp at time zone d.timezone) and p.paid_at < (d.local_date::timestamp at time zone d.timezone)) as "earningsYesterdayPaise",
      u.id as "ownerId", u.mobile, u.email, u.whatsapp_messages as "whatsappMessages", u.email_messages as "emailMessages", u.language
    from due d join ${users} u on u.id = d.owner_id`);
  return result.rows as DueGym[];
}

const draftOf = (g: DueGym, at: Date): Draft => {
  const payload: DailySummaryPayload = {
    gymName: g.gymName,
    date: g.localDate,
    bookingsToday: g.bookingsToday,
    visitsYesterday: g.visitsYesterday,
    earningsYesterdayPaise: g.earningsYesterdayPaise,
  };
  const recipient = { id: g.ownerId, mobile: g.mobile, email: g.email, whatsappMessages: g.whatsappMessages, emailMessages: g.emailMessages, language: g.language };
  return { kind: 'owner_daily_summary', recipient, gymId: g.gymId, bookingId: null, payload, dueAt: at, key: summaryKey(g.gymId, g.localDate) };
};

/** Today's summaries that are due and unwritten, due now; the key makes a second worker's write of the same one change nothing. Returns how many gyms. */
export async function writeDueDailySummaries(db: Db, policy: MessagePolicy, at: Date): Promise<number> {
  const due = await dueGyms(db, at);
  if (due.length === 0) return 0;
  await db.transaction((tx) => writeOnce(tx, due.map((g) => draftOf(g, at)), policy, at));
  return due.length;
}
