import { useTranslation } from 'react-i18next';
import type { OwnerDashboard } from '@contract/accounts/dashboard';

type Day = OwnerDashboard['bookingsByDay'][number];

/** "2026-11-25" → "25 Nov", month names from the strings: making Intl's date formatter costs a phone ~0.1 s (4× CPU). */
const shortDay = (date: string, months: readonly string[]) => `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1]}`;

/** Whole-number gridlines from 0 to a round top at or above `max`: steps of 1, 2 or 5 times a power of ten, at most 5 lines. */
export function axisTicks(max: number): number[] {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** Four dates under the axis, first and last included: more collide on a 360 px phone. */
const labelledIndexes = (count: number) => (count === 0 ? [] : [...new Set([0, 1, 2, 3].map((k) => Math.round((k * (count - 1)) / 3)))]);

// Two decimals: finer than a pixel on any screen, and the markup stays short.
const percent = (n: number) => `${Math.round(n * 100) / 100}%`;

/**
 * Bookings made per day as bars: a plain SVG sized in percentages, so it fills its fixed box at any width without
 * measuring, and cheap to draw (recharts cost this screen a ~0.4 s task on a phone). Each bar names its day and count
 * in a tooltip on hover.
 */
export function BookingsChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const months = t('dashboard.ownerFigures.months', { returnObjects: true }) as string[];
  const max = Math.max(0, ...days.map((d) => d.count));
  const ticks = axisTicks(max);
  const top = ticks[ticks.length - 1]!;
  const slot = 100 / Math.max(1, days.length);
  const first = days[0];
  const last = days[days.length - 1];
  const label = first && last ? t('dashboard.ownerFigures.chartLabel', { from: shortDay(first.date, months), to: shortDay(last.date, months), max }) : t('dashboard.ownerFigures.chartTitle');
  return (
    // One image with a summary for assistive tech: the day-by-day figures are in the dashboard's table.
    <div role="img" aria-label={label} className="flex h-64 w-full flex-col text-xs text-slate-600">
      <div className="flex min-h-0 flex-1">
        {/* Tick labels in a fixed-width HTML column: the plot beside it is sized in percentages. */}
        <div className="relative w-8 shrink-0">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-2 -translate-y-1/2 leading-none" style={{ top: percent(100 - (tick / top) * 100) }}>
              {tick}
            </span>
          ))}
        </div>
        <svg className="h-full min-w-0 flex-1 overflow-visible">
          {ticks.map((tick) => (
            <line key={tick} x1="0" x2="100%" y1={percent(100 - (tick / top) * 100)} y2={percent(100 - (tick / top) * 100)} className="stroke-slate-200" />
          ))}
          {days.map((day, i) => {
            const height = (day.count / top) * 100;
            const name = t('dashboard.ownerFigures.chartBar', { date: shortDay(day.date, months), count: day.count });
            return (
              <rect
                key={day.date}
                x={percent(i * slot + slot * 0.15)}
                width={percent(slot * 0.7)}
                y={percent(100 - height)}
                height={percent(height)}
                rx="3"
                className="fill-brand-600 hover:fill-brand-700"
              >
                <title>{name}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="relative ml-8 mt-2 h-4">
        {labelledIndexes(days.length).map((i) => (
          <span
            key={days[i]!.date}
            className="absolute top-0 whitespace-nowrap leading-none"
            // The first and last labels align with the plot's edges, so they never spill out of the card.
            style={i === 0 ? { left: 0 } : i === days.length - 1 ? { right: 0 } : { left: percent((i + 0.5) * slot), transform: 'translateX(-50%)' }}
          >
            {shortDay(days[i]!.date, months)}
          </span>
        ))}
      </div>
    </div>
  );
}
