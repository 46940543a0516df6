import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CachedUser } from '../../../lib/storage';
import { backToPartner } from '../api/switching';
import { useSwitchRunner } from './use-switch-runner';

/** Height of the banner, for the layout to make room for it. */
export const IMPERSONATION_BANNER_HEIGHT = 44;

/**
 * Shown across the top while a partner acts inside a unit (or a unit's admin as one of its
 * users): where, as whom, on whose behalf, and the way back to the session that started it.
 */
export function ImpersonationBanner({ user }: { user: CachedUser }) {
  const { t } = useTranslation();
  const run = useSwitchRunner();
  const impersonator = user.impersonator;
  if (!impersonator) return null;

  return (
    <Group
      role="region"
      aria-label={t(impersonator.role === 'admin' ? 'switching.bannerLabelAdmin' : 'switching.bannerLabel')}
      h={IMPERSONATION_BANNER_HEIGHT}
      px="md"
      gap="sm"
      justify="space-between"
      wrap="nowrap"
      bg="var(--mantine-color-orange-0)"
      style={{ borderBottom: '1px solid var(--mantine-color-orange-2)' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconUserShield size={18} color="var(--mantine-color-orange-8)" aria-hidden="true" />
        <Text size="sm" c="orange.9" truncate>
          {t(impersonator.role === 'admin' ? 'switching.bannerTextAdmin' : 'switching.bannerText', {
            unit: impersonator.unit_name,
            profile: t(`profiles.${user.perfil_usuario}`),
            partner: impersonator.name,
          })}
        </Text>
      </Group>
      <Button
        size="compact-sm"
        variant="white"
        color="orange"
        leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
        onClick={() => void run({ message: t('switching.returning'), request: backToPartner })}
        style={{ flexShrink: 0 }}
      >
        {t(impersonator.role === 'admin' ? 'switching.backToAdmin' : 'switching.backToPartner')}
      </Button>
    </Group>
  );
}
