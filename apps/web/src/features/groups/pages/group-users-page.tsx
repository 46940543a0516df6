import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconForms, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { GroupsPanel } from '../components/groups-panel';

type Tab = 'groups' | 'fields';

/**
 * `group_users`: an admin manages the unit's user groups and custom fields (seeing the
 * partner's global fields read only); a partner (master) manages its global custom fields,
 * which every unit under it shows. Groups belong to a unit, so a partner sees only fields.
 * The fields tab shows `FieldsPanel`, the custom fields' panel the app layer hands in.
 */
export function GroupUsersPage({ FieldsPanel }: { FieldsPanel: ComponentType<{ isPartner: boolean }> }) {
  const { t } = useTranslation();
  usePageTitle(t('groups.pageTitle'));
  const user = useCachedUser();
  const isPartner = user?.perfil_usuario === 'master';
  const [params, setParams] = useSearchParams();
  const tab: Tab = isPartner || params.get('tab') === 'fields' ? 'fields' : 'groups';

  function selectTab(next: string | null) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'fields') updated.set('tab', 'fields');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {isPartner ? t('groups.partnerTitle') : t('groups.title')}
        </Title>
        <Text c="dimmed">{isPartner ? t('groups.partnerSubtitle') : t('groups.subtitle')}</Text>
      </Stack>
      {isPartner ? (
        <FieldsPanel isPartner />
      ) : (
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="groups" leftSection={<IconUsersGroup size={16} />}>
              {t('groups.tabGroups')}
            </Tabs.Tab>
            <Tabs.Tab value="fields" leftSection={<IconForms size={16} />}>
              {t('groups.tabFields')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="groups">
            <GroupsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="fields">
            <FieldsPanel isPartner={false} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
