import { Box, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageMenu } from '../../../components/language-menu';
import classes from './two-factor.module.css';

/** The frame of the second-factor page: brand and language on top, one card in the middle. */
export function TwoFactorLayout({ children, width = 460 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.root}>
      <div className={classes.topBar}>
        <BrandMark size={30} />
        <LanguageMenu />
      </div>
      <main className={classes.main}>
        <Paper
          className={classes.card}
          maw={width}
          p={{ base: 'lg', sm: 36 }}
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
