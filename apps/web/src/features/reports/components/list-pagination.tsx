import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "1–20 of 45" and the pages, under a list. */
export function ListPagination({
  page,
  perPage,
  total,
  shown,
  onChange,
}: {
  page: number;
  perPage: number;
  total: number;
  shown: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const totalPages = Math.max(1, Math.ceil(total / (perPage || 1)));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, from + shown - 1);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {t('reports.summary', { from, to, total })}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onChange}
          withEdges
          aria-label={t('pagination.label')}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
        />
      )}
    </Group>
  );
}

/** The page kept in bi:page for a list, or 1. */
export function storedPageNumber(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
