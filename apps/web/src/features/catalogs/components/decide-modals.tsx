import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Radio,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TCatalogRequest, type TReportFilter, ZDenyCatalogRequest } from '@mirante/contracts';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api';
import { contractValidate, maxLengthOf, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useDenyRequest, useGrantRequest } from '../api/catalogs';

interface FilterDraft {
  key: number;
  table: string;
  column: string;
  values: string;
}

let nextKey = 1;
const blankFilter = (): FilterDraft => ({ key: nextKey++, table: '', column: '', values: '' });

function toFilter(draft: FilterDraft): TReportFilter {
  return {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: draft.table.trim(), column: draft.column.trim() },
    operator: 'In',
    values: draft.values
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
    filterType: 1,
  };
}

/**
 * Grant a request. For a report with filters or RLS the admin chooses: configure the
 * requester's roles and filters (kept on their access row), or release it without filters.
 */
export function GrantModal({ request, onClose }: { request: TCatalogRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const grant = useGrantRequest();
  const [mode, setMode] = useState<'filters' | 'no_filters'>('no_filters');
  const [roles, setRoles] = useState<string[]>([]);
  const [filters, setFilters] = useState<FilterDraft[]>([]);
  const [localError, setLocalError] = useState<string | null>(null);
  const narrowable = request !== null && request.filter_mode !== 'none';

  useEffect(() => {
    if (!request) return;
    grant.reset();
    setMode(request.filter_mode === 'none' ? 'no_filters' : 'filters');
    setRoles([]);
    setFilters([]);
    setLocalError(null);
  }, [request]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const complete = filters.filter((f) => f.table.trim() && f.column.trim() && f.values.trim());
    if (mode === 'filters' && roles.length === 0 && complete.length === 0) {
      setLocalError(t('catalogs.grant.needsFilter'));
      return;
    }
    setLocalError(null);
    try {
      await grant.mutateAsync({
        id: request.id,
        input:
          mode === 'filters'
            ? { mode, rls_roles: roles, filters: complete.map(toFilter) }
            : { mode: 'no_filters' },
      });
      notifications.show({
        color: 'teal',
        message: t('catalogs.grant.done', { title: request.report_title, name: request.user.name }),
      });
      onClose();
    } catch {
      // Shown below.
    }
  }

  const error =
    localError ??
    (grant.error ? (isApiError(grant.error) ? grant.error.message : catalog('unexpected_error')) : null);

  return (
    <FormModal
      opened={request !== null}
      onClose={onClose}
      size={narrowable ? 'lg' : 'md'}
      title={t('catalogs.grant.title', { title: request?.report_title ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.actions.cancel') }}
      onSubmit={submit}
      pending={grant.isPending}
      submitProps={{ color: 'teal' }}
      submitLabel={t('catalogs.grant.confirm')}
    >
      <Text size="sm">
        {t('catalogs.grant.to', { name: request?.user.name ?? '', email: request?.user.email ?? '' })}
      </Text>
      {error && (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {error}
        </Alert>
      )}
      {narrowable ? (
        <Radio.Group
          label={t('catalogs.grant.filtersAsk')}
          value={mode}
          onChange={(v) => setMode(v as 'filters' | 'no_filters')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="filters" label={t('catalogs.grant.configure')} />
            <Radio value="no_filters" label={t('catalogs.grant.release')} />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('catalogs.grant.plain')}
        </Text>
      )}
      {narrowable && mode === 'filters' && (
        <Stack gap="sm">
          <TagsInput
            label={t('catalogs.grant.roles')}
            description={t('catalogs.grant.rolesHint')}
            value={roles}
            onChange={setRoles}
            clearable
          />
          <Text size="sm" fw={500}>
            {t('catalogs.grant.filters')}
          </Text>
          {filters.map((f) => (
            <Group key={f.key} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('catalogs.grant.table')}
                value={f.table}
                onChange={(e) => {
                  const table = e.currentTarget.value;
                  setFilters((list) => list.map((x) => (x.key === f.key ? { ...x, table } : x)));
                }}
              />
              <TextInput
                style={{ flex: 1 }}
                label={t('catalogs.grant.column')}
                value={f.column}
                onChange={(e) => {
                  const column = e.currentTarget.value;
                  setFilters((list) => list.map((x) => (x.key === f.key ? { ...x, column } : x)));
                }}
              />
              <TextInput
                style={{ flex: 2 }}
                label={t('catalogs.grant.values')}
                placeholder={t('catalogs.grant.valuesHint')}
                value={f.values}
                onChange={(e) => {
                  const values = e.currentTarget.value;
                  setFilters((list) => list.map((x) => (x.key === f.key ? { ...x, values } : x)));
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('catalogs.grant.removeFilter')}
                onClick={() => setFilters((list) => list.filter((x) => x.key !== f.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setFilters((list) => [...list, blankFilter()])}
          >
            {t('catalogs.grant.addFilter')}
          </Button>
        </Stack>
      )}
    </FormModal>
  );
}

/** Deny a request; the reason is required and shown to the requester. */
export function DenyModal({ request, onClose }: { request: TCatalogRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deny = useDenyRequest();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const word = useWordFieldError(useCallback(() => t('catalogs.deny.reason'), [t]));
  const failure = useServerFieldErrors({
    error: deny.error,
    fields: ['reason'],
    setFieldError: (_field, text) => setReasonError(text),
    word,
  });

  useEffect(() => {
    if (!request) return;
    deny.reset();
    setReason('');
    setReasonError(null);
  }, [request]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const input = { reason: reason.trim() };
    const refused = contractValidate(ZDenyCatalogRequest, word)(input).reason;
    setReasonError(refused ? String(refused) : null);
    if (refused) return;
    try {
      await deny.mutateAsync({ id: request.id, input });
      notifications.show({ color: 'teal', message: t('catalogs.deny.done', { name: request.user.name }) });
      onClose();
    } catch {
      // Shown below.
    }
  }

  return (
    <FormModal
      opened={request !== null}
      onClose={onClose}
      title={t('catalogs.deny.title', { title: request?.report_title ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.actions.cancel') }}
      onSubmit={submit}
      message={failure}
      pending={deny.isPending}
      submitProps={{ color: 'red' }}
      submitLabel={t('catalogs.deny.confirm')}
    >
      <Textarea
        label={t('catalogs.deny.reason')}
        required
        autosize
        minRows={3}
        maxLength={maxLengthOf(ZDenyCatalogRequest.shape.reason)}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={reasonError}
        data-autofocus
      />
    </FormModal>
  );
}
