import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './two-factor.module.css';

/** Groups of four characters, as authenticator apps print keys. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The key for manual entry, grouped for reading, with a button that copies it ungrouped. */
export function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {t('twoFactor.manualLabel')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text component="code" className={classes.secret} aria-labelledby={labelId} flex={1}>
          {groupSecret(secret)}
        </Text>
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('twoFactor.copied') : t('twoFactor.copyKey')} withArrow>
              <ActionIcon
                variant="light"
                size="lg"
                color={copied ? 'teal' : undefined}
                onClick={copy}
                aria-label={copied ? t('twoFactor.copied') : t('twoFactor.copyKey')}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('twoFactor.manualHint')}
      </Text>
    </Stack>
  );
}
