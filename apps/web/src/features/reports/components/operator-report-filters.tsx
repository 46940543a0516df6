import { Group, Paper, Select, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TPartnerReportTotals } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { type OperatorReportsFilters, useOperatorReportFilters } from '../api/reports-api';

const toValue = (id: number | undefined) => (id === undefined ? null : String(id));
const toId = (value: string | null) => (value ? Number(value) : undefined);

/**
 * The partner, unit and provider-account filters of the operator's report view. Picking a
 * partner narrows the units and accounts offered (and clears a unit of another partner); picking
 * a unit narrows the accounts.
 */
export function OperatorReportFilterBar({
  value,
  onChange,
}: {
  value: OperatorReportsFilters;
  onChange: (next: OperatorReportsFilters) => void;
}) {
  const { t } = useTranslation();
  const choices = useOperatorReportFilters({ partnerId: value.partnerId, companyId: value.companyId });
  const data = choices.data;
  const common = {
    searchable: true,
    clearable: true,
    w: 240,
    placeholder: t('reports.operator.all'),
  } as const;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        {...common}
        label={t('reports.operator.filters.partner')}
        value={toValue(value.partnerId)}
        onChange={(next) => onChange({ partnerId: toId(next) })}
        data={(data?.partners ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      />
      <Select
        {...common}
        label={t('reports.operator.filters.unit')}
        value={toValue(value.companyId)}
        onChange={(next) => onChange({ partnerId: value.partnerId, companyId: toId(next) })}
        data={(data?.units ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
      />
      <Select
        {...common}
        label={t('reports.operator.filters.account')}
        value={toValue(value.providerAccountId)}
        onChange={(next) => onChange({ ...value, providerAccountId: toId(next) })}
        data={(data?.provider_accounts ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
      />
    </Group>
  );
}

/** The counts over every row the filters match: reports, partners, units, accounts, capacities. */
export function OperatorReportTotals({ totals }: { totals: TPartnerReportTotals | undefined }) {
  const { t } = useTranslation();
  const items = [
    ['reports', totals?.reports],
    ['partners', totals?.partners],
    ['units', totals?.units],
    ['accounts', totals?.provider_accounts],
    ['capacities', totals?.capacities],
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 5 }}
      spacing="sm"
      role="list"
      aria-label={t('reports.operator.totals.label')}
    >
      {items.map(([key, count]) => (
        <Paper key={key} withBorder radius="md" p="sm" role="listitem" data-testid={`total-${key}`}>
          <Text size="xs" c="dimmed">
            {t(`reports.operator.totals.${key}`)}
          </Text>
          {count === undefined ? (
            <Skeleton height={24} width={40} mt={4} />
          ) : (
            <Text fw={700} size="xl">
              {count}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
