import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  HOSTNAME_MAX_LENGTH,
  isBlankAfterTrim,
  isValidHostname,
  SUBDOMAIN_PATTERN,
  type TDomainFee,
  type TUnitDomain,
} from '@mirante/contracts';
import { IconAlertCircle, IconReceipt } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog, useLanguage } from '../../../lib/i18n';
import { useRegisterDomain, useSetSubdomain } from '../api/domains-api';
import { formatMoney } from './money';

/** The server's message for `field`, when the failure was about it. */
function fieldError(error: unknown, field: string): string | null {
  return isApiError(error) ? (error.errors[field]?.[0] ?? null) : null;
}

type Catalog = ReturnType<typeof useCatalog>;

/** Generic messages name the field by its key; the user reads the label instead. */
function labelled(message: string, field: string, label: string, catalog: Catalog): string {
  if (message === catalog('field_required', { name: field }))
    return catalog('field_required', { name: label });
  if (message === catalog('field_invalid', { name: field })) return catalog('field_invalid', { name: label });
  return message;
}

/** A failure that is not about the form's field, shown above it. */
function formError(error: unknown, field: string, fallback: string): string | null {
  if (!error || fieldError(error, field)) return null;
  return isApiError(error) ? error.message : fallback;
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
  const catalog = useCatalog();
  const save = useSetSubdomain();
  const label = t('domains.subdomainModal.label');
  const form = useForm({
    initialValues: { subdomain: '' },
    validate: {
      subdomain: (value) => {
        const v = value.trim().toLowerCase();
        if (!v) return catalog('field_required', { name: label });
        return SUBDOMAIN_PATTERN.test(v) ? null : catalog('field_invalid', { name: label });
      },
    },
  });

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
    } catch (error) {
      const message = fieldError(error, 'subdomain');
      if (message) form.setFieldError('subdomain', labelled(message, 'subdomain', label, catalog));
    }
  });

  const typed = form.values.subdomain.trim().toLowerCase();
  const message = formError(save.error, 'subdomain', catalog('unexpected_error'));
  return (
    <Modal
      opened={unit !== null}
      onClose={onClose}
      title={t('domains.subdomainModal.title', { name: unit?.name ?? '' })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
          )}
          <TextInput
            label={label}
            required
            data-autofocus
            maxLength={63}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
  const catalog = useCatalog();
  const language = useLanguage();
  const save = useRegisterDomain();
  const label = t('domains.domainModal.label');
  const normalize = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');
  const form = useForm({
    initialValues: { domain: '' },
    validate: {
      domain: (value) => {
        const v = normalize(value);
        if (isBlankAfterTrim(v)) return catalog('field_required', { name: label });
        return isValidHostname(v) ? null : catalog('field_invalid', { name: label });
      },
    },
  });

  useEffect(() => {
    if (!unit) return;
    save.reset();
    form.setValues({ domain: '' });
    form.clearErrors();
  }, [unit]);

  const submit = form.onSubmit(async ({ domain }) => {
    if (!unit) return;
    try {
      const saved = await save.mutateAsync({ id: unit.id, body: { domain: normalize(domain) } });
      notifications.show({
        color: 'teal',
        message: t('domains.notices.domainRegistered', { domain: saved.domain ?? '', name: saved.name }),
      });
      onClose();
    } catch (error) {
      const message = fieldError(error, 'domain');
      if (message) form.setFieldError('domain', labelled(message, 'domain', label, catalog));
    }
  });

  const message = formError(save.error, 'domain', catalog('unexpected_error'));
  const host = unit?.subdomain ? `${unit.subdomain}.${baseDomain}` : baseDomain;
  return (
    <Modal
      opened={unit !== null}
      onClose={onClose}
      title={t('domains.domainModal.title', { name: unit?.name ?? '' })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
          )}
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
            <Alert
              variant="light"
              color="blue"
              icon={<IconReceipt size={20} />}
              data-testid="domain-fee-notice"
            >
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('domains.domainModal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
