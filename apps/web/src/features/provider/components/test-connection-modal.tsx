import { Alert, Badge, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import type { TProviderAccount } from '@mirante/contracts';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useTestAccount } from '../api/provider';

/** Tests an account as soon as it opens: a token from Entra ID, then the workspaces it sees. */
export function TestConnectionModal({
  account,
  onClose,
}: {
  account: TProviderAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const test = useTestAccount();

  useEffect(() => {
    if (account) test.mutate(account.id);
    else test.reset();
  }, [account?.id]);

  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={account ? t('provider.accounts.testTitle', { name: account.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        {test.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{t('provider.accounts.testing')}</Text>
          </Group>
        )}
        {test.isError && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {isApiError(test.error) ? test.error.message : catalog('unexpected_error')}
          </Alert>
        )}
        {test.data && (
          <>
            <Alert variant="light" color="teal" icon={<IconCircleCheck size={20} />} role="status">
              {test.data.workspaces.length > 0
                ? t('provider.accounts.testSuccess', { count: test.data.workspaces.length })
                : t('provider.accounts.testNoWorkspaces')}
            </Alert>
            {test.data.workspaces.length > 0 && (
              <List spacing={6} size="sm">
                {test.data.workspaces.map((w) => (
                  <List.Item key={w.id}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {w.name}
                      </Text>
                      <Badge size="xs" variant="light" color={w.is_on_dedicated_capacity ? 'blue' : 'gray'}>
                        {w.is_on_dedicated_capacity
                          ? t('provider.accounts.dedicated')
                          : t('provider.accounts.shared')}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {w.id}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
