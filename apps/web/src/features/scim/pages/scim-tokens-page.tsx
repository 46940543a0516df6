import { Paper } from '@mantine/core';
import type { TScimToken } from '@mirante/contracts';
import { IconPlugConnected } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, ListPage, ListTable, useDeleteDialog, useFormTarget } from '../../../components/list';
import { UnitPicker } from '../../../components/unit-picker';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteScimToken, useScimTokens } from '../api/scim-tokens';
import { CopyField } from '../components/copy-field';
import { ScimTokenCreatedModal } from '../components/scim-token-created-modal';
import { ScimTokenFormModal } from '../components/scim-token-form-modal';
import { useScimTokenColumns } from '../components/scim-tokens-table';

/**
 * azure/scim: the provisioning tokens a unit's identity provider calls the SCIM endpoints with.
 * A master first picks one of its units.
 */
export function ScimTokensPage() {
  const { t } = useTranslation();
  usePageTitle(t('scim.pageTitle'));
  const isMaster = useCachedUser()?.perfil_usuario === 'master';
  const [unitId, setUnitId] = useState<number | undefined>();
  if (!isMaster) return <ScimTokensBoard />;
  return (
    <ScimTokensBoard
      key={unitId ?? 'none'}
      companyId={unitId}
      picker={<UnitPicker value={unitId} onChange={setUnitId} description={t('scim.unitPickerHint')} />}
    />
  );
}

function ScimTokensBoard({ companyId, picker }: { companyId?: number; picker?: ReactNode }) {
  const { t } = useTranslation();
  // A master sees nothing until a unit is chosen.
  const ready = picker === undefined || companyId !== undefined;
  const tokens = useScimTokens(companyId, ready);
  const [secret, setSecret] = useState<string | null>(null);
  const editing = useFormTarget<TScimToken, TScimToken & { token?: string }>({
    saved: (row, created) => (created ? t('scim.createdTitle') : t('scim.saved', { name: row.description })),
  });
  const remove = useDeleteScimToken();
  const deletion = useDeleteDialog<TScimToken>({
    run: (row) => remove.mutateAsync({ companyId, id: row.id }),
    pending: remove.isPending,
    nameOf: (row) => row.description,
    description: () => t('scim.deleteHint'),
    deleted: (row) => t('scim.deleted', { name: row.description }),
  });
  const columns = useScimTokenColumns({ onEdit: editing.edit, onDelete: deletion.ask });
  const baseUrl = `${window.location.origin}${tokens.data?.base_path ?? '/scim/v2'}`;

  return (
    <ListPage
      title={t('scim.title')}
      description={t('scim.subtitle')}
      actions={
        <AddButton onClick={editing.add} disabled={!ready}>
          {t('scim.add')}
        </AddButton>
      }
    >
      {picker}
      {ready && (
        <>
          <Paper withBorder radius="md" p="md">
            <CopyField label={t('scim.baseUrl')} value={baseUrl} hint={t('scim.baseUrlHint')} />
          </Paper>
          <ListTable
            query={tokens}
            empty={{
              icon: <IconPlugConnected size={28} />,
              title: t('scim.emptyTitle'),
              description: t('scim.emptyText'),
            }}
            errorTitle={t('scim.errorTitle')}
            columns={columns}
            rowKey={(token) => token.id}
            minWidth={720}
            loadingLabel={t('scim.loading')}
            skeletonRows={2}
          />
        </>
      )}

      <ScimTokenFormModal
        {...editing.form}
        companyId={companyId}
        token={editing.value}
        onSaved={(row, created) => {
          editing.form.onSaved(row, created);
          if ('token' in row) setSecret(row.token);
        }}
      />
      <ScimTokenCreatedModal token={secret} baseUrl={baseUrl} onClose={() => setSecret(null)} />
      {deletion.modal}
    </ListPage>
  );
}
