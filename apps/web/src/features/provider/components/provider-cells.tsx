import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
