import { Avatar, Badge, Group, Skeleton, Table, Text } from '@mantine/core';
import type { TPartner } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

const SKELETON_ROWS = 6;

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('partners.columns.name')}</Table.Th>
        <Table.Th>{t('partners.columns.kind')}</Table.Th>
        <Table.Th>{t('partners.columns.status')}</Table.Th>
        <Table.Th ta="right">{t('partners.columns.companies')}</Table.Th>
        <Table.Th>{t('partners.columns.createdAt')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The partners of one page. */
export function PartnersTable({ partners }: { partners: TPartner[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={680}>
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
    <Table.ScrollContainer minWidth={680}>
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
