import { Group, Modal, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TBillingPerson } from '@mirante/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/list-footer';
import { isApiError } from '../../../lib/api';
import { useBillingPeople, useSetBillingRoles } from '../api/billing-roles-api';

const PER_PAGE = 20;

/**
 * The operator names billing administrators (a partner's users) and client contacts (a unit's
 * users): one switch per person, the one their profile may take.
 */
export function BillingRolesModal({
  opened,
  onClose,
  partners,
}: {
  opened: boolean;
  onClose: () => void;
  partners: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, 300);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [partnerId, search]);
  const people = useBillingPeople({ page, search, partnerId, enabled: opened });
  const setRoles = useSetBillingRoles();
  // A switch shows its new state at once; it falls back when the change is refused.
  const [shown, setShown] = useState<Record<number, boolean>>({});
  useEffect(() => {
    if (!opened) setShown({});
  }, [opened]);
  const rows = people.data?.data ?? [];

  const toggle = async (person: TBillingPerson, on: boolean) => {
    const partnerUser = person.profile === 'master';
    setShown((all) => ({ ...all, [person.membership_id]: on }));
    try {
      await setRoles.mutateAsync({
        id: person.membership_id,
        body: partnerUser ? { billing_admin: on } : { client_contact: on },
      });
      notifications.show({ color: 'teal', message: t('billing.roles.saved', { name: person.name }) });
    } catch (error) {
      setShown(({ [person.membership_id]: _, ...rest }) => rest);
      notifications.show({ color: 'red', message: isApiError(error) ? error.message : String(error) });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('billing.roles.title')} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('billing.roles.description')}
        </Text>
        <Group grow wrap="wrap">
          <Select
            aria-label={t('billing.partnerFilter')}
            placeholder={t('billing.allPartners')}
            data={partners}
            value={partnerId === null ? null : String(partnerId)}
            onChange={(value) => setPartnerId(value ? Number(value) : null)}
            clearable
            searchable
          />
          <TextInput
            type="search"
            aria-label={t('billing.roles.search')}
            placeholder={t('billing.roles.search')}
            leftSection={<IconSearch size={16} />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </Group>
        {people.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            {t('billing.roles.loading')}
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('billing.roles.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.roles.person')}</Table.Th>
                  <Table.Th>{t('billing.roles.where')}</Table.Th>
                  <Table.Th>{t('billing.roles.role')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((person) => {
                  const partnerUser = person.profile === 'master';
                  const label = t(partnerUser ? 'billing.roles.billingAdmin' : 'billing.roles.clientContact');
                  return (
                    <Table.Tr key={person.membership_id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {person.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {person.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{person.unit_name ?? person.partner_name}</Text>
                        {person.unit_name && (
                          <Text size="xs" c="dimmed">
                            {person.partner_name}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Switch
                          label={label}
                          aria-label={`${label}: ${person.name}`}
                          checked={
                            shown[person.membership_id] ??
                            (partnerUser ? person.billing_admin : person.client_contact)
                          }
                          disabled={setRoles.isPending}
                          onChange={(event) => toggle(person, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListFooter
          page={page}
          perPage={PER_PAGE}
          total={people.data?.total ?? 0}
          shown={rows.length}
          onChange={setPage}
        />
      </Stack>
    </Modal>
  );
}
