import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TUnitUser } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';

/** "Deactivate Ana?": the user can no longer sign in until activated again. */
export function DeactivateUserModal({
  user,
  loading,
  onClose,
  onConfirm,
}: {
  user: TUnitUser | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (user: TUnitUser) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('users.deactivate.title')} centered>
      <Stack gap="lg">
        <Text size="sm">{t('users.deactivate.body', { name: user?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => user && onConfirm(user)}>
            {t('common.actions.deactivate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
