import { Alert, Badge, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  foldSearchText,
  type Profile,
  SEARCH_QUERY_MAX,
  type TReportCard,
  type TSearchKind,
} from '@mirante/contracts';
import {
  type Icon,
  IconChartBar,
  IconClock,
  IconFolders,
  IconPlaylist,
  IconSearch,
  IconStar,
  IconUser,
} from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuFor, routeAccess, routeNameForPath } from '../../../app/route-table';
import { useGlobalSearch, useSearchStart } from '../api/search-api';

/** How long typing pauses before the unit is searched. */
export const SEARCH_PALETTE_DEBOUNCE_MS = 150;
/** Screens shown for a text, at most. */
const SCREENS_SHOWN = 6;
/** Favorite and recent reports shown before anything is typed, each. */
const START_SHOWN = 5;

type SectionKey = TSearchKind | 'screen' | 'favorites' | 'recent';

interface PaletteItem {
  key: string;
  title: string;
  subtitle: string | null;
  path: string;
  icon: Icon;
  favorite: boolean;
}

interface PaletteSection {
  key: SectionKey;
  items: PaletteItem[];
}

const KIND_ICONS: Record<TSearchKind, Icon> = {
  report: IconChartBar,
  report_group: IconFolders,
  playlist: IconPlaylist,
  user: IconUser,
};

function reportPath(report: Pick<TReportCard, 'id' | 'kind'>): string {
  return report.kind === 'external' ? `/${report.id}/reports/external` : `/${report.id}/reports/view`;
}

export interface SearchPaletteProps {
  opened: boolean;
  onClose: () => void;
  profile: Profile;
  hiddenMenu: readonly string[];
}

/**
 * The command palette: a text box that finds the unit's reports, report groups, playlists and
 * (for admins) users, and the screens the profile may open, as a listbox moved through with the
 * arrows and opened with Enter. Before anything is typed it offers the favorite and recently
 * viewed reports.
 */
