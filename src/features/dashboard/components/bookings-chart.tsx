import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OwnerDashboard } from '@contract/dashboard';

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** Bookings made per day as bars (recharts, loaded only with this chart); the numbers are also in a table for screen readers. */
export function BookingsChart({ days }: { days: OwnerDashboard['bookingsByDay'] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ ...d, label: shortDay(d.date) }));
  return (
    <div className="h-64 w-full text-brand-600" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the chart is hidden from assistive tech (the table below holds the figures), so it must not take focus. */}
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} axisLine={false} width={40} />
          <Tooltip cursor={{ fill: '#f1f5f9' }} formatter={(value) => [value, t('dashboard.ownerFigures.chartSeries')]} />
          {/* currentColor: the bars take the area theme's brand colour from the wrapper. */}
          <Bar dataKey="count" fill="currentColor" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export default BookingsChart;
