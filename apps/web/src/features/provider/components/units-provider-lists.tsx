import {
  Alert,
  Badge,
  Box,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TUnitEmbeddedWorkspace, TUnitProviderAccount } from '@mirante/contracts';
import { type Icon, IconEye, IconKey, IconLayoutGrid, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/list-footer';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { UnitPicker } from '../../../components/unit-picker';
import { formatDate } from '../../../lib/format';
import { useCatalog } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { type UnitsListQuery, useUnitsProviderAccounts, useUnitsWorkspaces } from '../api/provider';

/** Who looks across units: a partner (its units, with a unit filter) or the operator (every partner). */
export type UnitsViewer = 'master' | 'a2m';

interface PageOf<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

/** What the list screens need of a query's result. */
interface ListResult<T> {
  data: PageOf<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface UnitsListState {
  query: UnitsListQuery;
  typed: string;
  setTyped: (value: string) => void;
  setPage: (page: number) => void;
  setCompanyId: (id: number | undefined) => void;
}

/** Search, the partner's unit filter and the page, back to page 1 whenever a filter changes. */
function useUnitsListState(): UnitsListState {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  const [search] = useDebouncedValue(typed.trim(), 300);
  // A new filter starts from the first page.
  useEffect(() => setPage(1), [search, companyId]);
  return { query: { page, search, companyId }, typed, setTyped, setPage, setCompanyId };
}

/** The frame both lists share: heading, read-only notice, filters, table, empty and error states. */
function UnitsListFrame<T>({
  viewer,
  title,
  subtitle,
  errorTitle,
  emptyText,
  emptyIcon: EmptyIcon,
  result,
  state,
  minWidth,
  header,
  row,
}: {
  viewer: UnitsViewer;
  title: string;
  subtitle: string;
  errorTitle: string;
  emptyText: string;
  emptyIcon: Icon;
  result: ListResult<T>;
  state: UnitsListState;
  minWidth: number;
  header: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(title);
  const { query } = state;
  const data = result.data;
  const filtered = Boolean(query.search || query.companyId);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <Alert variant="light" color="blue" icon={<IconEye size={20} aria-hidden="true" />}>
        {t('provider.units.readOnly')}
      </Alert>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          w={{ base: '100%', xs: 340 }}
          aria-label={t('provider.units.search')}
          placeholder={t('provider.units.search')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            result.isFetching && data ? (
              <Loader size={16} aria-label={t('provider.units.loading')} />
            ) : state.typed ? (
              <CloseButton
                size="sm"
                aria-label={t('common.actions.clearSearch')}
                onClick={() => state.setTyped('')}
              />
            ) : null
          }
          value={state.typed}
          onChange={(event) => state.setTyped(event.currentTarget.value)}
          type="search"
        />
        {viewer === 'master' && (
          <UnitPicker value={query.companyId} onChange={state.setCompanyId} clearable />
        )}
      </Group>
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {result.isPending ? (
          <Stack p="md" aria-busy="true" aria-label={t('provider.units.loading')}>
            <Skeleton h={14} w="60%" />
            <Skeleton h={14} w="45%" />
            <Skeleton h={14} w="52%" />
          </Stack>
        ) : result.isError && !data ? (
          <QueryErrorAlert title={errorTitle} error={result.error} onRetry={() => void result.refetch()} />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<EmptyIcon size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={filtered ? t('provider.units.emptyFiltered') : emptyText}
            />
          </Box>
        ) : data ? (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>{header}</Table.Thead>
              <Table.Tbody>{data.data.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>
      {data && (
        <ListFooter
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          shown={data.data.length}
          onChange={state.setPage}
        />
      )}
    </Stack>
  );
}

/** The unit (and, for the operator, the partner) a row belongs to. */
function UnitCells({
  viewer,
  item,
}: {
  viewer: UnitsViewer;
  item: { company_name: string; partner_name: string };
}) {
  return (
    <>
      <Table.Td>
        <Text size="sm">{item.company_name}</Text>
      </Table.Td>
      {viewer === 'a2m' && (
        <Table.Td>
          <Text size="sm">{item.partner_name}</Text>
        </Table.Td>
      )}
    </>
  );
}

function UnitHeaders({ viewer }: { viewer: UnitsViewer }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th>{t('provider.units.columns.unit')}</Table.Th>
      {viewer === 'a2m' && <Table.Th>{t('provider.units.columns.partner')}</Table.Th>}
    </>
  );
}

function Ids({ first, second }: { first: string; second?: string | null }) {
  return (
    <>
      <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {first}
      </Text>
      {second && (
        <Text size="xs" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {second}
        </Text>
      )}
    </>
  );
}

/** `powerbi` for a partner or the operator: the accounts of the units in reach, read-only. */
export function UnitsAccountsList({ viewer }: { viewer: UnitsViewer }) {
  const { t } = useTranslation();
  const state = useUnitsListState();
  const result = useUnitsProviderAccounts(state.query);
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
      minWidth={viewer === 'a2m' ? 1040 : 900}
      header={
        <Table.Tr>
          <Table.Th>{t('provider.accounts.columns.name')}</Table.Th>
          <UnitHeaders viewer={viewer} />
          <Table.Th>
            {t('provider.accounts.columns.applicationId')} / {t('provider.accounts.columns.tenantId')}
          </Table.Th>
          <Table.Th ta="right">{t('provider.accounts.columns.workspaces')}</Table.Th>
          <Table.Th>{t('provider.units.columns.secret')}</Table.Th>
          <Table.Th>{t('provider.accounts.columns.lastTest')}</Table.Th>
        </Table.Tr>
      }
      row={(account) => (
        <Table.Tr key={account.id}>
          <Table.Td>
            <Text fw={600} size="sm">
              {account.name}
            </Text>
          </Table.Td>
          <UnitCells viewer={viewer} item={account} />
          <Table.Td>
            <Ids first={account.application_id} second={account.tenant_id} />
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {account.workspaces_count}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" tt="none" color={account.has_secret ? 'teal' : 'gray'} miw="max-content">
              {account.has_secret ? t('provider.units.secretStored') : t('provider.units.secretMissing')}
            </Badge>
          </Table.Td>
          <Table.Td>
            {account.last_test_ok === null || !account.last_tested_at ? (
              <Text size="sm" c="dimmed">
                {t('provider.accounts.neverTested')}
              </Text>
            ) : (
              <Group gap={6} wrap="nowrap">
                <Badge
                  variant="light"
                  tt="none"
                  color={account.last_test_ok ? 'teal' : 'red'}
                  miw="max-content"
                >
                  {account.last_test_ok ? t('provider.accounts.testOk') : t('provider.accounts.testFailed')}
                </Badge>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(account.last_tested_at)}
                </Text>
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** `powerbi/workspace` for a partner or the operator: the units' embedded workspaces, read-only. */
export function UnitsWorkspacesList({ viewer }: { viewer: UnitsViewer }) {
  const { t } = useTranslation();
  const state = useUnitsListState();
  const result = useUnitsWorkspaces(state.query);
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
      minWidth={viewer === 'a2m' ? 1040 : 900}
      header={
        <Table.Tr>
          <Table.Th>{t('provider.workspaces.columns.name')}</Table.Th>
          <UnitHeaders viewer={viewer} />
          <Table.Th>{t('provider.workspaces.columns.account')}</Table.Th>
          <Table.Th>{t('provider.units.columns.capacity')}</Table.Th>
          <Table.Th ta="right">{t('provider.workspaces.columns.reports')}</Table.Th>
        </Table.Tr>
      }
      row={(workspace) => (
        <Table.Tr key={workspace.id}>
          <Table.Td>
            <Text fw={600} size="sm">
              {workspace.name}
            </Text>
            <Ids first={workspace.workspace_id} />
          </Table.Td>
          <UnitCells viewer={viewer} item={workspace} />
          <Table.Td>
            <Text size="sm">{workspace.provider_account_name}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={workspace.capacity_name ? undefined : 'dimmed'}>
              {workspace.capacity_name ?? t('provider.units.noCapacity')}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {workspace.reports_count}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
