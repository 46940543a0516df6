import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { TCreateCompanyAdminResponse } from '@mirante/contracts';
import { IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signInAddress } from '../../lib/sign-in-address';

/** The admin's sign-in address and, once only, the password the server generated. */
export function CreatedSummary({ created }: { created: TCreateCompanyAdminResponse }) {
  const { t } = useTranslation();
  const address = signInAddress(created.sign_in_host);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={28} color="var(--mantine-color-teal-6)" aria-hidden="true" />
        <Text>{t('unitForm.created.text', { name: created.company.name, email: created.admin_email })}</Text>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('unitForm.created.signInAddress')}
        </Text>
        <Anchor href={address} target="_blank" rel="noreferrer" data-testid="sign-in-address">
          {address}
        </Anchor>
      </Stack>
      {created.generated_password && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconKey size={20} />}
          title={t('unitForm.created.passwordLabel')}
        >
          <Stack gap="xs">
            <Text size="sm">{t('unitForm.created.passwordHint')}</Text>
            <Group gap="sm">
              <Code fz="md" data-testid="generated-password">
                {created.generated_password}
              </Code>
              <CopyButton value={created.generated_password}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('unitForm.created.copied') : t('unitForm.created.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
