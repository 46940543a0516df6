import { Button, Group, NumberInput, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DOMAIN_FEE_MAX_CENTS,
  type TDomainBilling,
  type TDomainFee,
  type TSetDomainFeeRequest,
  ZSetDomainFeeRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/forms';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useSetDomainFee } from '../api/domains-api';
import { formatMoney } from './money';

/** The request of a fee typed in reais. */
function centsOf({ amount }: { amount: number | string }): TSetDomainFeeRequest {
  return { monthly_fee_cents: Math.round(Number(amount) * 100) };
}

/** The request as the contract judges it: nothing typed is a fee not given. */
const checkedCentsOf = (values: { amount: number | string }) => (values.amount === '' ? {} : centsOf(values));

/** The operator's form for the fee every new custom domain registration is charged. */
export function DomainFeeCard({ fee }: { fee: TDomainFee | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSetDomainFee();
  const label = t('domains.fee.label');
  const labelOf = useCallback(() => label, [label]);
  // The fee is typed in reais and checked as the cents the request carries.
  const { form, message } = useContractForm<{ amount: number | string }>({
    schema: ZSetDomainFeeRequest,
    label: labelOf,
    fields: ['monthly_fee_cents'],
    error: save.error,
    toInput: checkedCentsOf,
    refine: ({ monthly_fee_cents: failure }) => (failure ? { amount: failure } : {}),
    // Every failure of the save is told on the amount, the only field.
    setFieldError: (_field, text) => form.setFieldError('amount', text),
    initialValues: { amount: '' },
  });
  useEffect(() => {
    if (message) form.setFieldError('amount', message);
  }, [save.error]);

  useEffect(() => {
    if (!fee) return;
    const values = { amount: fee.monthly_fee_cents / 100 };
    form.setValues(values);
    form.resetDirty(values);
  }, [fee]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(centsOf(values));
      notifications.show({ color: 'teal', message: t('domains.notices.feeSaved') });
    } catch {
      // Shown on the field (useServerFieldErrors).
    }
  });

  const decimal = language === 'en-US' ? '.' : ',';
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="domain-fee-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="domain-fee-title">
          {t('domains.fee.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('domains.fee.description')}
        </Text>
        {fee ? (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NumberInput
                w={{ base: '100%', xs: 260 }}
                label={label}
                min={0}
                max={DOMAIN_FEE_MAX_CENTS / 100}
                decimalScale={2}
                fixedDecimalScale
                decimalSeparator={decimal}
                thousandSeparator={decimal === ',' ? '.' : ','}
                hideControls
                {...form.getInputProps('amount')}
              />
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                {t('domains.fee.save')}
              </Button>
            </Group>
          </form>
        ) : (
          <Skeleton height={36} width={320} />
        )}
        {fee && (
          <Text size="xs" c="dimmed">
            {fee.updated_at
              ? t('domains.fee.updated', { date: formatDate(fee.updated_at) })
              : t('domains.fee.never')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * What custom domains add to the monthly bill: the total and, for the operator, the total per
 * partner; a partner also reads the fee a new registration would be charged.
 */
export function DomainBillingCard({
  billing,
  fee,
  byPartner,
}: {
  billing: TDomainBilling | undefined;
  fee: TDomainFee | undefined;
  byPartner: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, language);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="domain-billing-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="domain-billing-title">
          {t('domains.billing.title')}
        </Title>
        {billing ? (
          <Group gap="xs" align="baseline">
            <Text size="sm" c="dimmed">
              {t('domains.billing.total')}
            </Text>
            <Text
              fw={700}
              fz="xl"
              data-testid="domain-billing-total"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {money(billing.monthly_total_cents, billing.currency)}
            </Text>
          </Group>
        ) : (
          <Skeleton height={28} width={200} />
        )}
        {!byPartner && fee && (
          <Text size="sm" c="dimmed" data-testid="domain-fee-current">
            {t('domains.fee.current', { fee: money(fee.monthly_fee_cents, fee.currency) })}
          </Text>
        )}
        {billing && billing.partners.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('domains.billing.empty')}
          </Text>
        )}
        {byPartner && billing && billing.partners.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" aria-labelledby="domain-billing-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('domains.billing.partner')}</Table.Th>
                  <Table.Th ta="right">{t('domains.billing.domains')}</Table.Th>
                  <Table.Th ta="right">{t('domains.billing.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {billing.partners.map((p) => (
                  <Table.Tr key={p.partner_id}>
                    <Table.Td>{p.partner_name}</Table.Td>
                    <Table.Td ta="right">{formatNumber(p.domains, language)}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {money(p.monthly_total_cents, billing.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
