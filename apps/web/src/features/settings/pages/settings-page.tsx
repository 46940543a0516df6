import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconFileInvoice, IconUserCircle } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitPicker } from '../../../components/unit-picker';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompanySettings } from '../api/settings';
import { CompanySettingsForm } from '../components/company-settings-form';

type Section = 'company' | 'account' | 'invoices';

/**
 * setting: the unit's configuration for its admin (a master picks one of its units), and "My
 * account" for everyone (profile, picture, password, second factor, sessions), the account's
 * screen the app layer hands in as `AccountSettings`. A client's contact also reads its client's
 * invoices there, in `Invoices`, handed in only when the session's user is one.
 */
export function SettingsPage({
  AccountSettings,
  Invoices,
}: {
  AccountSettings: ComponentType;
  Invoices?: ComponentType;
}) {
  const { t } = useTranslation();
  usePageTitle(t('settings.pageTitle'));
  const user = useCachedUser();
  const isAdmin = user?.perfil_usuario === 'admin';
  const isMaster = user?.perfil_usuario === 'master';
  const [section, setSection] = useState<Section>(isAdmin || isMaster ? 'company' : 'account');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {t('settings.pageTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {isAdmin || isMaster ? t('settings.subtitleAdmin') : t('settings.subtitlePersonal')}
        </Text>
      </div>
      {isAdmin || isMaster || Invoices ? (
        <Tabs
          value={section}
          onChange={(v) => setSection((v as Section | null) ?? 'account')}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('settings.pageTabs.label')} mb="lg">
            {(isAdmin || isMaster) && (
              <Tabs.Tab value="company" leftSection={<IconBuilding size={16} aria-hidden="true" />}>
                {t('settings.pageTabs.company')}
              </Tabs.Tab>
            )}
            <Tabs.Tab value="account" leftSection={<IconUserCircle size={16} aria-hidden="true" />}>
              {t('settings.pageTabs.account')}
            </Tabs.Tab>
            {Invoices && (
              <Tabs.Tab value="invoices" leftSection={<IconFileInvoice size={16} aria-hidden="true" />}>
                {t('settings.pageTabs.invoices')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          {(isAdmin || isMaster) && (
            <Tabs.Panel value="company">
              {isMaster ? <PartnerUnitSettings /> : <CompanySettings />}
            </Tabs.Panel>
          )}
          <Tabs.Panel value="account">
            <AccountSettings />
          </Tabs.Panel>
          {Invoices && (
            <Tabs.Panel value="invoices">
              <Invoices />
            </Tabs.Panel>
          )}
        </Tabs>
      ) : (
        <AccountSettings />
      )}
    </Stack>
  );
}

/** A master chooses one of its units and edits its configuration with the admin's form. */
function PartnerUnitSettings() {
  const { t } = useTranslation();
  const [unitId, setUnitId] = useState<number | undefined>();
  return (
    <Stack gap="lg">
      <UnitPicker value={unitId} onChange={setUnitId} description={t('settings.unitPickerHint')} />
      {unitId !== undefined && <CompanySettings key={unitId} companyId={unitId} />}
    </Stack>
  );
}

function CompanySettings({ companyId }: { companyId?: number }) {
  const { t } = useTranslation();
  const settings = useCompanySettings(companyId);
  if (settings.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('settings.loading')} />
      </Group>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('settings.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void settings.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <CompanySettingsForm settings={settings.data} companyId={companyId} />;
}
