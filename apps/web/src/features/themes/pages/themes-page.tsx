import {
  ActionIcon,
  Badge,
  Button,
  Card,
  ColorSwatch,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { THEME_COLOR_KEYS, type TTheme } from '@mirante/contracts';
import { IconPalette, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { AddButton, AsyncList, PageHeader, useFormTarget, useNotices } from '../../../components/list';
import { useCatalog } from '../../../lib/i18n';
import { UnitPicker } from '../../../components/unit-picker';
import { setStoredTheme, useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { THEMES_KEY, useDeleteTheme, useSetThemeActive, useThemes } from '../api/themes';
import { ThemeFormModal } from '../components/theme-form-modal';

/**
 * whitelabels: the unit's themes; one of them may be active and dresses the portal. A master
 * first picks one of its units.
 */
export function ThemesPage() {
  const { t } = useTranslation();
  usePageTitle(t('themes.pageTitle'));
  const isMaster = useCachedUser()?.perfil_usuario === 'master';
  const [unitId, setUnitId] = useState<number | undefined>();
  if (!isMaster) return <ThemesBoard />;
  return (
    <ThemesBoard
      key={unitId ?? 'none'}
      companyId={unitId}
      picker={<UnitPicker value={unitId} onChange={setUnitId} description={t('themes.unitPickerHint')} />}
    />
  );
}

function ThemesBoard({ companyId, picker }: { companyId?: number; picker?: ReactNode }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const queryClient = useQueryClient();
  // A master sees nothing until a unit is chosen.
  const ready = picker === undefined || companyId !== undefined;
  const themes = useThemes(companyId, ready);
  const setActive = useSetThemeActive(companyId);
  const remove = useDeleteTheme(companyId);
  const editing = useFormTarget<TTheme>();
  const [deleting, setDeleting] = useState<TTheme | null>(null);

  const { failed } = useNotices();

  /** The active theme dresses the layout at once: bi:theme follows the server. */
  async function refreshActive(theme: TTheme) {
    // A master's layout is its own, not the unit's it is editing.
    if (companyId === undefined) setStoredTheme(theme.active ? theme : {});
    await queryClient.invalidateQueries({ queryKey: [...THEMES_KEY, 'active'] });
  }

  async function toggle(theme: TTheme) {
    try {
      const saved = await setActive.mutateAsync({ id: theme.id, active: !theme.active });
      await refreshActive(saved);
      notifications.show({ color: 'green', message: catalog('done') });
    } catch (error) {
      failed(error);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      if (deleting.active) await refreshActive({ ...deleting, active: false });
      notifications.show({ color: 'green', message: catalog('done') });
      setDeleting(null);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('themes.pageTitle')}
        description={t('themes.subtitle')}
        actions={
          <AddButton onClick={editing.add} disabled={!ready}>
            {t('themes.add')}
          </AddButton>
        }
      />
      {picker}

      {ready && (
        <AsyncList
          query={{ ...themes, data: themes.data && { data: themes.data } }}
          layout="cards"
          skeleton={
            <Group justify="center" py="xl">
              <Loader aria-label={t('themes.loading')} />
            </Group>
          }
          errorTitle={t('themes.loadFailed')}
          empty={{
            icon: <IconPalette size={28} />,
            title: t('themes.emptyTitle'),
            description: t('themes.emptyText'),
          }}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {rows.map((theme) => (
                <Card key={theme.id} withBorder radius="lg" padding="lg" data-theme-card={theme.name}>
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} truncate>
                        {theme.name}
                      </Text>
                      {theme.active && (
                        <Badge color="green" variant="light">
                          {t('themes.active')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" truncate>
                      {theme.page_title || t('themes.noPageTitle')}
                    </Text>
                    <Group gap={6} aria-hidden="true">
                      {THEME_COLOR_KEYS.filter((k) => theme.colors[k]).map((k) => (
                        <ColorSwatch key={k} color={theme.colors[k] as string} size={20} />
                      ))}
                    </Group>
                    <Group justify="space-between" mt="xs">
                      <Button
                        size="xs"
                        variant={theme.active ? 'default' : 'light'}
                        loading={setActive.isPending && setActive.variables?.id === theme.id}
                        onClick={() => void toggle(theme)}
                      >
                        {theme.active ? t('common.actions.deactivate') : t('common.actions.activate')}
                      </Button>
                      <Group gap={4}>
                        <Tooltip label={t('common.actions.edit')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('common.actions.edit')}
                            onClick={() => editing.edit(theme)}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('common.actions.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('common.actions.delete')}
                            onClick={() => setDeleting(theme)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </AsyncList>
      )}

      <ThemeFormModal
        companyId={companyId}
        opened={editing.opened}
        theme={editing.value}
        onClose={editing.close}
        onSaved={(saved) => {
          editing.close();
          if (saved.active) void refreshActive(saved);
          notifications.show({ color: 'green', message: catalog('done') });
        }}
      />
      <DeleteConfirmModal
        opened={deleting !== null}
        itemName={deleting?.name ?? ''}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
