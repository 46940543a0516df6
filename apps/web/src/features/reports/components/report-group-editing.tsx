import { Text } from '@mantine/core';
import type { TReportGroup } from '@mirante/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDialog, useFormTarget } from '../../../components/list';
import { useDeleteReportGroup } from '../api/reports-api';
import { ReportGroupFormModal } from './report-group-form-modal';

export interface ReportGroupEditing {
  /** Opens the form: null adds a group. */
  edit: (group: TReportGroup | null) => void;
  /** Asks before deleting a group (its reports move out of it). */
  remove: (group: TReportGroup) => void;
  /** The form and the delete question; render them once. */
  modals: ReactElement;
}

/** Adding, editing and deleting report groups, with their notices, for any screen listing them. */
export function useReportGroupEditing(): ReportGroupEditing {
  const { t } = useTranslation();
  const editing = useFormTarget<TReportGroup>({
    saved: (row, created) =>
      t(created ? 'reports.groups.created' : 'reports.groups.updated', { name: row.name }),
  });
  const deleteGroup = useDeleteReportGroup();
  const deletion = useDeleteDialog<TReportGroup>({
    run: (group) => deleteGroup.mutateAsync({ id: group.id, moveReports: group.reports_count > 0 }),
    deleted: (group, answer) => {
      const moved = (answer as { moved: number }).moved;
      return moved > 0
        ? t('reports.groups.deletedMoved', { name: group.name, count: moved })
        : t('reports.groups.deleted', { name: group.name });
    },
    pending: deleteGroup.isPending,
    description: (group) =>
      group.reports_count > 0 ? (
        <Text size="sm">{t('reports.groups.deleteMovesReports', { count: group.reports_count })}</Text>
      ) : undefined,
  });

  const modals = (
    <>
      <ReportGroupFormModal {...editing.form} group={editing.value} />
      {deletion.modal}
    </>
  );
  return {
    edit: (group) => (group ? editing.edit(group) : editing.add()),
    remove: deletion.ask,
    modals,
  };
}
