import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TCreateCompanyAdminResponse } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { CreatedSummary } from '../../../components/unit-form/created-summary';

export function CompanyCreatedModal({
  created,
  onClose,
}: {
  created: TCreateCompanyAdminResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      radius="lg"
      size="lg"
      title={<Text fw={700}>{t('companies.created.title')}</Text>}
    >
      {created && (
        <Stack gap="lg">
          <CreatedSummary created={created} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('companies.created.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
