import { Alert, Code, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteConfirmationName, matchesDeleteConfirmation, type TUnitDomain } from '@mirante/contracts';
import { IconWorldOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api';
import { useCatalog, useLanguage } from '../../../lib/i18n';
import { useRemoveDomain } from '../api/domains-api';
import { formatMoney } from './money';

/**
 * Removing a custom domain asks, as deletions do, for the domain typed in upper case: the unit
 * stops answering on it at once and its charge ends.
 */
export function RemoveDomainModal({
  unit,
  baseDomain,
  onClose,
}: {
  unit: TUnitDomain | null;
  baseDomain: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const language = useLanguage();
  const remove = useRemoveDomain();
  const [typed, setTyped] = useState('');
  const domain = unit?.domain ?? '';
  const matches = domain !== '' && matchesDeleteConfirmation(typed, domain);

  useEffect(() => {
    if (unit) setTyped('');
  }, [unit]);

  async function confirm() {
    if (!unit || !matches) return;
    try {
      const saved = await remove.mutateAsync(unit.id);
      notifications.show({
        color: 'teal',
        message: t('domains.notices.domainRemoved', { domain, name: saved.name }),
      });
      onClose();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  const registration = unit?.registration;
  return (
    <FormModal
      opened={unit !== null}
      onClose={onClose}
      title={t('domains.removeModal.title', { domain })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!remove.isPending) void confirm();
      }}
      pending={remove.isPending}
      submitLabel={t('domains.removeModal.confirm')}
      submitProps={{ color: 'red', disabled: !matches }}
    >
      <Alert variant="light" color="yellow" icon={<IconWorldOff size={20} />}>
        {t('domains.removeModal.description', {
          name: unit?.name ?? '',
          fee: registration
            ? formatMoney(registration.monthly_fee_cents, registration.currency, language)
            : '—',
          host: unit?.subdomain ? `${unit.subdomain}.${baseDomain}` : baseDomain,
        })}
      </Alert>
      <Text size="sm">{t('domains.removeModal.instruction')}</Text>
      <Code block fw={700}>
        {deleteConfirmationName(domain)}
      </Code>
      <TextInput
        label={t('domains.removeModal.label')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
    </FormModal>
  );
}
