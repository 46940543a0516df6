import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface BrandMarkProps {
  size?: number;
  /** Colour of the product name; the symbol keeps its own colours. */
  c?: string;
  withName?: boolean;
}

/** The product symbol (a lookout over rising bars) and name. */
export function BrandMark({ size = 32, c, withName = true }: BrandMarkProps) {
  const { t } = useTranslation();
  // One gradient per instance: a shared id would point at a copy inside a hidden element.
  const gradientId = useId();
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#1fa2d6" />
            <stop offset="1" stopColor="#2547b8" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <rect x="7" y="17" width="4" height="8" rx="1.5" fill="#fff" fillOpacity="0.7" />
        <rect x="14" y="12" width="4" height="13" rx="1.5" fill="#fff" fillOpacity="0.85" />
        <rect x="21" y="7" width="4" height="18" rx="1.5" fill="#fff" />
      </svg>
      {withName && (
        <Text fw={700} fz={size * 0.6} lh={1} c={c} style={{ letterSpacing: '-0.01em' }}>
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
}
