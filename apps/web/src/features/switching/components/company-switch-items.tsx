import { Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TCompanySummary } from '@mirante/contracts';
import { IconBuildings, IconCheck, IconDoorEnter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CachedUser, useStoredConfig } from '../../../lib/storage';
import { changeCompany, enterUnit } from '../api/switching';
import { EnterUnitDialog } from './enter-unit-dialog';
import { useSwitchRunner } from './use-switch-runner';

function companiesOf(config: ReturnType<typeof useStoredConfig>): TCompanySummary[] {
  return Array.isArray(config.companies) ? config.companies : [];
}

/**
 * Account-menu entries for moving between business units: a unit member with several units
 * picks another one; a partner enters one of its units as administrator or user. Nothing shows
 * for a single unit, or inside a unit entered as partner (it goes back with the banner).
 */
export function CompanySwitchItems({ user }: { user: CachedUser }) {
  const { t } = useTranslation();
  const config = useStoredConfig();
  const run = useSwitchRunner();
  const companies = companiesOf(config);
  if (user.impersonator) return null;

  if (user.perfil_usuario === 'master') {
    if (companies.length === 0) return null;
    return (
      <>
        <Menu.Item
          leftSection={<IconDoorEnter size={16} aria-hidden="true" />}
          onClick={() => {
            const modalId = modals.open({
              title: t('switching.enterUnitTitle'),
              size: 'lg',
              children: (
                <EnterUnitDialog
                  companies={companies}
                  onChoose={(company, profile) => {
                    modals.close(modalId);
                    void run({
                      message: t('switching.enteringUnit', { name: company.name }),
                      request: () => enterUnit(company.id, profile),
                    });
                  }}
                />
              ),
            });
          }}
        >
          {t('switching.enterUnit')}
        </Menu.Item>
        <Menu.Divider />
      </>
    );
  }

  if ((user.perfil_usuario !== 'admin' && user.perfil_usuario !== 'user') || companies.length < 2)
    return null;
  return (
    <>
      <Menu.Label>{t('switching.unitsLabel')}</Menu.Label>
      {companies.map((company) => {
        const current = company.id === user.company_id;
        return (
          <Menu.Item
            key={company.id}
            disabled={current}
            leftSection={
              current ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconBuildings size={16} aria-hidden="true" />
              )
            }
            rightSection={
              current ? (
                <Text size="xs" c="dimmed">
                  {t('switching.currentUnit')}
                </Text>
              ) : undefined
            }
            onClick={() =>
              void run({
                message: t('switching.switchingTo', { name: company.name }),
                request: () => changeCompany(company.id),
              })
            }
          >
            {company.name}
          </Menu.Item>
        );
      })}
      <Menu.Divider />
    </>
  );
}
