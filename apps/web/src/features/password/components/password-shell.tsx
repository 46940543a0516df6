import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCardShell } from '../../../components/public-card-shell';

interface PasswordShellProps {
  icon: Icon;
  iconColor?: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The public frame of the password pages: brand and language on top, one centred card. */
export function PasswordShell({
  icon: HeaderIcon,
  iconColor,
  title,
  subtitle,
  children,
}: PasswordShellProps) {
  const { t } = useTranslation();
  return (
    <PublicCardShell signinLinkLabel={t('password.backToSignin')}>
      <Stack gap="md" mb="xl">
        <ThemeIcon size={52} radius="xl" variant="light" color={iconColor}>
          <HeaderIcon size={28} stroke={1.7} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
      </Stack>
      {children}
    </PublicCardShell>
  );
}
