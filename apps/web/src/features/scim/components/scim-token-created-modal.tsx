import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';

/** The new token, shown this one time, beside the address the directory calls. */
export function ScimTokenCreatedModal({
  token,
  baseUrl,
  onClose,
}: {
  token: string | null;
  baseUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={token !== null}
      onClose={onClose}
      title={t('scim.createdTitle')}
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={20} />}>
          {t('scim.createdWarning')}
        </Alert>
        <CopyField label={t('scim.tokenLabel')} value={token ?? ''} testId="scim-secret-token" />
        <CopyField label={t('scim.baseUrl')} value={baseUrl} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('scim.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
