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

/** Up to two letters for a report's cover: the first of its first two words ("Monthly sales" → MS). */
export function reportInitials(title: string): string {
  const firsts = title
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter): letter is string => !!letter);
  return firsts.slice(0, 2).join('').toLocaleUpperCase() || '?';
}

/**
 * What a report shows in place of a cover image: its initials, or the unit's report icon, on a
 * light tint of the theme's colour (in its readable shade), with its kind's icon in a corner.
 * Decorative: the card is named by its title.
 */
function FallbackCover({ report, row }: { report: TReportCard; row: boolean }) {
  const KindIcon = KIND_ICONS[report.kind];
  const unitIcon = useReportIcon();
  const size = row ? 32 : 56;
  return (
    <Box
      className={row ? `${classes.cover} ${classes.thumb}` : classes.cover}
      data-fallback-cover
      aria-hidden="true"
    >
      {unitIcon ? (
        <Image src={unitIcon} h={size} w={size} fit="contain" alt="" data-report-icon />
      ) : (
        <span className={classes.initials}>{reportInitials(report.title)}</span>
      )}
      {!row && <KindIcon size={18} stroke={1.6} className={classes.kind} />}
    </Box>
  );
}

/** The report's cover image, or its fallback when it has none. */
function ReportCover({ report, row }: { report: TReportCard; row: boolean }) {
  if (!report.cover) return <FallbackCover report={report} row={row} />;
  return row ? (
    <Image
      src={storageUrl(report.cover)}
      w={56}
      h={56}
      radius="md"
      alt=""
      fit="cover"
      className={classes.thumb}
    />
  ) : (
    <Image src={storageUrl(report.cover)} h={120} alt="" fit="cover" />
  );
}

/**
 * A report as a card: cover (else its fallback), title, group, maintenance badge and the favorite
 * star. As a row (`row`, the dashboard on a phone): a small cover beside the title and group.
 */
export function ReportCard({
  report,
  footer,
  row = false,
}: {
  report: TReportCard;
  footer?: ReactNode;
  row?: boolean;
}) {
  const { t } = useTranslation();
  const KindIcon = KIND_ICONS[report.kind];
  const group = [report.group_name, report.subgroup_name].filter(Boolean).join(' / ');
  return (
    // The favorite star sits over the card, beside the link rather than inside it: a button in a
    // link is two controls in one, and the link is named by its visible text alone.
    <Box pos="relative">
      <Card
        withBorder
        radius="lg"
        component={Link}
        to={reportPath(report)}
        state={{ kind: report.kind } satisfies ReportLinkState}
        onPointerEnter={() => warmReport(report)}
        onPointerLeave={() => coolReport(report)}
        onFocus={() => warmReport(report)}
        onBlur={() => coolReport(report)}
        onPointerDown={(event: PointerEvent) => onOpen(report, event)}
        onClick={(event: MouseEvent) => onOpen(report, event)}
        className={row ? `${classes.card} ${classes.row}` : classes.card}
        h="100%"
        padding={row ? 'sm' : 'md'}
        data-layout={row ? 'row' : 'card'}
      >
        {row ? (
          <ReportCover report={report} row />
        ) : (
          <Card.Section>
            <ReportCover report={report} row={false} />
          </Card.Section>
        )}
        <Stack gap={row ? 2 : 4} mt={row ? 0 : 'sm'} miw={0} pr={row ? 40 : 0}>
          <Text fw={600} lineClamp={2}>
            {report.title}
          </Text>
          {group && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {group}
            </Text>
          )}
          {report.description && !row && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {report.description}
            </Text>
          )}
          <Group gap="xs" mt={row ? 0 : 4}>
            {!row && (
              <Badge variant="light" color="gray" size="sm" leftSection={<KindIcon size={12} />}>
                {t(`reports.kinds.${report.kind}`)}
              </Badge>
            )}
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
        top={row ? '50%' : 8}
        right={8}
        className={row ? classes.rowStar : undefined}
        bg="var(--mantine-color-body)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <FavoriteButton reportId={report.id} title={report.title} favorite={report.favorite} size="md" />
      </Box>
    </Box>
  );
}

export const CARD_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/**
 * Reports as a grid of cards, or as a list of rows (`rows`: the dashboard on a phone); `footer`
 * adds a line under a card (the dashboard's "viewed at").
 */
export function ReportCardGrid({
  reports,
  footer,
  rows = false,
}: {
  reports: TReportCard[];
  footer?: (report: TReportCard) => ReactNode;
  rows?: boolean;
}) {
  useViewerWarmup(reports.some((report) => report.kind === 'powerbi' && !report.in_maintenance));
  if (rows) {
    return (
      <Stack gap="xs">
        {reports.map((report) => (
          <ReportCard key={report.id} report={report} footer={footer?.(report)} row />
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={CARD_GRID_COLS} spacing="md">
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} footer={footer?.(report)} />
      ))}
    </SimpleGrid>
  );
}

export function ReportCardSkeletons({ count = 4, rows = false }: { count?: number; rows?: boolean }) {
  if (rows) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder radius="lg" padding="sm">
            <Group gap="sm" wrap="nowrap">
              <Skeleton h={56} w={56} radius="md" />
              <Box flex={1}>
                <Skeleton h={14} width="70%" />
                <Skeleton h={10} mt="xs" width="40%" />
              </Box>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
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
