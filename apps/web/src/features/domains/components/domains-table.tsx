import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TUnitDomain } from '@mirante/contracts';
import { IconPencil, IconWorld, IconWorldOff, IconWorldPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, textColumn } from '../../../components/list';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatMoney } from './money';

export interface DomainActions {
  onEditSubdomain: (unit: TUnitDomain) => void;
  onRegisterDomain: (unit: TUnitDomain) => void;
  onRemoveDomain: (unit: TUnitDomain) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The columns of the units' addresses: unit, subdomain, own domain, its fee and since when. */
export function useDomainColumns({
  baseDomain,
  showPartner,
}: {
  baseDomain: string;
  showPartner: boolean;
}): Column<TUnitDomain>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'unit',
      header: t('domains.columns.unit'),
      render: (unit) => (
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
      ),
    },
    textColumn(
      'subdomain',
      t('domains.columns.subdomain'),
      (unit) => (unit.subdomain ? `${unit.subdomain}.${baseDomain}` : '—'),
      { text: { ff: 'monospace', style: NO_WRAP } },
    ),
    {
      key: 'domain',
      header: t('domains.columns.domain'),
      render: (unit) =>
        unit.domain ? (
          <Group gap={6} wrap="nowrap">
            <IconWorld size={16} aria-hidden="true" />
            <Text size="sm" ff="monospace" style={NO_WRAP}>
              {unit.domain}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('domains.none')}
          </Text>
        ),
    },
    {
      key: 'fee',
      header: t('domains.columns.fee'),
      align: 'right',
      render: (unit) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', ...NO_WRAP }}>
          {unit.registration
            ? formatMoney(unit.registration.monthly_fee_cents, unit.registration.currency, language)
            : '—'}
        </Text>
      ),
    },
    textColumn(
      'since',
      t('domains.columns.since'),
      (unit) => (unit.registration ? formatDate(unit.registration.created_at) : '—'),
      { text: { c: 'dimmed', style: NO_WRAP } },
    ),
  ];
}

/** A unit's "…" menu: change the subdomain, register or change the domain, remove it. */
export function DomainRowActions({ unit, actions }: { unit: TUnitDomain; actions: DomainActions }) {
  const { t } = useTranslation();
  return (
    <RowActionsMenu
      name={unit.name}
      actions={[
        { label: t('domains.editSubdomain'), icon: IconPencil, onClick: () => actions.onEditSubdomain(unit) },
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
  );
}
