import { Badge, Box, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddButton, AsyncList, EditDeleteButtons, ListPage } from '../../../components/list';
import { lastPageOf, useListState } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportGroups } from '../api/reports-api';
import { GroupIcon } from '../components/group-icon';
import { CARD_GRID_COLS } from '../components/report-card';
import { useReportGroupEditing } from '../components/report-group-editing';
import classes from './report-groups-page.module.css';

const PER_PAGE = 12;

/** `reports`: the unit's report groups as cards; a group opens its subgroups and reports. */
export function ReportGroupsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports.groups.pageTitle'));
  const query = useReportGroups();
  const list = useListState({ key: 'page_group_report' });
  const editing = useReportGroupEditing();
  const manage = query.data?.policies.manage ?? false;
  // Every group comes at once; the pages are cut here.
  const groups = query.data?.data ?? [];
  const current = Math.min(list.page, lastPageOf(groups.length, PER_PAGE));
  const paged = {
    ...query,
    data: query.data && {
      data: groups.slice((current - 1) * PER_PAGE, current * PER_PAGE),
      page: current,
      per_page: PER_PAGE,
      total: groups.length,
    },
  };

  return (
    <ListPage
      title={t('reports.groups.title')}
      description={t('reports.groups.subtitle')}
      actions={manage && <AddButton onClick={() => editing.edit(null)}>{t('reports.groups.add')}</AddButton>}
    >
      <AsyncList
        query={paged}
        list={list}
        layout="cards"
        skeleton={
          <SimpleGrid cols={CARD_GRID_COLS} spacing="md" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} h={120} radius="lg" />
            ))}
          </SimpleGrid>
        }
        errorTitle={t('reports.groups.error')}
        empty={{ icon: <IconFolders size={28} />, description: t('reports.groups.empty') }}
      >
        {(shown) => (
          <SimpleGrid cols={CARD_GRID_COLS} spacing="md">
            {shown.map((group) => (
              // The group's name is the link, stretched over the card: the card opens the group,
              // the link reads as its visible name, and the edit buttons are not inside a link.
              <Card key={group.id} withBorder radius="lg" padding="lg" className={classes.card}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <ThemeIcon
                    size={44}
                    radius="md"
                    variant="light"
                    color="var(--bi-theme-group, var(--mantine-primary-color-light-color))"
                  >
                    <GroupIcon name={group.icon} size={24} />
                  </ThemeIcon>
                  {manage && (
                    <Box className={classes.above}>
                      <EditDeleteButtons
                        name={group.name}
                        iconSize={16}
                        onEdit={(event) => {
                          event.preventDefault();
                          editing.edit(group);
                        }}
                        onDelete={(event) => {
                          event.preventDefault();
                          editing.remove(group);
                        }}
                      />
                    </Box>
                  )}
                </Group>
                <Text
                  component={Link}
                  to={`/${group.id}/reports`}
                  fw={600}
                  mt="md"
                  lineClamp={1}
                  className={classes.link}
                >
                  {group.name}
                </Text>
                <Group gap="xs" mt={6}>
                  <Badge variant="light" size="sm">
                    {t('reports.groups.reportsCount', { count: group.reports_count })}
                  </Badge>
                  {group.subgroups.length > 0 && (
                    <Badge variant="light" color="gray" size="sm">
                      {t('reports.groups.subgroupsCount', { count: group.subgroups.length })}
                    </Badge>
                  )}
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </AsyncList>

      {editing.modals}
    </ListPage>
  );
}
