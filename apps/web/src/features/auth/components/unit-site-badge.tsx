import { Badge } from '@mantine/core';
import type { TSiteResponse } from '@mirante/contracts';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** On a business unit's own address, names the unit the person is signing in to. */
export function UnitSiteBadge({ site }: { site: TSiteResponse | undefined }) {
  const { t } = useTranslation();
  if (site?.kind !== 'company' || !site.company) return null;
  return (
    <Badge
      size="lg"
      radius="sm"
      variant="light"
      color="brand"
      tt="none"
      fw={600}
      maw="100%"
      leftSection={<IconBuilding size={16} aria-hidden="true" />}
      aria-label={`${t('auth.site.unitLabel')}: ${site.company.name}`}
      data-testid="unit-site-badge"
    >
      {site.company.name}
    </Badge>
  );
}
