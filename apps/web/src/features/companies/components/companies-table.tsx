import { ActionIcon, Avatar, Badge, Button, Group, Menu, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCnpjOrCpf, type TCompanyDetail } from '@mirante/contracts';
import {
  IconDots,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

const SKELETON_ROWS = 6;
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface CompanyActions {
  onEdit: (company: TCompanyDetail) => void;
  onToggleActive: (company: TCompanyDetail) => void;
  onDelete: (company: TCompanyDetail) => void;
  onRestore: (company: TCompanyDetail) => void;
}

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('companies.columns.name')}</Table.Th>
        <Table.Th>{t('companies.columns.document')}</Table.Th>
        <Table.Th ta="right">{t('companies.columns.users')}</Table.Th>
        <Table.Th>{t('companies.columns.trial')}</Table.Th>
        <Table.Th>{t('companies.columns.status')}</Table.Th>
        <Table.Th w={120}>
          <Text component="span" style={srOnly}>
            {t('common.columns.actions')}
          </Text>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

function StatusBadge({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation();
  if (company.deleted_at)
    return (
      <Badge variant="light" color="red" radius="sm">
        {t('companies.badge.deleted')}
      </Badge>
    );
  return (
    <Badge variant="dot" color={company.active ? 'teal' : 'gray'} radius="sm">
      {company.active ? t('companies.badge.active') : t('companies.badge.inactive')}
    </Badge>
  );
}

/** One page of units; deleted ones offer only Restore. */
export function CompaniesTable({
  companies,
  actions,
}: {
  companies: TCompanyDetail[];
  actions: CompanyActions;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Header />
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.id} data-testid={`company-row-${company.subdomain}`}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar name={company.name} color="initials" radius="md" size={34} />
                  <Stack gap={0}>
                    <Group gap={6}>
                      <Text fw={600} size="sm">
                        {company.name}
                      </Text>
                      {company.azure_default && (
                        <Badge size="xs" variant="light" color="blue">
                          {t('companies.badge.azureDefault')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {company.domain ?? company.subdomain} · {company.client_name}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  c={company.document ? undefined : 'dimmed'}
                >
                  {company.document ? formatCnpjOrCpf(company.document) : '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {company.user_limit === null
                    ? t('companies.noLimit')
                    : `${formatNumber(company.user_limit, language)}${company.bonus_users ? ` + ${formatNumber(company.bonus_users, language)}` : ''}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {company.trial_ends_at ? formatDate(`${company.trial_ends_at}T12:00:00`) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge company={company} />
              </Table.Td>
              <Table.Td>
                {company.deleted_at ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRestore size={16} />}
                    onClick={() => actions.onRestore(company)}
                    aria-label={t('companies.actions.restoreNamed', { name: company.name })}
                  >
                    {t('common.actions.restore')}
                  </Button>
                ) : (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('common.actions.editNamed', { name: company.name })}
                      onClick={() => actions.onEdit(company)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('companies.actions.menu', { name: company.name })}
                        >
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={
                            company.active ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />
                          }
                          onClick={() => actions.onToggleActive(company)}
                        >
                          {company.active ? t('common.actions.deactivate') : t('common.actions.activate')}
                        </Menu.Item>
                        <Menu.Divider />
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          onClick={() => actions.onDelete(company)}
                        >
                          {t('companies.actions.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CompaniesTableSkeleton() {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-busy="true"
        aria-label={t('companies.loadingLabel')}
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
                <Skeleton height={12} width={40} ml="auto" />
              </Table.Td>
              <Table.Td>
                <Skeleton height={12} width={80} />
              </Table.Td>
              <Table.Td>
                <Skeleton height={18} width={60} />
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
