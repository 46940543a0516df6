import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_PAGE_SIZE,
  EMBED_LINK_STATES,
  type EmbedLinkState,
  type TEmbedLink,
} from '@mirante/contracts';
import {
  IconCopy,
  IconExternalLink,
  IconInfoCircle,
  IconLink,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { formatDate } from '../../../lib/format';
import {
  embedLinkUrl,
  useEmbedLinks,
  useRegenerateEmbedLinks,
  useRevokeEmbedLinks,
  useUpdateEmbedLink,
} from '../api/embed-links-api';
import { EmbedLinkFormModal } from './embed-link-form-modal';
import { StatusBadge } from '../../../components/status-badge';

const STATE_COLORS: Record<EmbedLinkState, string> = { active: 'teal', disabled: 'gray', expired: 'orange' };

/**
 * A report's embed links (its management screen), or the unit's (report management's tab):
 * search, state filter and pages; per link its
 * address, allowed sites, creation, last use and views; switch, new address or revoke one, or
 * the selected ones at once after a confirmation.
 */
export function EmbedLinksPanel({
  reportId,
  reportKind,
}: {
  /** One report's links (made here too); without it, the unit's links to every report. */
  reportId?: number;
  reportKind?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [state, setState] = useState<EmbedLinkState | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TEmbedLink | null>(null);
  const query = useEmbedLinks({ reportId, page, search: debounced, state });
  const update = useUpdateEmbedLink();
  const regenerate = useRegenerateEmbedLinks();
  const revoke = useRevokeEmbedLinks();
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const enabled = query.data?.embedding_enabled ?? true;

  useEffect(() => setPage(1), [debounced, state]);
  // A selection holds only links still on the page.
  useEffect(() => setSelected((ids) => ids.filter((id) => rows.some((r) => r.id === id))), [query.data]);

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });

  function confirmBulk(kind: 'regenerate' | 'revoke', ids: number[]) {
    modals.openConfirmModal({
      title: t(`embedLinks.confirm.${kind}Title`),
      centered: true,
      children: <Text size="sm">{t(`embedLinks.confirm.${kind}`, { count: ids.length })}</Text>,
      labels: {
        confirm: kind === 'revoke' ? t('embedLinks.actions.revoke') : t('embedLinks.actions.regenerate'),
        cancel: t('common.actions.cancel'),
      },
      confirmProps: { color: kind === 'revoke' ? 'red' : undefined },
      onConfirm: () => {
        const run = kind === 'revoke' ? revoke : regenerate;
        run
          .mutateAsync(ids)
          .then(({ count }) => {
            notifications.show({ color: 'teal', message: t(`embedLinks.done.${kind}d`, { count }) });
            setSelected([]);
          })
          .catch(failed);
      },
    });
  }

  function copy(link: TEmbedLink) {
    void navigator.clipboard
      .writeText(embedLinkUrl(link))
      .then(() => notifications.show({ color: 'teal', message: t('embedLinks.actions.copied') }))
      .catch(failed);
  }

  function toggle(link: TEmbedLink) {
    update
      .mutateAsync({ id: link.id, input: { enabled: !link.enabled } })
      .then(() => notifications.show({ color: 'teal', message: t('embedLinks.done.updated') }))
      .catch(failed);
  }

  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="embed-links-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz={18} id="embed-links-title">
              {t('embedLinks.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {reportId === undefined ? t('embedLinks.unitSubtitle') : t('embedLinks.subtitle')}
            </Text>
          </Stack>
          {reportId !== undefined && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={!enabled}>
              {t('embedLinks.add')}
            </Button>
          )}
        </Group>
        {!enabled && (
          <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} />}>
            {t('embedLinks.disabledHint')}
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="sm" align="flex-end">
            <Select
              label={t('embedLinks.stateFilter')}
              placeholder={t('embedLinks.all')}
              clearable
              w={160}
              value={state}
              onChange={(value) => setState(value as EmbedLinkState | null)}
              data={EMBED_LINK_STATES.map((value) => ({ value, label: t(`embedLinks.states.${value}`) }))}
            />
            <TextInput
              label={t('embedLinks.search')}
              placeholder={t('embedLinks.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={240}
            />
          </Group>
          {selected.length > 0 && (
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} />}
                loading={regenerate.isPending}
                disabled={!enabled}
                onClick={() => confirmBulk('regenerate', selected)}
              >
                {t('embedLinks.actions.regenerateSelected', { count: selected.length })}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={revoke.isPending}
                onClick={() => confirmBulk('revoke', selected)}
              >
                {t('embedLinks.actions.revokeSelected', { count: selected.length })}
              </Button>
            </Group>
          )}
        </Group>

        {query.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('embedLinks.loading')}>
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : query.isError ? (
          <QueryErrorAlert
            title={t('embedLinks.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : rows.length === 0 ? (
          <Group gap="xs" c="dimmed" py="md" justify="center">
            <IconLink size={20} aria-hidden="true" />
            <Text size="sm">
              {debounced || state
                ? t('embedLinks.emptySearch')
                : reportId === undefined
                  ? t('embedLinks.emptyUnit')
                  : t('embedLinks.empty')}
            </Text>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" aria-labelledby="embed-links-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('embedLinks.columns.selectAll')}
                      checked={allOnPage}
                      indeterminate={!allOnPage && selected.length > 0}
                      onChange={() => setSelected(allOnPage ? [] : rows.map((r) => r.id))}
                    />
                  </Table.Th>
                  <Table.Th>{t('embedLinks.columns.name')}</Table.Th>
                  {reportId === undefined && <Table.Th>{t('embedLinks.columns.report')}</Table.Th>}
                  <Table.Th miw={110}>{t('embedLinks.columns.state')}</Table.Th>
                  <Table.Th>{t('embedLinks.columns.expires')}</Table.Th>
                  <Table.Th>{t('embedLinks.columns.origins')}</Table.Th>
                  <Table.Th>{t('embedLinks.columns.created')}</Table.Th>
                  <Table.Th>{t('embedLinks.columns.lastUsed')}</Table.Th>
                  <Table.Th ta="right">{t('embedLinks.columns.views')}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t('common.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((link) => (
                  <Table.Tr key={link.id} data-testid={`embed-link-row-${link.id}`}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('embedLinks.columns.select', { name: link.name })}
                        checked={selected.includes(link.id)}
                        onChange={() =>
                          setSelected((ids) =>
                            ids.includes(link.id) ? ids.filter((id) => id !== link.id) : [...ids, link.id],
                          )
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {link.name}
                      </Text>
                    </Table.Td>
                    {reportId === undefined && (
                      <Table.Td>
                        <Anchor component={Link} to={`/${link.report.id}/management/view`} size="sm">
                          {link.report.title}
                        </Anchor>
                      </Table.Td>
                    )}
                    <Table.Td>
                      <StatusBadge variant="light" color={STATE_COLORS[link.state]} radius="xl">
                        {t(`embedLinks.states.${link.state}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {link.expires_at ? formatDate(link.expires_at, 'datetime') : t('embedLinks.noExpiry')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{link.allowed_origins.join(', ') || t('embedLinks.anyOrigin')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {link.created_by
                          ? t('embedLinks.createdBy', {
                              date: formatDate(link.created_at, 'datetime'),
                              name: link.created_by.name,
                            })
                          : formatDate(link.created_at, 'datetime')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {link.last_used_at
                          ? formatDate(link.last_used_at, 'datetime')
                          : t('embedLinks.never')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{link.views}</Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActionsMenu
                        name={link.name}
                        actions={[
                          { label: t('embedLinks.actions.copy'), icon: IconCopy, onClick: () => copy(link) },
                          {
                            label: t('common.actions.edit'),
                            icon: IconPencil,
                            onClick: () => setEditing(link),
                            disabled: !enabled,
                          },
                          {
                            label: t('embedLinks.actions.open'),
                            icon: IconExternalLink,
                            onClick: () => window.open(embedLinkUrl(link), '_blank', 'noopener,noreferrer'),
                          },
                          {
                            label: link.enabled
                              ? t('embedLinks.actions.disable')
                              : t('embedLinks.actions.enable'),
                            icon: link.enabled ? IconPlayerPause : IconPlayerPlay,
                            onClick: () => toggle(link),
                            disabled: !enabled,
                            divided: true,
                          },
                          {
                            label: t('embedLinks.actions.regenerate'),
                            icon: IconRefresh,
                            onClick: () => confirmBulk('regenerate', [link.id]),
                            disabled: !enabled,
                          },
                          {
                            label: t('embedLinks.actions.revoke'),
                            icon: IconTrash,
                            color: 'red',
                            onClick: () => confirmBulk('revoke', [link.id]),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > DEFAULT_PAGE_SIZE && (
          <Group justify="flex-end">
            <Pagination
              value={page}
              onChange={setPage}
              total={Math.ceil(total / DEFAULT_PAGE_SIZE)}
              getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            />
          </Group>
        )}
      </Stack>
      {reportId !== undefined && (
        <EmbedLinkFormModal
          reportId={reportId}
          powerBi={reportKind === 'powerbi'}
          opened={adding}
          onClose={() => setAdding(false)}
        />
      )}
      <EmbedLinkFormModal
        reportId={editing?.report.id ?? reportId ?? 0}
        link={editing}
        powerBi={(editing?.report.kind ?? reportKind) === 'powerbi'}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
