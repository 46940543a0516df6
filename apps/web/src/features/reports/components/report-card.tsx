import { Badge, Box, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TReportCard } from '@mirante/contracts';
import { IconChartBar, IconExternalLink, IconFileCode, IconTool } from '@tabler/icons-react';
import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestReportEmbedEarly } from '../../../components/report-embed/early-answer';
import { useReportIcon } from '../../../lib/theme/apply-theme';
import { FavoriteButton } from './favorite-button';
import classes from './report-card.module.css';
import { coolReport, loadReportAhead, useViewerWarmup, warmReport, warmReportViewer } from './viewer-warmup';

/** Where a report opens: external links on their own screen, the rest in the viewer. */
export function reportPath(report: { id: number; kind: string }): string {
  return report.kind === 'external' ? `/${report.id}/reports/external` : `/${report.id}/reports/view`;
}

/** What a link to the viewer tells it ahead of the report's own check: the report's kind. */
export interface ReportLinkState {
  kind: TReportCard['kind'];
}

/**
 * A plain click on a Power BI report's card asks for its token at once, so the viewer does not
 * wait for it after its own checks. The request starts as the button goes down: the click's
 * own task then renders the viewer while the token is on its way.
 */
function onOpen(report: TReportCard, event: MouseEvent | PointerEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  if (report.kind !== 'powerbi' || report.in_maintenance) return;
  coolReport(report);
  requestReportEmbedEarly(report.id);
  void warmReportViewer();
  loadReportAhead(report.id);
}

/** A stored file's address (covers come as '/storage/name' or as the bare name). */
export function storageUrl(path: string): string {
  return path.startsWith('/') || /^https?:/i.test(path) ? path : `/storage/${path}`;
}

export const KIND_ICONS = { powerbi: IconChartBar, html: IconFileCode, external: IconExternalLink } as const;

/**
 * A report as a card: cover (else the unit's report icon, else its kind's), title, group,
 * maintenance badge and the favorite star.
 */
export function ReportCard({ report, footer }: { report: TReportCard; footer?: ReactNode }) {
  const { t } = useTranslation();
  const KindIcon = KIND_ICONS[report.kind];
  const unitIcon = useReportIcon();
  const group = [report.group_name, report.subgroup_name].filter(Boolean).join(' / ');
  return (
    // The favorite star sits over the card, beside the link rather than inside it: a button in a
    // link is two controls in one, and the link is named by its visible text alone.
    <Box pos="relative">
      <Card
        withBorder
        radius="lg"
        padding="md"
        component={Link}
        to={reportPath(report)}
        state={{ kind: report.kind } satisfies ReportLinkState}
        onPointerEnter={() => warmReport(report)}
        onPointerLeave={() => coolReport(report)}
        onFocus={() => warmReport(report)}
        onBlur={() => coolReport(report)}
        onPointerDown={(event: PointerEvent) => onOpen(report, event)}
        onClick={(event: MouseEvent) => onOpen(report, event)}
        className={classes.card}
        h="100%"
      >
        <Card.Section>
          {report.cover ? (
            <Image src={storageUrl(report.cover)} h={120} alt="" fit="cover" />
          ) : (
            <Box
              h={120}
              style={{
                display: 'grid',
                placeItems: 'center',
                background: 'var(--mantine-primary-color-light)',
                color: 'var(--mantine-primary-color-light-color)',
              }}
            >
              {unitIcon ? (
                <Image src={unitIcon} h={56} w={56} fit="contain" alt="" data-report-icon />
              ) : (
                <KindIcon size={40} stroke={1.4} aria-hidden="true" />
              )}
            </Box>
          )}
        </Card.Section>
        <Stack gap={4} mt="sm">
          <Text fw={600} lineClamp={2}>
            {report.title}
          </Text>
          {group && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {group}
            </Text>
          )}
          {report.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {report.description}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Badge variant="light" color="gray" size="sm" leftSection={<KindIcon size={12} />}>
              {t(`reports.kinds.${report.kind}`)}
            </Badge>
            {report.in_maintenance && (
              <Badge variant="light" color="orange" size="sm" leftSection={<IconTool size={12} />}>
                {t('reports.maintenance.badge')}
              </Badge>
            )}
          </Group>
          {footer}
        </Stack>
      </Card>
      <Box
        pos="absolute"
        top={8}
        right={8}
        bg="var(--mantine-color-body)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <FavoriteButton reportId={report.id} title={report.title} favorite={report.favorite} size="md" />
      </Box>
    </Box>
  );
}

export const CARD_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** Reports as a grid of cards; `footer` adds a line under a card (the dashboard's "viewed at"). */
export function ReportCardGrid({
  reports,
  footer,
}: {
  reports: TReportCard[];
  footer?: (report: TReportCard) => ReactNode;
}) {
  useViewerWarmup(reports.some((report) => report.kind === 'powerbi' && !report.in_maintenance));
  return (
    <SimpleGrid cols={CARD_GRID_COLS} spacing="md">
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} footer={footer?.(report)} />
      ))}
    </SimpleGrid>
  );
}

export function ReportCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid cols={CARD_GRID_COLS} spacing="md" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding="md">
          <Card.Section>
            <Skeleton h={120} radius={0} />
          </Card.Section>
          <Skeleton h={14} mt="sm" width="70%" />
          <Skeleton h={10} mt="xs" width="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
