import { useTranslation } from 'react-i18next';
import { dateFormat, numberFormat } from '@contract/calendar';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Earnings } from '@contract/bookings/payments';
import { appLocale, formatPaise } from '@/lib/format';

const dayLabel = (day: string) => dateFormat(appLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const compactRupees = (rupees: number) => numberFormat(appLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(rupees);

/** Daily earnings as bars (recharts loads with this chart only); the page lists the same money in tables for screen readers. */
export function EarningsChart({ days }: { days: Earnings['daily'] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ label: dayLabel(d.date), rupees: d.paise / 100, paise: d.paise }));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the chart is hidden from assistive tech (a table holds the figures), so it must not take focus. */}
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tickFormatter={(v: number) => `₹${compactRupees(v)}`} tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} axisLine={false} width={56} />
          <Tooltip cursor={{ fill: '#f1f5f9' }} formatter={(_value, _name, item) => [formatPaise((item.payload as { paise: number }).paise), t('bookings.earnings.chartSeries')]} />
          <Bar dataKey="rupees" fill="var(--brand-600)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export default EarningsChart;
