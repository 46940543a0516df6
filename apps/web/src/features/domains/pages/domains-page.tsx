import { Alert, Group, SimpleGrid } from '@mantine/core';
import type { TUnitDomain } from '@mirante/contracts';
import { IconInfoCircle, IconSearch, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, ListSearch, ListTable } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDomainBilling, useDomainFee, useDomains } from '../api/domains-api';
import { DomainModal, SubdomainModal } from '../components/address-modals';
import { type DomainActions, DomainRowActions, useDomainColumns } from '../components/domains-table';
import { DomainBillingCard, DomainFeeCard } from '../components/fee-and-billing';
import { RemoveDomainModal } from '../components/remove-domain-modal';

/**
 * `domain`: the subdomains and custom domains of the units in reach. The operator sees every
 * unit and sets the domain fee, a partner manages its own units' addresses, a unit admin reads
 * its own (the partner changes them, since a custom domain is billed).
 */
export function DomainsPage() {
  const { t } = useTranslation();
  usePageTitle(t('domains.pageTitle'));
  const profile = useCachedUser()?.perfil_usuario;
  const isOperator = profile === 'a2m';
  const canSeeCharges = profile === 'a2m' || profile === 'master';

  const list = useListState();
  const { search } = list;

  const query = useDomains({ page: list.page, search });
  const fee = useDomainFee(canSeeCharges);
  const billing = useDomainBilling(canSeeCharges);
  const data = query.data;
  const policies = data?.policies;
  const baseDomain = data?.base_domain ?? '';

  const [editingSubdomain, setEditingSubdomain] = useState<TUnitDomain | null>(null);
  const [registering, setRegistering] = useState<TUnitDomain | null>(null);
  const [removing, setRemoving] = useState<TUnitDomain | null>(null);
  const columns = useDomainColumns({ baseDomain, showPartner: isOperator });
  const actions: DomainActions | null = policies?.manage
    ? { onEditSubdomain: setEditingSubdomain, onRegisterDomain: setRegistering, onRemoveDomain: setRemoving }
    : null;

  const subtitle = isOperator
    ? t('domains.subtitleOperator')
    : profile === 'master'
      ? t('domains.subtitlePartner')
      : t('domains.subtitleAdmin');

  return (
    <ListPage title={t('domains.title')} description={subtitle}>
      {canSeeCharges && (
        <SimpleGrid cols={{ base: 1, md: isOperator ? 2 : 1 }} spacing="lg">
          {isOperator && <DomainFeeCard fee={fee.data} />}
          <DomainBillingCard billing={billing.data} fee={fee.data} byPartner={isOperator} />
        </SimpleGrid>
      )}

      {policies && !policies.manage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t('domains.adminNotice')}
        </Alert>
      )}

      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <ListSearch
          state={list}
          w={{ base: '100%', xs: 360 }}
          label={t('domains.search')}
          placeholder={t('domains.searchPlaceholder')}
          busy={query.isFetching && Boolean(data)}
        />
      </Group>

      <ListTable
        query={query}
        list={list}
        errorTitle={t('domains.errorTitle')}
        empty={{
          icon: search ? <IconSearch size={28} /> : <IconWorld size={28} />,
          description: search ? t('domains.emptySearch') : t('domains.empty'),
        }}
        columns={columns}
        rowKey={(unit) => unit.id}
        rowTestId={(unit) => `domain-row-${unit.subdomain ?? unit.id}`}
        minWidth={760}
        rowActions={actions ? (unit) => <DomainRowActions unit={unit} actions={actions} /> : undefined}
        loadingLabel={t('domains.loading')}
      />

      <SubdomainModal
        unit={editingSubdomain}
        baseDomain={baseDomain}
        onClose={() => setEditingSubdomain(null)}
      />
      <DomainModal
        unit={registering}
        baseDomain={baseDomain}
        fee={fee.data}
        onClose={() => setRegistering(null)}
      />
      <RemoveDomainModal unit={removing} baseDomain={baseDomain} onClose={() => setRemoving(null)} />
    </ListPage>
  );
}
