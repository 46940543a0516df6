import { Group, Select } from '@mantine/core';
import { ANALYZE_PRESETS, isIsoDate } from '@mirante/contracts';
import { DateInput } from '../../../components/date-input';
import { useTranslation } from 'react-i18next';
import { type AnalyzeFilters, useAnalyzeOptions, useAnalyzeReportOptions } from '../api/analyze-api';

export type Preset = `${(typeof ANALYZE_PRESETS)[number]}` | 'custom';

/** YYYY-MM-DD of the UTC day `days` before today. */
export function dayBefore(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The period of a preset: the last N days up to today. */
export function presetPeriod(days: number): { from: string; to: string } {
  return { from: dayBefore(days - 1), to: dayBefore(0) };
}

const toId = (value: string | null) => (value ? Number(value) : null);

/** Period, partner (operator only), unit and report. */
export function AnalyzeFiltersBar({
  filters,
  preset,
  onPreset,
  onChange,
  operator,
}: {
  filters: AnalyzeFilters;
  preset: Preset;
  onPreset: (preset: Preset) => void;
  onChange: (next: AnalyzeFilters) => void;
  operator: boolean;
}) {
  const { t } = useTranslation();
  const options = useAnalyzeOptions();
  const reports = useAnalyzeReportOptions(filters.companyId);
  const units = (options.data?.units ?? []).filter(
    (u) => filters.partnerId === null || u.partner_id === filters.partnerId,
  );
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label={t('analyze.filters.period')}
        w={190}
        allowDeselect={false}
        value={preset}
        onChange={(value) => onPreset((value ?? '30') as Preset)}
        data={[
          ...ANALYZE_PRESETS.map((days) => ({
            value: String(days),
            label: t(`analyze.filters.presets.d${days}`),
          })),
          { value: 'custom', label: t('analyze.filters.presets.custom') },
        ]}
      />
      {preset === 'custom' ? (
        <>
          <DateInput
            label={t('analyze.filters.from')}
            w={170}
            value={filters.from}
            // Only a real day, and not after the end, changes the period.
            onChange={(value) =>
              isIsoDate(value) && value <= filters.to && onChange({ ...filters, from: value })
            }
          />
          <DateInput
            label={t('analyze.filters.to')}
            w={170}
            value={filters.to}
            onChange={(value) =>
              isIsoDate(value) && value >= filters.from && onChange({ ...filters, to: value })
            }
          />
        </>
      ) : null}
      {operator ? (
        <Select
          label={t('analyze.filters.partner')}
          placeholder={t('analyze.filters.all')}
          w={220}
          searchable
          clearable
          value={filters.partnerId === null ? null : String(filters.partnerId)}
          onChange={(value) =>
            onChange({ ...filters, partnerId: toId(value), companyId: null, reportId: null })
          }
          data={(options.data?.partners ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
      ) : null}
      <Select
        label={t('analyze.filters.unit')}
        placeholder={t('analyze.filters.allUnits')}
        w={240}
        searchable
        clearable
        limit={200}
        value={filters.companyId === null ? null : String(filters.companyId)}
        onChange={(value) => onChange({ ...filters, companyId: toId(value), reportId: null })}
        data={units.map((u) => ({ value: String(u.id), label: u.name }))}
      />
      <Select
        label={t('analyze.filters.report')}
        placeholder={t('analyze.filters.all')}
        w={240}
        searchable
        clearable
        disabled={filters.companyId === null}
        value={filters.reportId === null ? null : String(filters.reportId)}
        onChange={(value) => onChange({ ...filters, reportId: toId(value) })}
        data={(reports.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.title }))}
      />
    </Group>
  );
}
