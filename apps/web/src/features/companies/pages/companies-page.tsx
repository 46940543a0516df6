import { Group, SegmentedControl } from '@mantine/core';
import type { TCompanyDetail, TCompanyStatusFilter, TCreateCompanyAdminResponse } from '@mirante/contracts';
import { IconBuildingSkyscraper, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  ListPage,
  ListSearch,
  ListTable,
  useDeleteDialog,
  useFormTarget,
  useNotices,
} from '../../../components/list';
import { useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  fieldsOf,
  useCompanies,
  useDeleteCompany,
  useRestoreCompany,
  useUpdateCompany,
} from '../api/companies-api';
import { type CompanyActions, CompanyRowActions, useCompanyColumns } from '../components/companies-table';
import { CompanyCreatedModal } from '../components/company-created-modal';
import { CompanyFormModal } from '../components/company-form-modal';

/** master: the partner's business units — search, status filter, add/edit, (de)activate, delete/restore. */
export function CompaniesPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.pageTitle'));
  const columns = useCompanyColumns();
  const notices = useNotices();

  const [status, setStatus] = useState<TCompanyStatusFilter>('active');
  // The page number survives reloads in bi:page (page_tenant), as the spec keeps it.
  const list = useListState({ key: 'page_tenant', filters: [status] });
  const editing = useFormTarget<TCompanyDetail>({
    saved: (company) => t('companies.notifications.saved', { name: company.name }),
  });
  const [created, setCreated] = useState<TCreateCompanyAdminResponse | null>(null);

  const query = useCompanies({ page: list.page, search: list.search, status });
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const restore = useRestoreCompany();
  const deletion = useDeleteDialog<TCompanyDetail>({
    mutation: remove,
    deleted: (company) => t('companies.notifications.deleted', { name: company.name }),
  });

  function toggleActive(company: TCompanyDetail) {
    const message = company.active
      ? 'companies.notifications.deactivated'
      : 'companies.notifications.activated';
    void notices.run(
      () => update.mutateAsync({ id: company.id, body: { ...fieldsOf(company), active: !company.active } }),
      t(message, { name: company.name }),
    );
  }

  function restoreCompany(company: TCompanyDetail) {
    void notices.run(
      () => restore.mutateAsync(company.id),
      t('companies.notifications.restored', { name: company.name }),
    );
  }

  const actions: CompanyActions = {
    onEdit: editing.edit,
    onToggleActive: toggleActive,
    onDelete: deletion.ask,
    onRestore: restoreCompany,
  };

  return (
    <ListPage
      title={t('companies.title')}
      description={t('companies.subtitle')}
      actions={<AddButton onClick={editing.add}>{t('companies.add')}</AddButton>}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <SegmentedControl
          aria-label={t('companies.statusLabel')}
          value={status}
          onChange={(value) => setStatus(value as TCompanyStatusFilter)}
          data={(['active', 'inactive', 'deleted'] as const).map((value) => ({
            value,
            label: t(`companies.status.${value}`),
          }))}
        />
        <ListSearch
          state={list}
          label={t('companies.search')}
          placeholder={t('companies.searchPlaceholder')}
          busy={query.isFetching && Boolean(query.data)}
        />
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('companies.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconBuildingSkyscraper size={28} />,
          title: t(`companies.empty.${status}`),
          description: list.search ? t('companies.emptySearch') : undefined,
        }}
        columns={columns}
        rowKey={(company) => company.id}
        rowTestId={(company) => `company-row-${company.subdomain}`}
        minWidth={820}
        actionsWidth={120}
        rowActions={(company) => <CompanyRowActions company={company} actions={actions} />}
        loadingLabel={t('companies.loadingLabel')}
        skeletonRows={6}
      />

      <CompanyFormModal
        {...editing.form}
        company={editing.value}
        onCreated={(answer) => {
          editing.close();
          setCreated(answer);
        }}
      />
      <CompanyCreatedModal created={created} onClose={() => setCreated(null)} />
      {deletion.modal}
    </ListPage>
  );
}
