import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, dateFormat, daysBetween, mondayOf } from '@contract/calendar';
import { cn } from '@/components/ui/cn';
import { addDays, formatDay, weekdayOf } from '../dates';
import { appLocale } from '@/lib/format';

type CalendarProps = {
  value: string | null;
  onChange: (date: string) => void;
  /** first day that can be chosen (today, in the gym's zone) */
  min: string;
  max: string;
  /** the gym's weekly off ("none" for none): those days cannot be chosen */
  weeklyOff: string;
  label: string;
};

const englishDayNames = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
/** Monday to Sunday as a column head: English's two letters, Hindi's and Tamil's narrow forms through Intl (1 January 2024 was a Monday). */
const dayNames = (locale: string) =>
  locale === 'en-IN' ? englishDayNames : englishDayNames.map((_, i) => dateFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + i)));

/** The month grid of a date's month: leading blanks so weeks start on Monday. */
function monthDays(firstOfMonth: string): (string | null)[] {
  const offset = daysBetween(mondayOf(firstOfMonth), firstOfMonth);
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let d = firstOfMonth; d.slice(0, 7) === firstOfMonth.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}

/** A month calendar: past days, days beyond the horizon and the weekly off cannot be chosen. */
export function BookingCalendar({ value, onChange, min, max, weeklyOff, label }: CalendarProps) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(`${(value ?? min).slice(0, 7)}-01`);
  const blocked = (d: string) => d < min || d > max || weekdayOf(d) === weeklyOff;
  return (
    <div role="group" aria-label={label} className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-3">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-lg text-xl text-slate-700 hover:bg-slate-100 disabled:opacity-30"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= `${min.slice(0, 7)}-01`}
          aria-label={t('bookings.calendar.previous')}
        >
          ‹
        </button>
        <p className="font-semibold text-slate-900" aria-live="polite">
          {dateFormat(appLocale(), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}T00:00:00Z`))}
        </p>
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-lg text-xl text-slate-700 hover:bg-slate-100 disabled:opacity-30"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={addMonths(month, 1) > max}
          aria-label={t('bookings.calendar.next')}
        >
          ›
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-500" aria-hidden="true">
        {dayNames(appLocale()).map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {monthDays(month).map((d, i) =>
          d === null ? (
            <span key={`blank-${i}`} />
          ) : (
            <button
              key={d}
              type="button"
              disabled={blocked(d)}
              aria-pressed={d === value}
              aria-label={blocked(d) ? `${formatDay(d)}, ${t('bookings.calendar.unavailable')}` : formatDay(d)}
              onClick={() => onChange(d)}
              className={cn(
                'min-h-10 rounded-lg text-sm tabular-nums',
                d === value ? 'bg-brand-600 font-bold text-white' : 'text-slate-800 hover:bg-brand-50',
                'disabled:cursor-not-allowed disabled:bg-transparent disabled:text-slate-300 disabled:line-through',
              )}
            >
              {Number(d.slice(8))}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
