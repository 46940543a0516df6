import { IconForms, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, PageTabs } from '../../../components/list';
import { useTabParam } from '../../../lib/list';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { GroupsPanel } from '../components/groups-panel';

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
  // A partner sees only the fields, without tabs.
  const [tab, setTab] = useTabParam(['groups', 'fields']);

  return (
    <ListPage
      title={isPartner ? t('groups.partnerTitle') : t('groups.title')}
      description={isPartner ? t('groups.partnerSubtitle') : t('groups.subtitle')}
    >
      {isPartner ? (
        <FieldsPanel isPartner />
      ) : (
        <PageTabs
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'groups', label: t('groups.tabGroups'), icon: IconUsersGroup, panel: <GroupsPanel /> },
            {
              value: 'fields',
              label: t('groups.tabFields'),
              icon: IconForms,
              panel: <FieldsPanel isPartner={false} />,
            },
          ]}
        />
      )}
    </ListPage>
  );
}
