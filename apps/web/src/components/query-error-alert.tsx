import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import { useCatalog } from '../lib/i18n';

/** A list that could not be loaded: the server's message and a retry button. */
export function QueryErrorAlert({
  title,
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  return (
    <Box p="xl">
      <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} title={title} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{isApiError(error) ? error.message : catalog('unexpected_error')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={onRetry}
          >
            {t('common.actions.retry')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
