import {
  Box,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PAGE_SIZE, type TUnitUser, type TUserListStatus } from '@mirante/contracts';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import type { UsersTexts } from '../texts/pt-BR';
import { getPageState, setPageState, useCachedUser, useStoredConfig } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  usePartnerUnits,
  useLinkableUnits,
  useUserAction,
  useUserAvatar,
  useUserCustomFields,
  useUserGroups,
  useUsers,
} from '../api/users-api';
import { AccessAsUserModal } from '../components/access-as-user-modal';
import { DuplicateUserModal } from '../components/duplicate-user-modal';
import { toRequest, UserFormModal, type UserFormValues } from '../components/user-form-modal';
import { type UserAction, UsersTable, UsersTableSkeleton } from '../components/users-table';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ListFooter } from '../../../components/list-footer';

const SEARCH_DEBOUNCE_MS = 300;
const STATUSES: TUserListStatus[] = ['active', 'inactive', 'blocked', 'test', 'deactivated', 'invited'];

function storedPage(): number {
  const page = Number(getPageState().page_user);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The business unit's users (admin; a master picks one of its units first). */
export function UsersPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('users.pageTitle'));
  const me = useCachedUser();
  const isMaster = me?.perfil_usuario === 'master';

  const units = usePartnerUnits(isMaster);
  const [unitId, setUnitId] = useState<number | undefined>();
  const companyId = isMaster ? unitId : undefined;
  const ready = !isMaster || companyId !== undefined;

  // The page number survives a reload in bi:page (page_user), as the other list screens do.
  const [page, setPage] = useState(storedPage);
  const changePage = (next: number) => {
    setPage(next);
    setPageState({ page_user: String(next) });
  };
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<TUserListStatus | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>();
  const [removed, setRemoved] = useState(false);
  const [fieldId, setFieldId] = useState<number | undefined>();
  const [fieldValue, setFieldValue] = useState('');
  const [fieldTerm] = useDebouncedValue(fieldValue, SEARCH_DEBOUNCE_MS);

  // A new filter starts again from the first page.
  const filterKey = JSON.stringify([
    search.trim(),
    status,
    groupId,
    removed,
    fieldId,
    fieldTerm.trim(),
    companyId,
  ]);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  useEffect(() => {
    if (filterKey === lastFilterKey) return;
    setLastFilterKey(filterKey);
    changePage(1);
  }, [filterKey, lastFilterKey]);

  const query = useUsers(
    { companyId, page, search, status, groupId, removed, fieldId, fieldValue: fieldTerm },
    ready,
  );
  // Groups and custom fields belong to the admin's unit; a master edits without them.
  const groups = useUserGroups(!isMaster);
  const fields = useUserCustomFields(!isMaster);
  const groupList = groups.data?.data ?? [];
  const fieldList = fields.data?.data ?? [];
  const searchableFields = fieldList.filter((f) => f.searchable);

  const action = useUserAction(companyId);
  const [editing, setEditing] = useState<TUnitUser | null | undefined>(undefined);
  const [duplicating, setDuplicating] = useState<TUnitUser | null>(null);
  const [deactivating, setDeactivating] = useState<TUnitUser | null>(null);
  const [removing, setRemoving] = useState<TUnitUser | null>(null);
  const [accessing, setAccessing] = useState<TUnitUser | null>(null);
  const linkable = useLinkableUnits(companyId, ready);
  const picture = useUserAvatar(companyId);
  const isAdmin = me?.perfil_usuario === 'admin';
  // The unit's partner grants its admins remote access to users (allow_admin_remote).
  const adminRemote = useStoredConfig().allow_admin_remote === 'S';

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || DEFAULT_PAGE_SIZE))) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) changePage(totalPages);
  }, [data, page, totalPages, query.isPlaceholderData]);

  const done = (key: keyof UsersTexts['notices']) =>
    notifications.show({ color: 'teal', message: t(`users.notices.${key}`) });
  const told = (message: string) => notifications.show({ color: 'teal', message });
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: isApiError(error) ? error.message : catalog('unexpected_error'),
    });

  function openForm(user: TUnitUser | null) {
    action.reset();
    setEditing(user);
  }

  function onRowAction(kind: UserAction, user: TUnitUser) {
    action.reset();
    if (kind === 'edit') openForm(user);
    else if (kind === 'duplicate') setDuplicating(user);
    else if (kind === 'deactivate') setDeactivating(user);
    else if (kind === 'remove') setRemoving(user);
    else if (kind === 'access') setAccessing(user);
    else if (kind === 'resend')
      action.mutate(
        { kind: 'invitation', id: user.id },
        { onSuccess: () => told(t('users.notices.resent', { email: user.email })), onError: failed },
      );
    else if (kind === 'withdraw')
      action.mutate(
        { kind: 'remove', id: user.id },
        { onSuccess: () => told(t('users.notices.withdrawn')), onError: failed },
      );
    else
      action.mutate(
        { kind, id: user.id },
        { onSuccess: () => done(kind === 'activate' ? 'activated' : 'restored'), onError: failed },
      );
  }

  function submitForm(values: UserFormValues) {
    const body = toRequest(values, fieldList);
    if (editing) {
      action.mutate(
        { kind: 'update', id: editing.id, body },
        {
          onSuccess: () => {
            done('saved');
            setEditing(undefined);
          },
        },
      );
      return;
    }
    action.mutate(
      { kind: 'create', body },
      {
        onSuccess: (answer) => {
          // An e-mail with an account elsewhere is invited; a new one may get a welcome e-mail.
          const added = answer as TUnitUser;
          if (added.list_status === 'invited') told(t('users.notices.invited', { email: added.email }));
          else if (data?.policies.welcome_mail) told(t('users.notices.welcomeSent'));
          else done('created');
          setEditing(undefined);
        },
      },
    );
  }

  const filtered = Boolean(search.trim() || status || groupId || removed || fieldTerm.trim());

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('users.title')}
          </Title>
          <Text c="dimmed">{t('users.subtitle')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)} disabled={!ready}>
          {t('users.add')}
        </Button>
      </Group>

      <Group gap="sm" wrap="wrap" align="flex-end">
        {isMaster && (
          <Select
            w={{ base: '100%', xs: 240 }}
            label={t('users.unit')}
            data={(units.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            value={unitId ? String(unitId) : null}
            onChange={(v) => setUnitId(v ? Number(v) : undefined)}
            searchable
          />
        )}
        <TextInput
          w={{ base: '100%', xs: 300 }}
          aria-label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            query.isFetching && data ? (
              <Loader size={16} aria-label={t('common.states.loading')} />
            ) : typed ? (
              <CloseButton size="sm" aria-label={t('users.clearSearch')} onClick={() => setTyped('')} />
            ) : null
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
        <Select
          w={{ base: '100%', xs: 180 }}
          aria-label={t('users.statusFilter')}
          placeholder={t('users.allStatuses')}
          data={STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
          value={status ?? null}
          onChange={(v) => setStatus((v as TUserListStatus | null) ?? undefined)}
          clearable
        />
        {groupList.length > 0 && (
          <Select
            w={{ base: '100%', xs: 180 }}
            aria-label={t('users.groupFilter')}
            placeholder={t('users.allGroups')}
            data={groupList.map((g) => ({ value: String(g.id), label: g.name }))}
            value={groupId ? String(groupId) : null}
            onChange={(v) => setGroupId(v ? Number(v) : undefined)}
            clearable
            searchable
          />
        )}
        {searchableFields.length > 0 && (
          <Group gap={4} wrap="nowrap">
            <Select
              w={160}
              aria-label={t('users.form.customFields')}
              placeholder={t('users.form.customFields')}
              data={searchableFields.map((f) => ({ value: String(f.id), label: f.name }))}
              value={fieldId ? String(fieldId) : null}
              onChange={(v) => setFieldId(v ? Number(v) : undefined)}
              clearable
            />
            <TextInput
              w={160}
              aria-label={t('users.search')}
              disabled={!fieldId}
              value={fieldValue}
              onChange={(event) => setFieldValue(event.currentTarget.value)}
            />
          </Group>
        )}
        <Switch
          label={t('users.showRemoved')}
          checked={removed}
          onChange={(event) => setRemoved(event.currentTarget.checked)}
          mb={8}
        />
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {!ready ? (
          <Box py={56} px="xl">
            <EmptyState icon={<IconUsers size={28} />} withIndicatorBackground title={t('users.title')} />
          </Box>
        ) : query.isPending ? (
          <UsersTableSkeleton />
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('users.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={filtered ? <IconSearch size={28} /> : <IconUsers size={28} />}
              withIndicatorBackground
              title={filtered ? catalog('not_found') : t('users.empty')}
              description={filtered ? t('users.emptySearch') : t('users.emptyHint')}
            />
          </Box>
        ) : data ? (
          <UsersTable
            users={data.data}
            selfId={me?.id}
            onAction={onRowAction}
            canAccessAsUser={isAdmin && adminRemote}
          />
        ) : null}
      </Paper>

      {data && (
        <ListFooter
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          shown={data.data.length}
          onChange={changePage}
        />
      )}

      <UserFormModal
        opened={editing !== undefined}
        user={editing ?? null}
        groups={groupList}
        linkableUnits={linkable.data ?? []}
        onPicture={async (file) => {
          if (!editing) return null;
          const answer = await picture.mutateAsync({ id: editing.id, file });
          return answer.avatar_url;
        }}
        customFields={fieldList}
        unitPolicies={data?.policies}
        saving={action.isPending}
        error={editing !== undefined ? action.error : null}
        onClose={() => setEditing(undefined)}
        onSubmit={submitForm}
      />
      <DuplicateUserModal
        source={duplicating}
        saving={action.isPending}
        error={duplicating ? action.error : null}
        onClose={() => setDuplicating(null)}
        onSubmit={(body) =>
          duplicating &&
          action.mutate(
            { kind: 'duplicate', id: duplicating.id, body },
            {
              onSuccess: () => {
                done('duplicated');
                setDuplicating(null);
              },
            },
          )
        }
      />
      <Modal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('users.deactivate.title')}
        centered
      >
        <Stack gap="lg">
          <Text size="sm">{t('users.deactivate.body', { name: deactivating?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeactivating(null)}>
              {t('common.actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() =>
                deactivating &&
                action.mutate(
                  { kind: 'deactivate', id: deactivating.id },
                  {
                    onSuccess: () => {
                      done('deactivated');
                      setDeactivating(null);
                    },
                    onError: failed,
                  },
                )
              }
            >
              {t('common.actions.deactivate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <AccessAsUserModal user={accessing} onClose={() => setAccessing(null)} />
      <DeleteConfirmModal
        opened={removing !== null}
        itemName={removing?.name ?? ''}
        loading={action.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await action.mutateAsync({ kind: 'remove', id: removing.id });
            done('removed');
            setRemoving(null);
          } catch (error) {
            failed(error);
          }
        }}
      />
    </Stack>
  );
}
