import { Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TUnitDomain } from '@mirante/contracts';
import { IconPencil, IconWorld, IconWorldOff, IconWorldPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatMoney } from './money';
import { RowActionsMenu } from '../../../components/row-actions-menu';

const SKELETON_ROWS = 5;

export interface DomainActions {
  onEditSubdomain: (unit: TUnitDomain) => void;
  onRegisterDomain: (unit: TUnitDomain) => void;
  onRemoveDomain: (unit: TUnitDomain) => void;
}

function Header({ withActions }: { withActions: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Thead style={{ whiteSpace: 'nowrap' }}>
      <Table.Tr>
        <Table.Th>{t('domains.columns.unit')}</Table.Th>
        <Table.Th>{t('domains.columns.subdomain')}</Table.Th>
        <Table.Th>{t('domains.columns.domain')}</Table.Th>
        <Table.Th ta="right">{t('domains.columns.fee')}</Table.Th>
        <Table.Th>{t('domains.columns.since')}</Table.Th>
        {withActions && <Table.Th w={56} aria-label={t('common.columns.actions')} />}
      </Table.Tr>
    </Table.Thead>
  );
}

export function DomainsTableSkeleton({ withActions }: { withActions: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy="true" aria-label={t('domains.loading')}>
        <Header withActions={withActions} />
        <Table.Tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Table.Tr key={row}>
              {[45, 55, 50, 20, 25].map((width) => (
                <Table.Td key={width}>
                  <Skeleton height={12} width={`${width + ((row * 13) % 30)}%`} />
                </Table.Td>
              ))}
              {withActions && <Table.Td />}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One page of units with their addresses; the actions menu only for those who may change them. */
export function DomainsTable({
  units,
  baseDomain,
  showPartner,
  actions,
}: {
  units: TUnitDomain[];
  baseDomain: string;
  showPartner: boolean;
  actions: DomainActions | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Header withActions={actions !== null} />
        <Table.Tbody>
          {units.map((unit) => (
            <Table.Tr key={unit.id} data-testid={`domain-row-${unit.subdomain ?? unit.id}`}>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {unit.name}
                    </Text>
                    {!unit.active && (
                      <Badge variant="light" color="gray" size="sm" radius="sm">
                        {t('domains.inactive')}
                      </Badge>
                    )}
                  </Group>
                  {showPartner && (
                    <Text size="xs" c="dimmed">
                      {unit.partner_name}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {unit.subdomain ? `${unit.subdomain}.${baseDomain}` : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {unit.domain ? (
                  <Group gap={6} wrap="nowrap">
                    <IconWorld size={16} aria-hidden="true" />
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {unit.domain}
                    </Text>
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('domains.none')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {unit.registration
                    ? formatMoney(unit.registration.monthly_fee_cents, unit.registration.currency, language)
                    : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {unit.registration ? formatDate(unit.registration.created_at) : '—'}
                </Text>
              </Table.Td>
              {actions && (
                <Table.Td>
                  <RowActionsMenu
                    label={t('common.actions.menuFor', { name: unit.name })}
                    actions={[
                      {
                        label: t('domains.editSubdomain'),
                        icon: IconPencil,
                        onClick: () => actions.onEditSubdomain(unit),
                      },
                      {
                        label: unit.domain ? t('domains.changeDomain') : t('domains.registerDomain'),
                        icon: IconWorldPlus,
                        onClick: () => actions.onRegisterDomain(unit),
                      },
                      {
                        label: t('domains.removeDomain'),
                        icon: IconWorldOff,
                        onClick: () => actions.onRemoveDomain(unit),
                        color: 'red',
                        hidden: !unit.domain,
                      },
                    ]}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
