import { Group, SegmentedControl, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PARTNER_STATUS_FILTERS, type TPartner, type TPartnerStatusFilter } from '@mirante/contracts';
import { IconBuildingStore, IconHelpCircle, IconSearch } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AddButton,
  ListPage,
  ListSearch,
  ListTable,
  PageTabs,
  useFormTarget,
} from '../../../components/list';
import { useListState, useTabParam } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePartners } from '../../../lib/partners';
import { PartnerFormModal } from '../components/partner-form-modal';
import { PartnerStatusModal } from '../components/partner-status-modal';
import { PartnerRowActions, usePartnerColumns } from '../components/partners-table';

function readStatus(value: string | null): TPartnerStatusFilter {
  return (PARTNER_STATUS_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as TPartnerStatusFilter)
    : 'all';
}

/**
 * a2m: every partner, searchable by name or document, filtered by status and paginated (page,
 * search and status live in the URL); add, edit, deactivate and reactivate from here, and open
 * the tickets of a partner's units.
 */
export interface PartnersPageProps {
  /** The dialog listing a partner's units' tickets (the help desk's), when the screen has one. */
  TicketsDialog?: ComponentType<{ partner: TPartner | null; onClose: () => void }>;
  /** The platform's FAQ manager, shown in a tab beside the partners when the screen has one. */
  platformFaq?: ReactNode;
}

export function PartnersPage({ TicketsDialog, platformFaq }: PartnersPageProps = {}) {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam(['partners', 'faq']);
  usePageTitle(t('partners.pageTitle'));

  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  // Page and search live in the address, as the status does.
  const list = useListState({ key: 'url', filters: [status] });
  const editing = useFormTarget<TPartner>({
    saved: (row, created) => t(created ? 'partners.created' : 'partners.updated', { name: row.name }),
  });
  const [toggling, setToggling] = useState<TPartner | null>(null);
  const [ticketsOf, setTicketsOf] = useState<TPartner | null>(null);
  const columns = usePartnerColumns();
  const query = usePartners({ page: list.page, search: list.search, status });

  function setStatus(next: string) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'all') updated.delete('status');
      else updated.set('status', next);
      updated.delete('page');
      return updated;
    });
  }

  const partnersList = (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <SegmentedControl
          aria-label={t('partners.statusFilter')}
          value={status}
          onChange={setStatus}
          data={PARTNER_STATUS_FILTERS.map((value) => ({ value, label: t(`partners.filter.${value}`) }))}
        />
        <ListSearch
          state={list}
          label={t('partners.search')}
          placeholder={t('partners.searchPlaceholder')}
          busy={query.isFetching && Boolean(query.data)}
          size="sm"
        />
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('partners.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconBuildingStore size={28} />,
          description: list.search || status !== 'all' ? t('partners.emptySearch') : undefined,
        }}
        columns={columns}
        rowKey={(partner) => partner.id}
        minWidth={860}
        rowActions={(partner) => (
          <PartnerRowActions
            partner={partner}
            onEdit={editing.edit}
            onToggleActive={setToggling}
            onTickets={TicketsDialog ? setTicketsOf : undefined}
          />
        )}
        loadingLabel={t('partners.loadingLabel')}
        skeletonRows={6}
      />
    </Stack>
  );

  return (
    <ListPage
      title={t('partners.title')}
      description={t('partners.subtitle')}
      actions={
        tab === 'partners' || !platformFaq ? (
          <AddButton onClick={editing.add}>{t('partners.add')}</AddButton>
        ) : null
      }
    >
      {platformFaq ? (
        <PageTabs
          value={tab}
          onChange={setTab}
          tabs={[
            {
              value: 'partners',
              label: t('partners.tabs.partners'),
              icon: IconBuildingStore,
              panel: partnersList,
            },
            { value: 'faq', label: t('partners.tabs.faq'), icon: IconHelpCircle, panel: platformFaq },
          ]}
        />
      ) : (
        partnersList
      )}

      <PartnerFormModal {...editing.form} partner={editing.value} />
      {TicketsDialog ? <TicketsDialog partner={ticketsOf} onClose={() => setTicketsOf(null)} /> : null}
      <PartnerStatusModal
        partner={toggling}
        onClose={() => setToggling(null)}
        onDone={(changed) => {
          notifications.show({
            color: 'teal',
            message: t(changed.active ? 'partners.reactivated' : 'partners.deactivated', {
              name: changed.name,
            }),
          });
          setToggling(null);
        }}
      />
    </ListPage>
  );
}
