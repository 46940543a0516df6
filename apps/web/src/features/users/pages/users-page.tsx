import { Button, Group, Paper, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TUnitUser, TUserListStatus } from '@mirante/contracts';
import { IconFileImport, IconSearch, IconUsers } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import {
  AddButton,
  ListEmptyState,
  ListPage,
  ListSearch,
  ListTable,
  useFormTarget,
  useNotices,
} from '../../../components/list';
import { SEARCH_DEBOUNCE_MS, useListState } from '../../../lib/list';
import type { UsersTexts } from '../texts/pt-BR';
import { useCachedUser, useStoredConfig } from '../../../lib/storage';
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
import { DeactivateUserModal } from '../components/deactivate-user-modal';
import { type UserAction, UserRowActions, useUserColumns } from '../components/users-table';

const STATUSES: TUserListStatus[] = ['active', 'inactive', 'blocked', 'test', 'deactivated', 'invited'];

/** The import wizard the app hands in (a feature of its own). */
export type ImportWizardComponent = ComponentType<{
  opened: boolean;
  companyId: number | undefined;
  onClose: () => void;
}>;

/** The business unit's users (admin; a master picks one of its units first). */
export function UsersPage({ ImportWizard }: { ImportWizard?: ImportWizardComponent } = {}) {
  const { t } = useTranslation();
  const columns = useUserColumns();
  usePageTitle(t('users.pageTitle'));
  const me = useCachedUser();
  const isMaster = me?.perfil_usuario === 'master';

  const units = usePartnerUnits(isMaster);
  const [unitId, setUnitId] = useState<number | undefined>();
  const companyId = isMaster ? unitId : undefined;
  const ready = !isMaster || companyId !== undefined;

  const [status, setStatus] = useState<TUserListStatus | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>();
  const [removed, setRemoved] = useState(false);
  const [fieldId, setFieldId] = useState<number | undefined>();
  const [fieldValue, setFieldValue] = useState('');
  const [fieldTerm] = useDebouncedValue(fieldValue, SEARCH_DEBOUNCE_MS);
  // The page number survives a reload in bi:page (page_user), as the other list screens do.
  const list = useListState({
    key: 'page_user',
    filters: [status, groupId, removed, fieldId, fieldTerm.trim(), companyId],
  });
  const { page, search } = list;

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
  const editing = useFormTarget<TUnitUser>();
  const [duplicating, setDuplicating] = useState<TUnitUser | null>(null);
  const [deactivating, setDeactivating] = useState<TUnitUser | null>(null);
  const [removing, setRemoving] = useState<TUnitUser | null>(null);
  const [accessing, setAccessing] = useState<TUnitUser | null>(null);
  const [importing, setImporting] = useState(false);
  const linkable = useLinkableUnits(companyId, ready);
  const picture = useUserAvatar(companyId);
  const isAdmin = me?.perfil_usuario === 'admin';
  // The unit's partner grants its admins remote access to users (allow_admin_remote).
  const adminRemote = useStoredConfig().allow_admin_remote === 'S';

  const data = query.data;
  const done = (key: keyof UsersTexts['notices']) => told(t(`users.notices.${key}`));
  const { done: told, failed } = useNotices();

  function openForm(user: TUnitUser | null) {
    action.reset();
    if (user) editing.edit(user);
    else editing.add();
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
    if (editing.value) {
      action.mutate(
        { kind: 'update', id: editing.value.id, body },
        {
          onSuccess: () => {
            done('saved');
            editing.close();
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
          editing.close();
        },
      },
    );
  }

  const filtered = Boolean(search || status || groupId || removed || fieldTerm.trim());

  return (
    <ListPage
      title={t('users.title')}
      description={t('users.subtitle')}
      actions={
        <Group gap="sm">
          {ImportWizard && (
            <Button
              variant="default"
              leftSection={<IconFileImport size={18} />}
              onClick={() => setImporting(true)}
              disabled={!ready}
            >
              {t('userImport.open')}
            </Button>
          )}
          <AddButton onClick={() => openForm(null)} disabled={!ready}>
            {t('users.add')}
          </AddButton>
        </Group>
      }
    >
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
        <ListSearch
          state={list}
          w={{ base: '100%', xs: 300 }}
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          clearLabel={t('users.clearSearch')}
          busy={query.isFetching && Boolean(data)}
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

      {ready ? (
        <ListTable
          query={query}
          list={list}
          errorTitle={t('users.errorTitle')}
          empty={{
            icon: filtered ? <IconSearch size={28} /> : <IconUsers size={28} />,
            title: filtered ? undefined : t('users.empty'),
            description: filtered ? t('users.emptySearch') : t('users.emptyHint'),
          }}
          columns={columns}
          rowKey={(user) => user.id}
          rowTestId={(user) => `user-row-${user.email}`}
          minWidth={760}
          rowActions={(user) => (
            <UserRowActions
              user={user}
              selfId={me?.id}
              onAction={onRowAction}
              canAccessAsUser={isAdmin && adminRemote}
            />
          )}
          skeletonRows={6}
        />
      ) : (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <ListEmptyState icon={<IconUsers size={28} />} title={t('users.title')} />
        </Paper>
      )}

      <UserFormModal
        opened={editing.opened}
        user={editing.value}
        groups={groupList}
        linkableUnits={linkable.data ?? []}
        onPicture={async (file) => {
          if (!editing.value) return null;
          const answer = await picture.mutateAsync({ id: editing.value.id, file });
          return answer.avatar_url;
        }}
        customFields={fieldList}
        unitPolicies={data?.policies}
        saving={action.isPending}
        error={editing.opened ? action.error : null}
        onClose={editing.close}
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
      <DeactivateUserModal
        user={deactivating}
        loading={action.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={(user) =>
          action.mutate(
            { kind: 'deactivate', id: user.id },
            {
              onSuccess: () => {
                done('deactivated');
                setDeactivating(null);
              },
              onError: failed,
            },
          )
        }
      />
      <AccessAsUserModal user={accessing} onClose={() => setAccessing(null)} />
      {ImportWizard && ready && (
        <ImportWizard opened={importing} companyId={companyId} onClose={() => setImporting(false)} />
      )}
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
    </ListPage>
  );
}
