import { ActionIcon, Avatar, Badge, Group, Menu, Skeleton, Table, Text } from '@mantine/core';
import { formatCnpjOrCpf, type TPartner } from '@mirante/contracts';
import { IconDots, IconPencil, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

const SKELETON_ROWS = 6;

// Visually hidden, still read by screen readers.
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface PartnersTableProps {
  partners: TPartner[];
  onEdit?: (partner: TPartner) => void;
  onToggleActive?: (partner: TPartner) => void;
}

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('partners.columns.name')}</Table.Th>
        <Table.Th>{t('partners.columns.document')}</Table.Th>
        <Table.Th>{t('partners.columns.kind')}</Table.Th>
        <Table.Th>{t('partners.columns.status')}</Table.Th>
        <Table.Th ta="right">{t('partners.columns.companies')}</Table.Th>
        <Table.Th>{t('partners.columns.createdAt')}</Table.Th>
        <Table.Th w={56}>
          <Text component="span" className="sr-only" style={srOnly}>
            {t('common.columns.actions')}
          </Text>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The partners of one page, each with its edit and (de)activate actions. */
export function PartnersTable({ partners, onEdit, onToggleActive }: PartnersTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Header />
        <Table.Tbody>
          {partners.map((partner) => (
            <Table.Tr key={partner.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar name={partner.name} color="initials" radius="md" size={34} />
                  <Text fw={600} size="sm">
                    {partner.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  c={partner.document ? undefined : 'dimmed'}
                >
                  {partner.document ? formatCnpjOrCpf(partner.document) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={partner.kind === 'operator' ? 'grape' : 'brand'} radius="sm">
                  {t(`partners.kind.${partner.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={partner.active ? 'teal' : 'gray'} radius="sm">
                  {partner.active ? t('partners.status.active') : t('partners.status.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatNumber(partner.companies_count, language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDate(partner.created_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                {(onEdit || onToggleActive) && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('partners.actionsFor', { name: partner.name })}
                      >
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {onEdit && (
                        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(partner)}>
                          {t('common.actions.edit')}
                        </Menu.Item>
                      )}
                      {onToggleActive && (
                        <Menu.Item
                          color={partner.active ? 'red' : 'teal'}
                          leftSection={
                            partner.active ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />
                          }
                          onClick={() => onToggleActive(partner)}
                        >
                          {partner.active ? t('common.actions.deactivate') : t('partners.reactivate')}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Placeholder rows with the table's shape while the first page loads. */
export function PartnersTableSkeleton() {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-busy="true"
        aria-label={t('partners.loadingLabel')}
      >
        <Header />
        <Table.Tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Table.Tr key={row}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Skeleton height={34} width={34} radius="md" />
                  <Skeleton height={12} width={`${50 + ((row * 17) % 35)}%`} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Skeleton height={12} width={120} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={18} width={70} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={18} width={60} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={12} width={24} ml="auto" />
              </Table.Td>
              <Table.Td>
                <Skeleton height={12} width={80} />
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
