import { BrandMark } from '../../../components/brand-mark';
import { useStoredTheme } from '../../../lib/storage';
import { storedThemeOf } from './apply-theme';

/**
 * The logo of the layout: the active theme's icon (bi:theme) when it has one, named for the
 * unit it stands for; else the product's mark.
 */
export function ThemeLogo({ size, alt }: { size: number; alt: string }) {
  const icon = storedThemeOf(useStoredTheme())?.icon;
  if (!icon) return <BrandMark size={size} />;
  return <WhitelabelIcon src={icon} alt={alt} size={size} />;
}

/** A theme's icon at the height of the product mark it replaces. */
export function WhitelabelIcon({ src, alt, size }: { src: string; alt: string; size: number }) {
  return (
    <img
      src={src}
      alt={alt}
      height={size}
      data-whitelabel-icon
      style={{
        display: 'block',
        alignSelf: 'flex-start',
        height: size,
        width: 'auto',
        maxWidth: size * 6,
        objectFit: 'contain',
      }}
    />
  );
}
