import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type TInvoiceDetail,
  type TUpdateInvoiceRequest,
  INVOICE_STORED_SITUATIONS,
  ZUpdateInvoiceRequest,
} from '@mirante/contracts';
import { IconDownload, IconInfoCircle, IconMail, IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { useEmailInvoice, useInvoice, useUpdateInvoice } from '../api/billing-api';
import { formatDay, formatMoney, formatMonth } from './format';
import { SituationBadge } from './invoices-table';
import { DateInput } from '../../../components/date-input';

interface Values {
  situation: string;
  due_date: string;
  invoice_email: string;
  observation: string;
}

const FIELDS = ['situation', 'due_date', 'invoice_email', 'observation'] as const;

function valuesOf(invoice: TInvoiceDetail): Values {
  return {
    situation: invoice.situation === 'overdue' ? 'open' : invoice.situation,
    due_date: invoice.due_date,
    invoice_email: invoice.invoice_email ?? '',
    observation: invoice.observation ?? '',
  };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The billing dialog: an invoice's frozen figures and lines, and what may change on it
 * (situation, due date, invoice e-mail, observation), with its PDF and e-mail at hand.
 */
export function InvoiceModal({
  invoiceId,
  canManage,
  onClose,
  onDownload,
  onCorrect,
}: {
  invoiceId: number | null;
  canManage: boolean;
  onClose: () => void;
  onDownload: (invoice: { id: number; number: string }) => void;
  onCorrect: (invoice: TInvoiceDetail) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useInvoice(invoiceId);
  const invoice = query.data;
  const save = useUpdateInvoice();
  const email = useEmailInvoice();
  const label = useCallback(
    (field: string) =>
      ({
        situation: t('billing.dialog.situation'),
        due_date: t('billing.dialog.dueDate'),
        invoice_email: t('billing.dialog.invoiceEmail'),
        observation: t('billing.dialog.observation'),
      })[field] ?? field,
    [t],
  );
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZUpdateInvoiceRequest,
    label,
    fields: FIELDS,
    error: save.error,
    initialValues: { situation: 'open', due_date: '', invoice_email: '', observation: '' },
  });
  useEffect(() => {
    if (invoice) load(valuesOf(invoice));
  }, [invoice]);
  useEffect(() => {
    if (invoiceId === null) save.reset();
  }, [invoiceId]);

  const money = (cents: number) => (invoice ? formatMoney(cents, invoice.currency, language) : '');
  const locked = !canManage || invoice?.situation === 'cancelled';

  const submit = form.onSubmit(async (values) => {
    if (!invoice) return;
    // Only what was changed is sent: an update changes only the fields it names.
    const body: TUpdateInvoiceRequest = {};
    for (const field of FIELDS) {
      if (form.isDirty(field)) (body as Record<string, string>)[field] = values[field];
    }
    try {
      await save.mutateAsync({ id: invoice.id, body });
      notifications.show({ color: 'teal', message: t('billing.notices.saved', { number: invoice.number }) });
      onClose();
    } catch {
      // Shown on the fields or above them.
    }
  });

  const sendEmail = async () => {
    if (!invoice) return;
    try {
      const { to } = await email.mutateAsync(invoice.id);
      notifications.show({ color: 'teal', message: t('billing.notices.mailed', { to }) });
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <FormModal
      opened={invoiceId !== null}
      onClose={onClose}
      size="xl"
      title={invoice ? t('billing.dialog.title', { number: invoice.number }) : t('billing.dialog.loading')}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
      submitProps={{ disabled: locked || !form.isDirty() }}
      aside={
        invoice && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => onDownload(invoice)}
            >
              {t('billing.actions.download')}
            </Button>
            {canManage && invoice.invoice_email && (
              <Button
                variant="default"
                leftSection={<IconMail size={16} />}
                loading={email.isPending}
                onClick={sendEmail}
              >
                {t('billing.actions.email')}
              </Button>
            )}
            {canManage && invoice.situation !== 'cancelled' && (
              <Button
                variant="default"
                leftSection={<IconReceiptRefund size={16} />}
                onClick={() => onCorrect(invoice)}
              >
                {t('billing.actions.correct')}
              </Button>
            )}
          </Group>
        )
      }
    >
      {!invoice ? (
        <Stack gap="sm" aria-label={t('billing.dialog.loading')}>
          <Skeleton height={20} />
          <Skeleton height={80} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <>
          <Group justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Text fw={700}>{invoice.client_name}</Text>
              <Text size="sm" c="dimmed">
                {invoice.partner_name}
                {invoice.customer_code
                  ? ` · ${t('billing.dialog.customerCode')}: ${invoice.customer_code}`
                  : ''}
                {invoice.seller ? ` · ${t('billing.dialog.seller')}: ${invoice.seller}` : ''}
              </Text>
            </Stack>
            <Group gap="xs">
              {invoice.kind === 'correction' && (
                <Badge variant="outline" color="grape" radius="sm">
                  {t('billing.correction.of', {
                    number: `${invoice.reference_month.replace('-', '')}-${String(invoice.corrects_id ?? 0).padStart(6, '0')}`,
                  })}
                </Badge>
              )}
              {/* Editable, the situation is the field below: the badge would say it a second time. */}
              {locked && <SituationBadge situation={invoice.situation} />}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={t('billing.dialog.referenceMonth')}>{formatMonth(invoice.reference_month)}</Fact>
            <Fact label={t('billing.dialog.issueDate')}>{formatDay(invoice.issue_date)}</Fact>
            <Fact label={t('billing.dialog.contractDate')}>{formatDay(invoice.contract_date)}</Fact>
            <Fact label={t('billing.dialog.dueDate')}>{formatDay(invoice.due_date)}</Fact>
            <Fact label={t('billing.dialog.activeUsers')}>{invoice.active_users}</Fact>
            <Fact label={t('billing.dialog.bonusUsers')}>{invoice.bonus_users}</Fact>
            <Fact label={t('billing.dialog.billedUsers')}>{invoice.billed_users}</Fact>
            <Fact label={t('billing.dialog.unitPrice')}>{money(invoice.unit_price_cents)}</Fact>
          </SimpleGrid>
          <Table verticalSpacing={4} aria-label={t('billing.dialog.lines')}>
            <Table.Tbody>
              {invoice.lines.map((line, index) => (
                <Table.Tr key={`${line.kind}-${index}`}>
                  <Table.Td>
                    {line.kind === 'users'
                      ? t('billing.dialog.usersLine')
                      : line.company_name === null
                        ? t('billing.dialog.domainFees')
                        : t('billing.dialog.domainLine', {
                            domain: line.description,
                            unit: line.company_name,
                          })}
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.unit_cents)}</Table.Td>
                  <Table.Td ta="right">{money(line.amount_cents)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={3} fw={700}>
                  {t('billing.dialog.total')}
                </Table.Td>
                <Table.Td ta="right" fw={700} data-testid="invoice-total">
                  {money(invoice.total_cents)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Alert
            variant="light"
            color={invoice.situation === 'cancelled' ? 'gray' : 'blue'}
            icon={<IconInfoCircle size={18} />}
          >
            {invoice.situation === 'cancelled'
              ? t('billing.dialog.cancelledNotice')
              : t('billing.dialog.frozen')}
          </Alert>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('billing.dialog.situation')}
              // An open invoice past its due date is overdue: the field says so, as the list does.
              data={INVOICE_STORED_SITUATIONS.map((s) => ({
                value: s,
                label: t(
                  `billing.situations.${s === 'open' && invoice.situation === 'overdue' ? 'overdue' : s}`,
                ),
              }))}
              allowDeselect={false}
              disabled={locked}
              {...form.getInputProps('situation')}
            />
            <DateInput
              size="sm"
              label={t('billing.dialog.dueDate')}
              disabled={locked}
              {...form.getInputProps('due_date')}
            />
            <TextInput
              size="sm"
              type="email"
              label={t('billing.dialog.invoiceEmail')}
              disabled={locked}
              {...fieldProps('invoice_email')}
            />
          </SimpleGrid>
          <Textarea
            label={t('billing.dialog.observation')}
            autosize
            minRows={2}
            disabled={locked}
            {...fieldProps('observation')}
          />
        </>
      )}
    </FormModal>
  );
}
