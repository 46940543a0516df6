import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/list';
import { formatDate } from '../../../lib/format';

/** The last connection test of an account: never, or passed/failed with its date. */
export function LastTest({
  account,
}: {
  account: { last_test_ok: boolean | null; last_tested_at: string | null };
}) {
  const { t } = useTranslation();
  if (account.last_test_ok === null || !account.last_tested_at)
    return (
      <Text size="sm" c="dimmed">
        {t('provider.accounts.neverTested')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        variant="light"
        tt="none"
        color={account.last_test_ok ? 'teal' : 'red'}
        miw="max-content"
        style={{ flexShrink: 0 }}
      >
        {account.last_test_ok ? t('provider.accounts.testOk') : t('provider.accounts.testFailed')}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(account.last_tested_at)}
      </Text>
    </Group>
  );
}

/** One or two identifiers (e.g. application and tenant id) in monospace, the second dimmed. */
export function Ids({ first, second }: { first: string; second?: string | null }) {
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

/** A row's name in bold, first cell of the provider lists. */
export const nameCell = (row: { name: string }) => (
  <Text fw={600} size="sm">
    {row.name}
  </Text>
);

/** A count in a right-aligned column, digits lined up. */
export const countCell = (count: number) => (
  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
    {count}
  </Text>
);

/** What an account row shows, in the unit's list and in the lists across units. */
interface AccountRow {
  name: string;
  application_id: string;
  tenant_id: string;
  workspaces_count: number;
  last_test_ok: boolean | null;
  last_tested_at: string | null;
}

/** The columns every account list has: name, ids, workspaces and the last connection test. */
export function useAccountColumns<T extends AccountRow>(): Record<
  'name' | 'ids' | 'workspaces' | 'lastTest',
  Column<T>
> {
  const { t } = useTranslation();
  return {
    name: { key: 'name', header: t('provider.accounts.columns.name'), render: nameCell },
    ids: {
      key: 'ids',
      header: `${t('provider.accounts.columns.applicationId')} / ${t('provider.accounts.columns.tenantId')}`,
      render: (account) => <Ids first={account.application_id} second={account.tenant_id} />,
    },
    workspaces: {
      key: 'workspaces',
      header: t('provider.accounts.columns.workspaces'),
      align: 'right',
      render: (account) => countCell(account.workspaces_count),
    },
    lastTest: {
      key: 'lastTest',
      header: t('provider.accounts.columns.lastTest'),
      render: (account) => <LastTest account={account} />,
    },
  };
}
