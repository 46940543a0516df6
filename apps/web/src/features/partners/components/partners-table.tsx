import { Badge, Skeleton } from '@mantine/core';
import type { TPartner } from '@mirante/contracts';
import { IconLifebuoy, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  avatarNameColumn,
  type Column,
  dateColumn,
  documentColumn,
  textColumn,
} from '../../../components/list';
import { editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { StatusBadge } from '../../../components/status-badge';

/** The columns of the partners list: name, document, kind, status, units and creation date. */
export function usePartnerColumns(): Column<TPartner>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    avatarNameColumn(t('partners.columns.name')),
    documentColumn(t('partners.columns.document')),
    {
      key: 'kind',
      header: t('partners.columns.kind'),
      skeleton: <Skeleton height={18} width={70} />,
      render: (partner) => (
        <Badge variant="light" color={partner.kind === 'operator' ? 'grape' : 'brand'} radius="sm">
          {t(`partners.kind.${partner.kind}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('partners.columns.status'),
      skeleton: <Skeleton height={18} width={60} />,
      render: (partner) => (
        <StatusBadge variant="dot" color={partner.active ? 'teal' : 'gray'}>
          {partner.active ? t('partners.status.active') : t('partners.status.inactive')}
        </StatusBadge>
      ),
    },
    textColumn(
      'companies',
      t('partners.columns.companies'),
      (partner) => formatNumber(partner.companies_count, language),
      { align: 'right', text: { style: { fontVariantNumeric: 'tabular-nums' } } },
    ),
    dateColumn('createdAt', t('partners.columns.createdAt'), (partner) => partner.created_at),
  ];
}

/** A partner's "…" menu: edit, its units' tickets (when given), and deactivate or reactivate. */
export function PartnerRowActions({
  partner,
  onEdit,
  onToggleActive,
  onTickets,
}: {
  partner: TPartner;
  onEdit: (partner: TPartner) => void;
  onToggleActive: (partner: TPartner) => void;
  onTickets?: (partner: TPartner) => void;
}) {
  const { t } = useTranslation();
  return (
    <RowActionsMenu
      label={t('partners.actionsFor', { name: partner.name })}
      actions={[
        editAction(t, () => onEdit(partner)),
        ...(onTickets
          ? [{ label: t('partners.tickets'), icon: IconLifebuoy, onClick: () => onTickets(partner) }]
          : []),
        {
          label: partner.active ? t('common.actions.deactivate') : t('partners.reactivate'),
          icon: partner.active ? IconPlayerStop : IconPlayerPlay,
          color: partner.active ? 'red' : 'teal',
          onClick: () => onToggleActive(partner),
        },
      ]}
    />
  );
}
