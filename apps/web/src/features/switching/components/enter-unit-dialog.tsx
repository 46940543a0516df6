import { Button, EmptyState, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { TCompanySummary, UnitProfile } from '@mirante/contracts';
import { IconBuildings, IconSearch, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Above this many units the list gets a search box. */
const SEARCH_FROM = 6;

/** The partner's units, each with "as administrator" and "as user". */
export function EnterUnitDialog({
  companies,
  onChoose,
  withHint = true,
  label,
}: {
  companies: TCompanySummary[];
  onChoose: (company: TCompanySummary, profile: UnitProfile) => void;
  /** The dialog explains itself; a screen that already says what to do leaves the hint out. */
  withHint?: boolean;
  /** Accessible name of the list. */
  label?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    if (!needle) return companies;
    return companies.filter(
      (c) => c.name.toLocaleLowerCase().includes(needle) || c.subdomain?.toLocaleLowerCase().includes(needle),
    );
  }, [companies, search]);

  return (
    <Stack gap="md">
      {withHint && (
        <Text size="sm" c="dimmed">
          {t('switching.enterUnitHint')}
        </Text>
      )}
      {companies.length >= SEARCH_FROM && (
        <TextInput
          aria-label={t('switching.searchUnits')}
          placeholder={t('switching.searchUnits')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          data-autofocus={withHint || undefined}
        />
      )}
      {visible.length === 0 ? (
        <EmptyState
          icon={<IconBuildings size={26} />}
          withIndicatorBackground
          title={t('switching.noUnits')}
          py="lg"
        />
      ) : (
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars="y">
          <Stack
            gap={0}
            component="ul"
            role="list"
            aria-label={label}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {visible.map((company) => (
              <Group
                key={company.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="sm"
                py="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                aria-label={company.name}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <IconBuildings size={20} color="var(--mantine-color-brand-6)" aria-hidden="true" />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {company.name}
                    </Text>
                    {company.subdomain && (
                      <Text size="xs" c="dimmed" truncate>
                        {company.subdomain}
                      </Text>
                    )}
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconShieldCheck size={14} aria-hidden="true" />}
                    aria-label={t('switching.enterAs', {
                      name: company.name,
                      profile: t('switching.asAdmin'),
                    })}
                    onClick={() => onChoose(company, 'admin')}
                  >
                    {t('switching.asAdmin')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconUser size={14} aria-hidden="true" />}
                    aria-label={t('switching.enterAs', {
                      name: company.name,
                      profile: t('switching.asUser'),
                    })}
                    onClick={() => onChoose(company, 'user')}
                  >
                    {t('switching.asUser')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
