import { ActionIcon, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TCompanyDetail } from '@mirante/contracts';
import { IconPencil, IconPlayerPlay, IconPlayerStop, IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { avatarNameColumn, type Column, documentColumn, textColumn } from '../../../components/list';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

export interface CompanyActions {
  onEdit: (company: TCompanyDetail) => void;
  onToggleActive: (company: TCompanyDetail) => void;
  onDelete: (company: TCompanyDetail) => void;
  onRestore: (company: TCompanyDetail) => void;
}

function CompanyStatus({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation();
  if (company.deleted_at)
    return (
      <StatusBadge variant="light" color="red">
        {t('companies.badge.deleted')}
      </StatusBadge>
    );
  return (
    <StatusBadge variant="dot" color={company.active ? 'teal' : 'gray'}>
      {company.active ? t('companies.badge.active') : t('companies.badge.inactive')}
    </StatusBadge>
  );
}

/** The columns of the units list: name and address, document, users, trial and status. */
export function useCompanyColumns(): Column<TCompanyDetail>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    avatarNameColumn(t('companies.columns.name'), (company) => (
      <Stack gap={0}>
        <Group gap={6}>
          <Text fw={600} size="sm">
            {company.name}
          </Text>
          {company.azure_default && (
            <Badge size="xs" variant="light" color="blue">
              {t('companies.badge.azureDefault')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {company.domain ?? company.subdomain} · {company.client_name}
        </Text>
      </Stack>
    )),
    documentColumn(t('companies.columns.document')),
    {
      key: 'users',
      header: t('companies.columns.users'),
      align: 'right',
      render: (company) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {company.user_limit === null
            ? t('companies.noLimit')
            : `${formatNumber(company.user_limit, language)}${company.bonus_users ? ` + ${formatNumber(company.bonus_users, language)}` : ''}`}
        </Text>
      ),
    },
    textColumn(
      'trial',
      t('companies.columns.trial'),
      (company) => (company.trial_ends_at ? formatDate(company.trial_ends_at) : '—'),
      { text: { c: 'dimmed' } },
    ),
    {
      key: 'status',
      header: t('companies.columns.status'),
      skeleton: <Skeleton height={18} width={60} />,
      render: (company) => <CompanyStatus company={company} />,
    },
  ];
}

/** The end of a unit's row: Restore for a deleted unit, else Edit and the "…" menu. */
export function CompanyRowActions({
  company,
  actions,
}: {
  company: TCompanyDetail;
  actions: CompanyActions;
}) {
  const { t } = useTranslation();
  if (company.deleted_at)
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRestore size={16} />}
        onClick={() => actions.onRestore(company)}
        aria-label={t('companies.actions.restoreNamed', { name: company.name })}
      >
        {t('common.actions.restore')}
      </Button>
    );
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('common.actions.editNamed', { name: company.name })}
        onClick={() => actions.onEdit(company)}
      >
        <IconPencil size={18} />
      </ActionIcon>
      <RowActionsMenu
        label={t('companies.actions.menu', { name: company.name })}
        actions={[
          {
            label: company.active ? t('common.actions.deactivate') : t('common.actions.activate'),
            icon: company.active ? IconPlayerStop : IconPlayerPlay,
            onClick: () => actions.onToggleActive(company),
          },
          {
            label: t('companies.actions.delete'),
            icon: IconTrash,
            color: 'red',
            divided: true,
            onClick: () => actions.onDelete(company),
          },
        ]}
      />
    </Group>
  );
}
