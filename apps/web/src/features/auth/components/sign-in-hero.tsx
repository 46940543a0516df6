import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconLanguage, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { WhitelabelIcon } from '../../../components/whitelabel-icon';
import classes from './sign-in.module.css';

/** A unit dressed in its active theme (whitelabel): its name, and its icon when the theme has one. */
export interface SignInBrand {
  name: string;
  icon: string | null;
}

/**
 * The brand panel beside the sign-in form (wide screens only). On a whitelabelled unit's address
 * the unit stands in for the product: its icon, its name as the title, its copyright.
 */
export function SignInHero({ brand }: { brand?: SignInBrand | null }) {
  const { t } = useTranslation();
  if (brand) {
    return (
      <Box className={classes.hero} visibleFrom="md">
        {brand.icon ? <WhitelabelIcon src={brand.icon} alt={brand.name} size={48} /> : <span />}
        <Stack gap="lg" maw={460}>
          <Title order={2} c="white" fz={34} lh={1.2}>
            {brand.name}
          </Title>
          <Text c="rgba(255,255,255,0.82)" fz="lg">
            {t('auth.unitHeroText')}
          </Text>
        </Stack>
        <Text c="rgba(255,255,255,0.6)" size="sm">
          {t('auth.unitCopyright', { year: new Date().getFullYear(), name: brand.name })}
        </Text>
      </Box>
    );
  }
  const features = [
    { icon: IconChartBar, text: t('auth.heroReports') },
    { icon: IconShieldLock, text: t('auth.heroAccess') },
    { icon: IconLanguage, text: t('auth.heroLanguages') },
  ];
  return (
    <Box className={classes.hero} visibleFrom="md">
      <BrandMark size={36} c="white" />
      <Stack gap="lg" maw={460}>
        <Title order={2} c="white" fz={34} lh={1.2}>
          {t('auth.heroTitle')}
        </Title>
        <Text c="rgba(255,255,255,0.82)" fz="lg">
          {t('auth.heroText')}
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
