import { Button, EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCompanySummary } from '@mirante/contracts';
import { IconBuildings, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type CachedUser, useStoredConfig } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { enterUnit } from '../api/switching';
import { EnterUnitDialog } from './enter-unit-dialog';
import { useSwitchRunner } from './use-switch-runner';

/**
 * In place of a screen that shows one business unit's data, for a session outside any unit: a
 * partner picks one of its units and enters it (as administrator or user), landing on `landing`
 * or on this same page; the operator, who does not enter units, is pointed at its read-only list.
 */
export function UnitGate({ user, landing }: { user: CachedUser; landing?: string }) {
  if (user.perfil_usuario === 'a2m') return <OperatorUnitNotice />;
  return <PartnerUnitPicker landing={landing} />;
}

function PartnerUnitPicker({ landing }: { landing?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('switching.unitGate.pageTitle'));
  const { pathname, search } = useLocation();
  const config = useStoredConfig();
  const run = useSwitchRunner();
  const companies: TCompanySummary[] = Array.isArray(config.companies) ? config.companies : [];

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('switching.unitGate.title')}
        </Title>
        <Text c="dimmed">{t('switching.unitGate.text')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {companies.length === 0 ? (
          <EmptyState
            icon={<IconBuildings size={28} />}
            withIndicatorBackground
            title={t('switching.unitGate.noUnitsTitle')}
            description={t('switching.unitGate.noUnitsText')}
            py="lg"
          >
            <EmptyState.Actions>
              <Button component={Link} to="/companies" variant="light">
                {t('switching.unitGate.unitsLink')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <EnterUnitDialog
            companies={companies}
            withHint={false}
            label={t('switching.unitGate.listLabel')}
            onChoose={(company, profile) =>
              void run({
                message: t('switching.enteringUnit', { name: company.name }),
                request: () => enterUnit(company.id, profile),
                target: landing ?? `${pathname}${search}`,
              })
            }
          />
        )}
      </Paper>
    </Stack>
  );
}

function OperatorUnitNotice() {
  const { t } = useTranslation();
  usePageTitle(t('switching.unitGate.operatorTitle'));
  return (
    <Paper withBorder radius="lg" p="xl" mt="xl" maw={640} mx="auto">
      <EmptyState
        icon={<IconReportAnalytics size={28} />}
        withIndicatorBackground
        title={
          <Title order={1} fz={22}>
            {t('switching.unitGate.operatorTitle')}
          </Title>
        }
        description={t('switching.unitGate.operatorText')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/report/a2m" variant="light">
            {t('switching.unitGate.operatorLink')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
