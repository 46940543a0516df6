import { Paper, Stack, Title, useMantineTheme } from '@mantine/core';
import type { TBillingMonth } from '@mirante/contracts';
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
import { useLanguage } from '../../../lib/i18n';
import { formatMoney, formatMonth } from './format';

/** Billed users (bars) and amount (line) of the last 12 months; a month clicked is selected. */
export function BillingChart({
  months,
  currency,
  selected,
  onSelect,
}: {
  months: TBillingMonth[];
  currency: string;
  selected: string;
  onSelect: (month: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useMantineTheme();
  const data = months.map((m) => ({ ...m, label: formatMonth(m.month), amount: m.total_cents / 100 }));
  const money = (value: number) => formatMoney(Math.round(value * 100), currency, language);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="billing-chart-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="billing-chart-title">
          {t('billing.summary.chartTitle')}
        </Title>
        <div
          role="img"
          aria-label={t('billing.summary.chartLabel')}
          data-testid="billing-chart"
          style={{ width: '100%', height: 300 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart
              data={data}
              margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
              onClick={(state) => {
                const index = Number(state?.activeTooltipIndex ?? -1);
                const month = months[index]?.month;
                if (month) onSelect(month);
              }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis yAxisId="users" allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
              <YAxis
                yAxisId="amount"
                orientation="right"
                tick={{ fontSize: 12 }}
                width={90}
                tickFormatter={(v: number) => money(v)}
              />
              <Tooltip
                formatter={(value, name) =>
                  name === t('billing.summary.amount') ? money(Number(value)) : String(value)
                }
              />
              <Legend />
              <Bar
                yAxisId="users"
                dataKey="billed_users"
                name={t('billing.summary.billedUsers')}
                fill={theme.colors.blue[4]}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
              <Line
                yAxisId="amount"
                dataKey="amount"
                name={t('billing.summary.amount')}
                stroke={theme.colors.teal[7]}
                strokeWidth={2}
                dot={(props) => {
                  const { cx, cy, index } = props as { cx: number; cy: number; index: number };
                  const active = months[index]?.month === selected;
                  return (
                    <circle
                      key={`dot-${index}`}
                      cx={cx}
                      cy={cy}
                      r={active ? 6 : 3}
                      fill={active ? theme.colors.teal[7] : '#fff'}
                      stroke={theme.colors.teal[7]}
                      strokeWidth={2}
                    />
                  );
                }}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </Stack>
    </Paper>
  );
}
