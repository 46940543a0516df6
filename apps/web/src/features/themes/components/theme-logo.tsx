import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { useStoredTheme } from '../../../lib/storage';
import { WhitelabelIcon } from '../../../components/whitelabel-icon';
import { storedThemeOf } from '../../../lib/theme/apply-theme';

/**
 * The logo of the layout: the active theme's icon (bi:theme) when it has one, named for the
 * unit it stands for; else the product's mark.
 */
export function ThemeLogo({ size, alt }: { size: number; alt: string }) {
  const icon = storedThemeOf(useStoredTheme())?.icon;
  if (!icon) return <BrandMark size={size} />;
  return <WhitelabelIcon src={icon} alt={alt} size={size} />;
}

/** What the logo reads as: the icon's `alt` when the theme has one, else the product's name. */
export function useLogoName(alt: string): string {
  const { t } = useTranslation();
  return storedThemeOf(useStoredTheme())?.icon ? alt : t('app.name');
}
