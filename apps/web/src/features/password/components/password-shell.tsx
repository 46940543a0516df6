import { Box, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageMenu } from '../../../components/language-menu';
import classes from './password.module.css';

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
    <Box className={classes.root}>
      <div className={classes.topBar}>
        <Link
          to="/signin"
          aria-label={t('password.backToSignin')}
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <BrandMark size={30} />
        </Link>
        <LanguageMenu />
      </div>
      <main className={classes.main}>
        <Paper className={classes.card} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder shadow="sm">
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
        </Paper>
      </main>
      <Text ta="center" size="xs" c="dimmed">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
