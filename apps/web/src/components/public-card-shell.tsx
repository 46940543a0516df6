import { Box, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import { LanguageMenu } from './language-menu';
import classes from './public-card-shell.module.css';

interface PublicCardShellProps {
  children: ReactNode;
  /** Largest width of the card, in pixels. */
  width?: number;
  /** When given, the brand mark links back to sign-in with this accessible label. */
  signinLinkLabel?: string;
}

/** The frame of the public step pages: brand and language on top, one centred card. */
export function PublicCardShell({ children, width = 460, signinLinkLabel }: PublicCardShellProps) {
  const { t } = useTranslation();
  const brand = <BrandMark size={30} />;
  return (
    <Box className={classes.root}>
      <div className={classes.topBar}>
        {signinLinkLabel ? (
          <Link
            to="/signin"
            aria-label={signinLinkLabel}
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            {brand}
          </Link>
        ) : (
          brand
        )}
        <LanguageMenu />
      </div>
      <main className={classes.main}>
        <Paper
          className={classes.card}
          maw={width}
          p={{ base: 'lg', sm: 40 }}
          radius="lg"
          withBorder
          shadow="sm"
        >
          {children}
        </Paper>
      </main>
      <Text ta="center" size="xs" c="dimmed">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
