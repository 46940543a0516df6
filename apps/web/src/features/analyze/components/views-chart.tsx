import type { TAnalyzeDay } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate } from '../../../lib/format';

/** Every day of the period, the days without views at zero, so the axis has no gaps. */
export function fillDays(days: TAnalyzeDay[], from: string, to: string): TAnalyzeDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: TAnalyzeDay[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push(byDay.get(day) ?? { day, views: 0, viewers: 0, anonymous_views: 0 });
  }
  return out;
}

/** Views (bars) and users (line) per day; recharts comes with this screen's chunk only. */
export function ViewsChart({ days, from, to }: { days: TAnalyzeDay[]; from: string; to: string }) {
  const { t } = useTranslation();
  const data = fillDays(days, from, to).map((d) => ({ ...d, label: formatDate(d.day) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
        <Tooltip />
        <Legend />
        <Bar dataKey="views" name={t('analyze.chart.views')} fill="var(--mantine-color-blue-5)" />
        <Line
          dataKey="viewers"
          name={t('analyze.chart.viewers')}
          stroke="var(--mantine-color-teal-6)"
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
