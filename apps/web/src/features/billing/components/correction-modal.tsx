import { NumberInput, SimpleGrid, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TInvoiceDetail, ZCorrectInvoiceRequest } from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { useCorrectInvoice } from '../api/billing-api';

interface Values {
  billed_users: number | string;
  unit_price: number | string;
  domain_fees: number | string;
  observation: string;
}

const cents = (value: number | string) => (value === '' ? Number.NaN : Math.round(Number(value) * 100));
const requestOf = (v: Values) => ({
  billed_users: v.billed_users === '' ? Number.NaN : Number(v.billed_users),
  unit_price_cents: cents(v.unit_price),
  domain_fees_cents: cents(v.domain_fees),
  observation: v.observation,
});
const FIELD_OF: Record<string, keyof Values> = {
  billed_users: 'billed_users',
  unit_price_cents: 'unit_price',
  domain_fees_cents: 'domain_fees',
  observation: 'observation',
};

/** Issues a correcting document with new figures; the invoice it corrects is cancelled. */
export function CorrectionModal({
  invoice,
  onClose,
}: {
  invoice: TInvoiceDetail | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const correct = useCorrectInvoice();
  const labels: Record<keyof Values, string> = {
    billed_users: t('billing.dialog.billedUsers'),
    unit_price: t('billing.dialog.unitPrice'),
    domain_fees: t('billing.dialog.domainFees'),
    observation: t('billing.dialog.observation'),
  };
  const label = useCallback((field: string) => labels[FIELD_OF[field] ?? 'observation'], [t]);
  const { form, message, load } = useContractForm<Values>({
    schema: ZCorrectInvoiceRequest,
    label,
    fields: Object.keys(FIELD_OF),
    error: correct.error,
    // The amounts are typed in reais and checked as the cents the request carries.
    toInput: requestOf,
    refine: (errors) =>
      Object.fromEntries(Object.entries(errors).map(([field, text]) => [FIELD_OF[field] ?? field, text])),
    setFieldError: (field, text) => form.setFieldError(FIELD_OF[field] ?? field, text),
    initialValues: { billed_users: '', unit_price: '', domain_fees: '', observation: '' },
  });
  useEffect(() => {
    if (!invoice) return;
    correct.reset();
    load({
      billed_users: invoice.billed_users,
      unit_price: invoice.unit_price_cents / 100,
      domain_fees: invoice.domain_fees_cents / 100,
      observation: '',
    });
  }, [invoice]);
  const decimal = language === 'en-US' ? '.' : ',';
  const money = {
    decimalScale: 2,
    fixedDecimalScale: true,
    decimalSeparator: decimal,
    thousandSeparator: decimal === ',' ? '.' : ',',
    hideControls: true,
    min: 0,
  };
  return (
    <FormModal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? t('billing.correction.title', { number: invoice.number }) : ''}
      message={message}
      pending={correct.isPending}
      submitLabel={t('billing.correction.submit')}
      onSubmit={form.onSubmit(async (values) => {
        if (!invoice) return;
        try {
          const created = await correct.mutateAsync({ id: invoice.id, body: requestOf(values) });
          notifications.show({
            color: 'teal',
            message: t('billing.notices.corrected', { number: created.number }),
          });
          onClose();
        } catch {
          // Shown on the fields or above them.
        }
      })}
    >
      <Text size="sm" c="dimmed">
        {t('billing.correction.description')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={labels.billed_users}
          min={0}
          allowDecimal={false}
          hideControls
          {...form.getInputProps('billed_users')}
        />
        <NumberInput label={labels.unit_price} {...money} {...form.getInputProps('unit_price')} />
        <NumberInput label={labels.domain_fees} {...money} {...form.getInputProps('domain_fees')} />
      </SimpleGrid>
      <Textarea label={labels.observation} autosize minRows={2} {...form.getInputProps('observation')} />
    </FormModal>
  );
}
