import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconLanguage, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import classes from './sign-in.module.css';

/** The brand panel beside the sign-in form (wide screens only). */
export function SignInHero() {
  const { t } = useTranslation();
  const features = [
    { icon: IconChartBar, text: t('signin.heroReports') },
    { icon: IconShieldLock, text: t('signin.heroAccess') },
    { icon: IconLanguage, text: t('signin.heroLanguages') },
  ];
  return (
    <Box className={classes.hero} visibleFrom="md">
      <BrandMark size={36} c="white" />
      <Stack gap="lg" maw={460}>
        <Title order={2} c="white" fz={34} lh={1.2}>
          {t('signin.heroTitle')}
        </Title>
        <Text c="rgba(255,255,255,0.82)" fz="lg">
          {t('signin.heroText')}
        </Text>
        <List spacing="md" center mt="sm">
          {features.map(({ icon: FeatureIcon, text }) => (
            <List.Item
              key={text}
              c="white"
              icon={
                <ThemeIcon size={34} radius="md" variant="white" color="brand">
                  <FeatureIcon size={18} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              {text}
            </List.Item>
          ))}
        </List>
      </Stack>
      <Text c="rgba(255,255,255,0.6)" size="sm">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
