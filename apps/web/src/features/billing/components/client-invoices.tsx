import { ActionIcon, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVOICE_SITUATIONS, type TInvoice, type TInvoiceSituation } from '@mirante/contracts';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { downloadInvoicePdf, useMyInvoices } from '../api/billing-api';
import { useInvoiceColumns } from './invoices-table';

/**
 * A client's contact reads its client's invoices: situation, totals in the interface language
 * and the PDF of each.
 */
export function ClientInvoices() {
  const { t } = useTranslation();
  const [situation, setSituation] = useState<TInvoiceSituation | null>(null);
  const list = useListState({ filters: [situation] });
  const query = useMyInvoices({ page: list.page, situation });
  const columns = useInvoiceColumns({ showPartner: false });

  const download = async (invoice: TInvoice) => {
    try {
      await downloadInvoicePdf(invoice.id, invoice.number, true);
    } catch {
      notifications.show({ color: 'red', message: t('billing.notices.downloadFailed') });
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('billing.mine.description')}
      </Text>
      <Select
        w={{ base: '100%', xs: 240 }}
        label={t('billing.situationFilter')}
        placeholder={t('billing.allSituations')}
        data={INVOICE_SITUATIONS.map((s) => ({ value: s, label: t(`billing.situations.${s}`) }))}
        value={situation}
        onChange={(value) => setSituation((value as TInvoiceSituation | null) ?? null)}
        clearable
      />
      <ListTable
        query={query}
        list={list}
        errorTitle={t('billing.errorTitle')}
        empty={{ icon: <IconFileInvoice size={28} />, description: t('billing.mine.empty') }}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        minWidth={760}
        rowActions={(invoice) => (
          <Tooltip label={t('billing.actions.download')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('billing.mine.downloadFor', { number: invoice.number })}
              onClick={() => download(invoice)}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        loadingLabel={t('billing.loading')}
      />
    </Stack>
  );
}
