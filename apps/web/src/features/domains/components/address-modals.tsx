import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HOSTNAME_MAX_LENGTH,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_PATTERN,
  type TDomainFee,
  type TUnitDomain,
  ZRegisterDomainRequest,
  ZSetSubdomainRequest,
} from '@mirante/contracts';
import { IconReceipt } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { z } from 'zod';
import { blankAsMissing, useContractForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { useRegisterDomain, useSetSubdomain } from '../api/domains-api';
import { formatMoney } from './money';

/**
 * One address field checked with `schema` and the server's failures on it: the form, its alert
 * message, and the submit that sends the checked value.
 */
function useAddressForm<Field extends string>(
  field: Field,
  label: string,
  schema: z.ZodType,
  error: unknown,
) {
  const fieldLabel = useCallback(() => label, [label]);
  return useContractForm<Record<Field, string>>({
    schema,
    label: fieldLabel,
    fields: [field],
    error,
    toInput: blankAsMissing,
    initialValues: { [field]: '' } as Record<Field, string>,
  });
}

interface AddressModalProps {
  /** The unit whose address changes; null keeps the modal closed. */
  unit: TUnitDomain | null;
  baseDomain: string;
  onClose: () => void;
}

/** Moves a unit to another subdomain of the platform domain. */
export function SubdomainModal({ unit, baseDomain, onClose }: AddressModalProps) {
  const { t } = useTranslation();
  const save = useSetSubdomain();
  const label = t('domains.subdomainModal.label');
  const { form, message } = useAddressForm('subdomain', label, ZSetSubdomainRequest, save.error);

  useEffect(() => {
    if (!unit) return;
    save.reset();
    form.setValues({ subdomain: unit.subdomain ?? '' });
    form.clearErrors();
  }, [unit]);

  const submit = form.onSubmit(async ({ subdomain }) => {
    if (!unit) return;
    try {
      const saved = await save.mutateAsync({
        id: unit.id,
        body: { subdomain: subdomain.trim().toLowerCase() },
      });
      notifications.show({
        color: 'teal',
        message: t('domains.notices.subdomainSaved', {
          name: saved.name,
          host: `${saved.subdomain}.${baseDomain}`,
        }),
      });
      onClose();
    } catch {
      // Shown on the field or in the alert (useContractForm).
    }
  });

  const typed = form.values.subdomain.trim().toLowerCase();
  return (
    <FormModal
      opened={unit !== null}
      onClose={onClose}
      title={t('domains.subdomainModal.title', { name: unit?.name ?? '' })}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      <TextInput
        label={label}
        required
        data-autofocus
        maxLength={SUBDOMAIN_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        description={t('domains.subdomainModal.hint')}
        rightSection={
          <Text size="sm" c="dimmed" pr="sm">
            .{baseDomain}
          </Text>
        }
        rightSectionWidth={baseDomain.length * 8 + 24}
        {...form.getInputProps('subdomain')}
      />
      {typed && SUBDOMAIN_PATTERN.test(typed) && (
        <Text size="sm" c="dimmed" data-testid="subdomain-preview">
          {`${typed}.${baseDomain}`}
        </Text>
      )}
    </FormModal>
  );
}

/** Registers (or replaces) a unit's custom domain, saying what it adds to the monthly bill. */
export function DomainModal({
  unit,
  baseDomain,
  fee,
  onClose,
}: AddressModalProps & { fee: TDomainFee | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useRegisterDomain();
  const label = t('domains.domainModal.label');
  const { form, message } = useAddressForm('domain', label, ZRegisterDomainRequest, save.error);

  useEffect(() => {
    if (!unit) return;
    save.reset();
    form.setValues({ domain: '' });
    form.clearErrors();
  }, [unit]);

  const submit = form.onSubmit(async ({ domain }) => {
    if (!unit) return;
    try {
      const saved = await save.mutateAsync({
        id: unit.id,
        body: { domain: domain.trim().toLowerCase().replace(/\.$/, '') },
      });
      notifications.show({
        color: 'teal',
        message: t('domains.notices.domainRegistered', { domain: saved.domain ?? '', name: saved.name }),
      });
      onClose();
    } catch {
      // Shown on the field or in the alert (useContractForm).
    }
  });

  const host = unit?.subdomain ? `${unit.subdomain}.${baseDomain}` : baseDomain;
  return (
    <FormModal
      opened={unit !== null}
      onClose={onClose}
      title={t('domains.domainModal.title', { name: unit?.name ?? '' })}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
      submitLabel={t('domains.domainModal.save')}
    >
      <TextInput
        label={label}
        required
        data-autofocus
        maxLength={HOSTNAME_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('domains.domainModal.placeholder')}
        description={t('domains.domainModal.hint', { host })}
        {...form.getInputProps('domain')}
      />
      {fee && (
        <Alert variant="light" color="blue" icon={<IconReceipt size={20} />} data-testid="domain-fee-notice">
          <Stack gap={4}>
            <Text size="sm">
              {t('domains.domainModal.fee', {
                fee: formatMoney(fee.monthly_fee_cents, fee.currency, language),
              })}
            </Text>
            {unit?.domain && (
              <Text size="sm">{t('domains.domainModal.replaces', { domain: unit.domain })}</Text>
            )}
          </Stack>
        </Alert>
      )}
    </FormModal>
  );
}
