import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A value to paste elsewhere (the token, the SCIM address) with its label and a copy button. */
export function CopyField({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" align="center">
        <Code fz="sm" style={{ wordBreak: 'break-all', flex: 1 }} data-testid={testId} aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              aria-label={`${t('scim.copy')} ${label}`}
            >
              {copied ? t('scim.copied') : t('scim.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
