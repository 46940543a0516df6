import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TPartner } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useSetPartnerActive } from '../api/partner-mutations';

interface PartnerStatusModalProps {
  /** The partner to deactivate (when active) or reactivate (when inactive); null keeps it closed. */
  partner: TPartner | null;
  onClose: () => void;
  onDone: (partner: TPartner) => void;
}

/** Asks before switching a partner off or on; a refusal (users still active) shows in the dialog. */
export function PartnerStatusModal({ partner, onClose, onDone }: PartnerStatusModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const change = useSetPartnerActive();
  const deactivating = partner?.active ?? true;

  useEffect(() => change.reset(), [partner]);

  async function confirm() {
    if (!partner) return;
    try {
      onDone(await change.mutateAsync({ id: partner.id, active: !partner.active }));
    } catch {
      // The error shows in the dialog below.
    }
  }

  return (
    <Modal
      opened={partner !== null}
      onClose={onClose}
      title={deactivating ? t('partners.deactivateTitle') : t('partners.reactivateTitle')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {deactivating
            ? t('partners.deactivateText', { name: partner?.name ?? '' })
            : t('partners.reactivateText', { name: partner?.name ?? '' })}
        </Text>
        {change.error && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {isApiError(change.error) ? change.error.message : catalog('unexpected_error')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            color={deactivating ? 'red' : 'teal'}
            loading={change.isPending}
            onClick={() => void confirm()}
            data-autofocus
          >
            {deactivating ? t('common.actions.deactivate') : t('partners.reactivate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
