import { Alert, Badge, Group, Text } from '@mantine/core';
import type { TUnitEmbeddedWorkspace, TUnitProviderAccount } from '@mirante/contracts';
import { type Icon, IconEye, IconKey, IconLayoutGrid } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Column,
  type ListQuery,
  ListPage,
  ListSearch,
  ListTable,
  textColumn,
} from '../../../components/list';
import { UnitPicker } from '../../../components/unit-picker';
import { type ListState, useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { type UnitsListQuery, useUnitsProviderAccounts, useUnitsWorkspaces } from '../api/provider';
import { countCell, Ids, nameCell, useAccountColumns } from './provider-cells';

/** Who looks across units: a partner (its units, with a unit filter) or the operator (every partner). */
export type UnitsViewer = 'master' | 'a2m';

interface UnitsListState {
  list: ListState;
  query: UnitsListQuery;
  setCompanyId: (id: number | undefined) => void;
}

/** Search, the partner's unit filter and the page, back to page 1 whenever a filter changes. */
function useUnitsListState(): UnitsListState {
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  const list = useListState({ filters: [companyId] });
  return { list, query: { page: list.page, search: list.search, companyId }, setCompanyId };
}

/** The frame both lists share: heading, read-only notice, filters, table, empty and error states. */
function UnitsListFrame<T extends { id: number }>({
  viewer,
  title,
  subtitle,
  errorTitle,
  emptyText,
  emptyIcon: EmptyIcon,
  result,
  state,
  columns,
}: {
  viewer: UnitsViewer;
  title: string;
  subtitle: string;
  errorTitle: string;
  emptyText: string;
  emptyIcon: Icon;
  result: ListQuery<T> & { isFetching: boolean };
  state: UnitsListState;
  columns: Column<T>[];
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  const { query, list } = state;
  const filtered = Boolean(query.search || query.companyId);
  const minWidth = viewer === 'a2m' ? 1040 : 900;

  return (
    <ListPage title={title} description={subtitle}>
      <Alert variant="light" color="blue" icon={<IconEye size={20} aria-hidden="true" />}>
        {t('provider.units.readOnly')}
      </Alert>
      <Group gap="md" align="flex-end" wrap="wrap">
        <ListSearch
          state={list}
          w={{ base: '100%', xs: 340 }}
          label={t('provider.units.search')}
          placeholder={t('provider.units.search')}
          busy={result.isFetching && Boolean(result.data)}
          busyLabel={t('provider.units.loading')}
        />
        {viewer === 'master' && (
          <UnitPicker value={query.companyId} onChange={state.setCompanyId} clearable />
        )}
      </Group>
      <ListTable
        query={result}
        list={list}
        errorTitle={errorTitle}
        empty={{
          icon: <EmptyIcon size={28} />,
          description: filtered ? t('provider.units.emptyFiltered') : emptyText,
        }}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={minWidth}
        loadingLabel={t('provider.units.loading')}
        skeletonRows={3}
      />
    </ListPage>
  );
}

/** The unit (and, for the operator, the partner) a row belongs to. */
function useUnitColumns(viewer: UnitsViewer): Column<{ company_name: string; partner_name: string }>[] {
  const { t } = useTranslation();
  const unit: Column<{ company_name: string; partner_name: string }> = {
    key: 'unit',
    header: t('provider.units.columns.unit'),
    render: (item) => <Text size="sm">{item.company_name}</Text>,
  };
  if (viewer !== 'a2m') return [unit];
  return [unit, textColumn('partner', t('provider.units.columns.partner'), (item) => item.partner_name)];
}

/** `powerbi` for a partner or the operator: the accounts of the units in reach, read-only. */
export function UnitsAccountsList({ viewer }: { viewer: UnitsViewer }) {
  const { t } = useTranslation();
  const state = useUnitsListState();
  const result = useUnitsProviderAccounts(state.query);
  const account = useAccountColumns<TUnitProviderAccount>();
  const columns: Column<TUnitProviderAccount>[] = [
    account.name,
    ...useUnitColumns(viewer),
    account.ids,
    account.workspaces,
    {
      key: 'secret',
      header: t('provider.units.columns.secret'),
      render: (row) => (
        <Badge variant="light" tt="none" color={row.has_secret ? 'teal' : 'gray'} miw="max-content">
          {row.has_secret ? t('provider.units.secretStored') : t('provider.units.secretMissing')}
        </Badge>
      ),
    },
    account.lastTest,
  ];
  return (
    <UnitsListFrame<TUnitProviderAccount>
      viewer={viewer}
      title={t('provider.accounts.title')}
      subtitle={t(
        viewer === 'a2m'
          ? 'provider.units.accountsSubtitleOperator'
          : 'provider.units.accountsSubtitlePartner',
      )}
      errorTitle={t('provider.accounts.errorTitle')}
      emptyText={t('provider.units.emptyAccounts')}
      emptyIcon={IconKey}
      result={result}
      state={state}
      columns={columns}
    />
  );
}

/** `powerbi/workspace` for a partner or the operator: the units' embedded workspaces, read-only. */
export function UnitsWorkspacesList({ viewer }: { viewer: UnitsViewer }) {
  const { t } = useTranslation();
  const state = useUnitsListState();
  const result = useUnitsWorkspaces(state.query);
  const columns: Column<TUnitEmbeddedWorkspace>[] = [
    {
      key: 'name',
      header: t('provider.workspaces.columns.name'),
      render: (workspace) => (
        <>
          {nameCell(workspace)}
          <Ids first={workspace.workspace_id} />
        </>
      ),
    },
    ...useUnitColumns(viewer),
    textColumn(
      'account',
      t('provider.workspaces.columns.account'),
      (workspace) => workspace.provider_account_name,
    ),
    textColumn(
      'capacity',
      t('provider.units.columns.capacity'),
      (workspace) => workspace.capacity_name ?? t('provider.units.noCapacity'),
      { text: (workspace) => ({ c: workspace.capacity_name ? undefined : 'dimmed' }) },
    ),
    {
      key: 'reports',
      header: t('provider.workspaces.columns.reports'),
      align: 'right',
      render: (workspace) => countCell(workspace.reports_count),
    },
  ];
  return (
    <UnitsListFrame<TUnitEmbeddedWorkspace>
      viewer={viewer}
      title={t('provider.workspaces.title')}
      subtitle={t(
        viewer === 'a2m'
          ? 'provider.units.workspacesSubtitleOperator'
          : 'provider.units.workspacesSubtitlePartner',
      )}
      errorTitle={t('provider.workspaces.errorTitle')}
      emptyText={t('provider.units.emptyWorkspaces')}
      emptyIcon={IconLayoutGrid}
      result={result}
      state={state}
      columns={columns}
    />
  );
}
