import { Stack, Text } from '@mantine/core';
import type { TInvoice } from '@mirante/contracts';
import { IconCircleCheck, IconDownload, IconFileInvoice, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, textColumn } from '../../../components/list';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useLanguage } from '../../../lib/i18n';
import { formatDay, formatMoney, formatMonth, SITUATION_COLORS } from './format';
import { StatusBadge } from '../../../components/status-badge';

const NUMBERS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function SituationBadge({ situation }: { situation: TInvoice['situation'] }) {
  const { t } = useTranslation();
  return (
    <StatusBadge variant="light" color={SITUATION_COLORS[situation]}>
      {t(`billing.situations.${situation}`)}
    </StatusBadge>
  );
}

/** Invoice columns: number, client (and partner), month, billed users, total, due date, situation. */
export function useInvoiceColumns({ showPartner }: { showPartner: boolean }): Column<TInvoice>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    textColumn('number', t('billing.columns.number'), (i) => i.number, {
      text: { ff: 'monospace', style: NUMBERS },
    }),
    {
      key: 'client',
      header: t('billing.columns.client'),
      render: (i) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {i.client_name}
          </Text>
          {showPartner && (
            <Text size="xs" c="dimmed">
              {i.partner_name}
            </Text>
          )}
        </Stack>
      ),
    },
    textColumn('month', t('billing.columns.month'), (i) => formatMonth(i.reference_month), {
      text: { style: NUMBERS },
    }),
    textColumn('users', t('billing.columns.billedUsers'), (i) => i.billed_users, {
      align: 'right',
      text: { style: NUMBERS },
    }),
    textColumn('total', t('billing.columns.total'), (i) => formatMoney(i.total_cents, i.currency, language), {
      align: 'right',
      text: { fw: 600, style: NUMBERS },
    }),
    textColumn('due', t('billing.columns.dueDate'), (i) => formatDay(i.due_date), {
      text: { c: 'dimmed', style: NUMBERS },
    }),
    {
      key: 'situation',
      header: t('billing.columns.situation'),
      render: (i) => <SituationBadge situation={i.situation} />,
    },
  ];
}

export interface InvoiceActions {
  onOpen: (invoice: TInvoice) => void;
  onMarkPaid?: (invoice: TInvoice) => void;
  onDownload: (invoice: TInvoice) => void;
  onEmail?: (invoice: TInvoice) => void;
}

/** An invoice's "…" menu: open the billing dialog, mark paid, download the PDF, e-mail it. */
export function InvoiceRowActions({ invoice, actions }: { invoice: TInvoice; actions: InvoiceActions }) {
  const { t } = useTranslation();
  const settled = invoice.situation === 'paid' || invoice.situation === 'cancelled';
  return (
    <RowActionsMenu
      label={t('billing.actions.menuFor', { number: invoice.number })}
      actions={[
        { label: t('billing.actions.open'), icon: IconFileInvoice, onClick: () => actions.onOpen(invoice) },
        {
          label: t('billing.actions.markPaid'),
          icon: IconCircleCheck,
          onClick: () => actions.onMarkPaid?.(invoice),
          hidden: !actions.onMarkPaid || settled,
        },
        {
          label: t('billing.actions.download'),
          icon: IconDownload,
          onClick: () => actions.onDownload(invoice),
        },
        {
          label: t('billing.actions.email'),
          icon: IconMail,
          onClick: () => actions.onEmail?.(invoice),
          hidden: !actions.onEmail || !invoice.invoice_email,
        },
      ]}
    />
  );
}
