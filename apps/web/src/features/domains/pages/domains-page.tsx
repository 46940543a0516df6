import {
  Alert,
  Box,
  CloseButton,
  EmptyState,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, type TUnitDomain } from '@mirante/contracts';
import { IconInfoCircle, IconSearch, IconWorld } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCatalog } from '../../../lib/i18n';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDomainBilling, useDomainFee, useDomains } from '../api/domains-api';
import { DomainModal, SubdomainModal } from '../components/address-modals';
import { DomainsTable, DomainsTableSkeleton } from '../components/domains-table';
import { DomainBillingCard, DomainFeeCard } from '../components/fee-and-billing';
import { RemoveDomainModal } from '../components/remove-domain-modal';
import { ListFooter } from '../../../components/list-footer';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * `domain`: the subdomains and custom domains of the units in reach. The operator sees every
 * unit and sets the domain fee, a partner manages its own units' addresses, a unit admin reads
 * its own (the partner changes them, since a custom domain is billed).
 */
export function DomainsPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('domains.pageTitle'));
  const profile = useCachedUser()?.perfil_usuario;
  const isOperator = profile === 'a2m';
  const canSeeCharges = profile === 'a2m' || profile === 'master';

  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [lastSearch, setLastSearch] = useState(search);
  // A new search starts again from the first page.
  useEffect(() => {
    if (search === lastSearch) return;
    setLastSearch(search);
    setPage(1);
  }, [search, lastSearch]);

  const query = useDomains({ page, search });
  const fee = useDomainFee(canSeeCharges);
  const billing = useDomainBilling(canSeeCharges);
  const data = query.data;
  const policies = data?.policies;
  const baseDomain = data?.base_domain ?? '';
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || DEFAULT_PAGE_SIZE))) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > totalPages) setPage(totalPages);
  }, [data, page, totalPages, query.isPlaceholderData]);

  const [editingSubdomain, setEditingSubdomain] = useState<TUnitDomain | null>(null);
  const [registering, setRegistering] = useState<TUnitDomain | null>(null);
  const [removing, setRemoving] = useState<TUnitDomain | null>(null);

  const subtitle = isOperator
    ? t('domains.subtitleOperator')
    : profile === 'master'
      ? t('domains.subtitlePartner')
      : t('domains.subtitleAdmin');

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('domains.title')}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>

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
        <TextInput
          w={{ base: '100%', xs: 360 }}
          aria-label={t('domains.search')}
          placeholder={t('domains.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            query.isFetching && data ? (
              <Loader size={16} aria-label={t('common.states.loading')} />
            ) : typed ? (
              <CloseButton
                size="sm"
                aria-label={t('common.actions.clearSearch')}
                onClick={() => setTyped('')}
              />
            ) : null
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
        />
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <DomainsTableSkeleton withActions={canSeeCharges} />
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('domains.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={search ? <IconSearch size={28} /> : <IconWorld size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={search ? t('domains.emptySearch') : t('domains.empty')}
            />
          </Box>
        ) : data ? (
          <DomainsTable
            units={data.data}
            baseDomain={baseDomain}
            showPartner={isOperator}
            actions={
              data.policies.manage
                ? {
                    onEditSubdomain: setEditingSubdomain,
                    onRegisterDomain: setRegistering,
                    onRemoveDomain: setRemoving,
                  }
                : null
            }
          />
        ) : null}
      </Paper>

      {data && (
        <ListFooter
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          shown={data.data.length}
          onChange={setPage}
        />
      )}

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
    </Stack>
  );
}
