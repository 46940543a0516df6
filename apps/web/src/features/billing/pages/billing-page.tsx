import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  INVOICE_SITUATIONS,
  MAX_PAGE_SIZE,
  type TInvoice,
  type TInvoiceDetail,
  type TInvoiceSituation,
} from '@mirante/contracts';
import { IconCalendarCheck, IconFileInvoice, IconSearch, IconUserCog } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, ListSearch, ListTable } from '../../../components/list';
import { useLanguage } from '../../../lib/i18n';
import { useListState } from '../../../lib/list';
import { usePartners } from '../../../lib/partners';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadInvoicePdf, useEmailInvoice, useInvoices, useUpdateInvoice } from '../api/billing-api';
import { BillingRolesModal } from '../components/billing-roles-modal';
import { CloseMonthModal } from '../components/close-month-modal';
import { CorrectionModal } from '../components/correction-modal';
import { formatMoney, formatMonth, previousMonth, recentMonths } from '../components/format';
import { InvoiceModal } from '../components/invoice-modal';
import { type InvoiceActions, InvoiceRowActions, useInvoiceColumns } from '../components/invoices-table';

function Total({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={24} mt={6} width="60%" />
      ) : (
        <Text fz="lg" fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

/**
 * a2m `billing`: the invoices of every client of every partner, filtered by partner, month and
 * situation, with their totals; the month close, the billing dialog, mark paid, PDF and e-mail.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('billing.pageTitle'));

  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [situation, setSituation] = useState<TInvoiceSituation | null>(null);
  const [sellerTyped, setSellerTyped] = useState('');
  const [seller] = useDebouncedValue(sellerTyped.trim(), 300);
  const list = useListState({ filters: [partnerId, month, situation, seller] });
  const query = useInvoices({ page: list.page, search: list.search, partnerId, month, situation, seller });
  const page = query.data;
  const canManage = page?.policies.manage ?? false;

  const partners = usePartners({ page: 1, search: '', perPage: MAX_PAGE_SIZE });
  const partnerOptions = useMemo(
    () => (partners.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [partners.data],
  );
  const monthOptions = useMemo(
    () => recentMonths(previousMonth(), 24).map((m) => ({ value: m, label: formatMonth(m) })),
    [],
  );

  const [opened, setOpened] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);
  const [naming, setNaming] = useState(false);
  const isOperator = useCachedUser()?.perfil_usuario === 'a2m';
  const [correcting, setCorrecting] = useState<TInvoiceDetail | null>(null);
  const update = useUpdateInvoice();
  const email = useEmailInvoice();

  const download = async (invoice: { id: number; number: string }) => {
    try {
      await downloadInvoicePdf(invoice.id, invoice.number);
    } catch {
      notifications.show({ color: 'red', message: t('billing.notices.downloadFailed') });
    }
  };
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
  const actions: InvoiceActions = {
    onOpen: (invoice) => setOpened(invoice.id),
    onDownload: download,
    ...(canManage
      ? {
          onMarkPaid: (invoice: TInvoice) =>
            update.mutateAsync({ id: invoice.id, body: { situation: 'paid' } }).then(
              () =>
                notifications.show({
                  color: 'teal',
                  message: t('billing.notices.paid', { number: invoice.number }),
                }),
              fail,
            ),
          onEmail: (invoice: TInvoice) =>
            email
              .mutateAsync(invoice.id)
              .then(
                ({ to }) =>
                  notifications.show({ color: 'teal', message: t('billing.notices.mailed', { to }) }),
                fail,
              ),
        }
      : {}),
  };
  const columns = useInvoiceColumns({ showPartner: true });
  const totals = page?.totals;
  const money = (cents: number | undefined) =>
    cents === undefined ? undefined : formatMoney(cents, page?.currency ?? 'BRL', language);
  const filtered = Boolean(list.search || partnerId || month || situation || seller);

  return (
    <ListPage
      title={t('billing.title')}
      description={t('billing.subtitle')}
      actions={
        <Group gap="sm">
          {isOperator && (
            <Button variant="default" leftSection={<IconUserCog size={18} />} onClick={() => setNaming(true)}>
              {t('billing.rolesButton')}
            </Button>
          )}
          {canManage && (
            <Button leftSection={<IconCalendarCheck size={18} />} onClick={() => setClosing(true)}>
              {t('billing.closeMonth')}
            </Button>
          )}
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Total
          label={t('billing.totals.invoices')}
          value={totals && String(totals.invoices)}
          testId="billing-total-invoices"
        />
        <Total
          label={t('billing.totals.billedUsers')}
          value={totals && String(totals.billed_users)}
          testId="billing-total-users"
        />
        <Total
          label={t('billing.totals.total')}
          value={money(totals?.total_cents)}
          testId="billing-total-amount"
        />
        <Total
          label={t('billing.totals.open')}
          value={money(totals?.open_cents)}
          testId="billing-total-open"
        />
        <Total
          label={t('billing.totals.overdue')}
          value={money(totals?.overdue_cents)}
          testId="billing-total-overdue"
        />
        <Total
          label={t('billing.totals.paid')}
          value={money(totals?.paid_cents)}
          testId="billing-total-paid"
        />
      </SimpleGrid>

      <Group wrap="wrap" gap="md" align="flex-end">
        <Select
          w={{ base: '100%', xs: 220 }}
          label={t('billing.partnerFilter')}
          placeholder={t('billing.allPartners')}
          data={partnerOptions}
          value={partnerId === null ? null : String(partnerId)}
          onChange={(value) => setPartnerId(value ? Number(value) : null)}
          clearable
          searchable
        />
        <Select
          w={{ base: '100%', xs: 170 }}
          label={t('billing.monthFilter')}
          placeholder={t('billing.allMonths')}
          data={monthOptions}
          value={month}
          onChange={setMonth}
          clearable
        />
        <Select
          w={{ base: '100%', xs: 170 }}
          label={t('billing.situationFilter')}
          placeholder={t('billing.allSituations')}
          data={INVOICE_SITUATIONS.map((s) => ({ value: s, label: t(`billing.situations.${s}`) }))}
          value={situation}
          onChange={(value) => setSituation(value as TInvoiceSituation | null)}
          clearable
        />
        <TextInput
          size="sm"
          w={{ base: '100%', xs: 170 }}
          label={t('billing.sellerFilter')}
          placeholder={t('billing.allSellers')}
          value={sellerTyped}
          onChange={(event) => setSellerTyped(event.currentTarget.value)}
        />
        <ListSearch
          state={list}
          w={{ base: '100%', xs: 280 }}
          label={t('billing.search')}
          placeholder={t('billing.searchPlaceholder')}
          busy={query.isFetching && Boolean(page)}
        />
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('billing.errorTitle')}
        empty={{
          icon: filtered ? <IconSearch size={28} /> : <IconFileInvoice size={28} />,
          description: filtered ? t('billing.emptySearch') : t('billing.empty'),
        }}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        rowTestId={(invoice) => `invoice-row-${invoice.id}`}
        minWidth={900}
        rowActions={(invoice) => <InvoiceRowActions invoice={invoice} actions={actions} />}
        loadingLabel={t('billing.loading')}
      />

      <InvoiceModal
        invoiceId={opened}
        canManage={canManage}
        onClose={() => setOpened(null)}
        onDownload={download}
        onCorrect={(invoice) => {
          setOpened(null);
          setCorrecting(invoice);
        }}
      />
      <CorrectionModal invoice={correcting} onClose={() => setCorrecting(null)} />
      {isOperator && (
        <BillingRolesModal opened={naming} onClose={() => setNaming(false)} partners={partnerOptions} />
      )}
      <CloseMonthModal opened={closing} onClose={() => setClosing(false)} onClosed={(m) => setMonth(m)} />
    </ListPage>
  );
}