export function SearchPalette({ opened, onClose, profile, hiddenMenu }: SearchPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const term = text.trim().slice(0, SEARCH_QUERY_MAX);
  const [debounced] = useDebouncedValue(term, SEARCH_PALETTE_DEBOUNCE_MS);
  // The unit's records are searched for its members; a partner or the operator finds screens.
  const inUnit = profile === 'admin' || profile === 'user';
  const start = useSearchStart(opened && inUnit && term === '');
  const found = useGlobalSearch(debounced, opened && inUnit);

  // A path is offered only when the profile may open it, the unit's hidden menu applied.
  const mayOpen = (path: string) => {
    const name = routeNameForPath(path.split('?')[0] ?? path);
    return name === undefined || routeAccess(profile, name, hiddenMenu) === 'allowed';
  };

  const screens = useMemo(
    () =>
      menuFor(profile, hiddenMenu).map((entry) => ({
        path: entry.path,
        label: entry.menu ? t(entry.menu.label) : entry.name,
        icon: entry.menu?.icon ?? IconSearch,
      })),
    [profile, hiddenMenu, t],
  );

  const sections: PaletteSection[] = [];
  if (term === '') {
    const cards = (key: 'favorites' | 'recent', list: TReportCard[] | undefined) => {
      const items = (list ?? []).slice(0, START_SHOWN).map((report) => ({
        key: `${key}-${report.id}`,
        title: report.title,
        subtitle: [report.group_name, report.subgroup_name].filter(Boolean).join(' › ') || null,
        path: reportPath(report),
        icon: key === 'favorites' ? IconStar : IconClock,
        favorite: false,
      }));
      if (items.length > 0) sections.push({ key, items: items.filter((item) => mayOpen(item.path)) });
    };
    cards('favorites', start.data?.favorites);
    cards('recent', start.data?.recent);
  } else {
    // The answer for the text now typed (none while typing pauses or it comes).
    for (const group of debounced === term ? (found.data?.groups ?? []) : []) {
      const items = group.results
        .filter((hit) => mayOpen(hit.path))
        .map((hit) => ({
          key: `${hit.kind}-${hit.id}`,
          title: hit.title,
          subtitle: hit.subtitle,
          path: hit.path,
          icon: KIND_ICONS[hit.kind],
          favorite: hit.favorite,
        }));
      if (items.length > 0) sections.push({ key: group.kind, items });
    }
    const folded = foldSearchText(term);
    const matching = screens
      .filter((screen) => foldSearchText(screen.label).includes(folded))
      .slice(0, SCREENS_SHOWN)
      .map((screen) => ({
        key: `screen-${screen.path}`,
        title: screen.label,
        subtitle: null,
        path: screen.path,
        icon: screen.icon,
        favorite: false,
      }));
    if (matching.length > 0) sections.push({ key: 'screen', items: matching });
  }
  const visibleSections = sections.filter((section) => section.items.length > 0);
  const flat = visibleSections.flatMap((section) => section.items);

  const [active, setActive] = useState(0);
  const flatKeys = flat.map((item) => item.key).join('\n');
  // A new list starts again at its first item.
  useEffect(() => setActive(0), [flatKeys]);
  const activeIndex = Math.min(active, Math.max(flat.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!opened || flat.length === 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  // Closed, it starts empty again the next time.
  useEffect(() => {
    if (!opened) setText('');
  }, [opened]);

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + flat.length) % flat.length);
    } else if (event.key === 'Home' && flat.length > 0 && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && flat.length > 0 && event.ctrlKey) {
      event.preventDefault();
      setActive(flat.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(flat[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const waiting = term !== '' && inUnit && (debounced !== term || found.isFetching);
  const settled = term !== '' && !waiting;
  let index = -1;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('search.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      size="lg"
      yOffset="10vh"
      data-search-palette=""
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-label={t('search.inputLabel')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={waiting ? <Loader size="xs" aria-hidden="true" /> : null}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={flat.length > 0}
          aria-controls={flat.length > 0 ? listId : undefined}
          aria-activedescendant={flat.length > 0 ? optionId(activeIndex) : undefined}
        />

        <div role="status" aria-live="polite">
          {waiting && flat.length === 0 && (
            <Group gap="xs" c="dimmed">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('search.loading')}</Text>
            </Group>
          )}
          {settled && found.isError && (
            <Alert color="red" variant="light" p="xs">
              {t('search.error')}
            </Alert>
          )}
          {settled && !found.isError && flat.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('search.empty', { q: term })}
            </Text>
          )}
          {term === '' && flat.length === 0 && !start.isLoading && (
            <Text size="sm" c="dimmed">
              {inUnit ? t('search.start') : t('search.startScreens')}
            </Text>
          )}
        </div>

        {flat.length > 0 && (
          <div
            role="listbox"
            id={listId}
            aria-label={t('search.results')}
            style={{ maxHeight: '55vh', overflowY: 'auto' }}
          >
            {visibleSections.map((section) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options of the listbox (ARIA listbox pattern), not a set of form fields
              <div role="group" aria-label={t(`search.groups.${section.key}`)} key={section.key}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt="xs" pb={4} aria-hidden="true">
                  {t(`search.groups.${section.key}`)}
                </Text>
                {section.items.map((item) => {
                  index += 1;
                  const position = index;
                  const selected = position === activeIndex;
                  const ItemIcon = item.icon;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box moves through the options with the keyboard
                    <div
                      key={item.key}
                      id={optionId(position)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={selected}
                      data-path={item.path}
                      onClick={() => choose(item)}
                      onMouseMove={() => {
                        if (!selected) setActive(position);
                      }}
                      style={{
                        cursor: 'pointer',
                        borderRadius: 'var(--mantine-radius-sm)',
                        padding: '6px 8px',
                        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                      }}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <ItemIcon size={18} stroke={1.7} aria-hidden="true" style={{ flexShrink: 0 }} />
                        <div style={{ minWidth: 0, flex: 1 }}>
                          <Text size="sm" fw={500} truncate>
                            {item.title}
                          </Text>
                          {item.subtitle && (
                            <Text size="xs" c="dimmed" truncate>
                              {item.subtitle}
                            </Text>
                          )}
                        </div>
                        {item.favorite && (
                          <Badge
                            size="xs"
                            variant="light"
                            leftSection={<IconStar size={10} aria-hidden="true" />}
                          >
                            {t('search.favorite')}
                          </Badge>
                        )}
                      </Group>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        <Text size="xs" c="dimmed" aria-hidden="true">
          {t('search.keys')}
        </Text>
      </Stack>
    </Modal>
  );
}
