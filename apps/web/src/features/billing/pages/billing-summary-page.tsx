import { Group, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { ActionIcon } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadInvoicePdf, useBillingSummary } from '../api/billing-api';
import { BillingChart } from '../components/billing-chart';
import { formatDay, formatMoney, formatMonth, previousMonth, recentMonths } from '../components/format';
import { SituationBadge } from '../components/invoices-table';

/**
 * master `billing/summary`: its clients' invoices over the last 12 months (billed users and
 * amount on a chart) and the list of the chosen month.
 */
export function BillingSummaryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('billing.summary.pageTitle'));
  const [month, setMonth] = useState(previousMonth());
  // The chart keeps the last 12 months in view; the month chosen picks the list below it.
  const query = useBillingSummary(null);
  const chosen = useBillingSummary(month);
  const summary = query.data;
  const invoices = chosen.data?.invoices;
  const monthOptions = useMemo(
    () => recentMonths(previousMonth(), 24).map((m) => ({ value: m, label: formatMonth(m) })),
    [],
  );
  const money = (cents: number) => formatMoney(cents, summary?.currency ?? 'BRL', language);
  const download = async (id: number, number: string) => {
    try {
      await downloadInvoicePdf(id, number);
    } catch {
      notifications.show({ color: 'red', message: t('billing.notices.downloadFailed') });
    }
  };

  return (
    <ListPage
      title={t('billing.summary.title')}
      description={t('billing.summary.subtitle')}
      actions={
        <Select
          w={160}
          aria-label={t('billing.summary.month')}
          data={monthOptions}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
        />
      }
    >
      {query.isError ? (
        <QueryErrorAlert
          title={t('billing.summary.errorTitle')}
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : summary ? (
        <BillingChart
          months={summary.months}
          currency={summary.currency}
          selected={month}
          onSelect={setMonth}
        />
      ) : (
        <Skeleton height={360} radius="lg" />
      )}

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="billing-month-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="billing-month-title">
            {t('billing.summary.monthList', { month: formatMonth(month) })}
          </Title>
          {chosen.isError ? (
            <QueryErrorAlert
              title={t('billing.summary.errorTitle')}
              error={chosen.error}
              onRetry={() => chosen.refetch()}
            />
          ) : !invoices ? (
            <Skeleton height={120} />
          ) : invoices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('billing.summary.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" aria-labelledby="billing-month-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('billing.columns.number')}</Table.Th>
                    <Table.Th>{t('billing.columns.client')}</Table.Th>
                    <Table.Th ta="right">{t('billing.columns.billedUsers')}</Table.Th>
                    <Table.Th ta="right">{t('billing.columns.total')}</Table.Th>
                    <Table.Th>{t('billing.columns.dueDate')}</Table.Th>
                    <Table.Th>{t('billing.columns.situation')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td ff="monospace">{invoice.number}</Table.Td>
                      <Table.Td>{invoice.client_name}</Table.Td>
                      <Table.Td ta="right">{invoice.billed_users}</Table.Td>
                      <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {money(invoice.total_cents)}
                      </Table.Td>
                      <Table.Td>{formatDay(invoice.due_date)}</Table.Td>
                      <Table.Td>
                        <SituationBadge situation={invoice.situation} />
                      </Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`${t('billing.actions.download')} ${invoice.number}`}
                            onClick={() => download(invoice.id, invoice.number)}
                          >
                            <IconDownload size={18} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
    </ListPage>
  );
}
