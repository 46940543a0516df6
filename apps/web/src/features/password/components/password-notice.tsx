import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { type Icon, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordShell } from './password-shell';

/** The link under a password card that leads back to sign-in. */
export function BackToSignin() {
  const { t } = useTranslation();
  return (
    <Group justify="center" mt="lg">
      <Anchor component={Link} to="/signin" size="sm">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('password.backToSignin')}
        </Group>
      </Anchor>
    </Group>
  );
}

interface PasswordNoticeProps {
  icon: Icon;
  color: 'teal' | 'red';
  title: string;
  /** `status` for good news, `alert` for a failure: how assistive technology announces it. */
  role: 'status' | 'alert';
  message: string;
  hint: string;
  /** The one way on from here. */
  action: ReactNode;
}

/** A password card that only tells something: the message, a hint, one action and the way back. */
export function PasswordNotice({ icon, color, title, role, message, hint, action }: PasswordNoticeProps) {
  return (
    <PasswordShell icon={icon} iconColor={color} title={title}>
      <Stack gap="md">
        <Alert variant="light" color={color} role={role}>
          <Text size="sm" fw={500}>
            {message}
          </Text>
        </Alert>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {action}
      </Stack>
      <BackToSignin />
    </PasswordShell>
  );
}
