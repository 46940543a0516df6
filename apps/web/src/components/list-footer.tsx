import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ListFooterProps {
  /** Current page, from 1. */
  page: number;
  perPage: number;
  /** Rows of every page together. */
  total: number;
  /** Rows on this page. */
  shown: number;
  onChange: (page: number) => void;
}

/** Under a list: "21–40 of 45" and the page buttons (only when there is more than one page). */
export function ListFooter({ page, perPage, total, shown, onChange }: ListFooterProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const totalPages = Math.max(1, Math.ceil(total / (perPage || 1)));
  const current = Math.min(page, totalPages);
  const from = (current - 1) * perPage + 1;
  const to = Math.min(total, from + shown - 1);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {t('common.pagination.summary', { from, to, total })}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={current}
          onChange={onChange}
          withEdges
          aria-label={t('common.pagination.label')}
          getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
