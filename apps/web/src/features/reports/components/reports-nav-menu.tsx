import { Divider, NavLink, Stack, Text } from '@mantine/core';
import type { Profile, TReportMenuItem } from '@mirante/contracts';
import { IconTool } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MENU_ITEM_STYLE } from '../../../components/menu-item-style';
import { useStoredConfig } from '../../../lib/storage';
import { useReportIcon } from '../../../lib/theme/apply-theme';
import { useReportMenu } from '../api/reports-api';
import { GroupIcon } from './group-icon';
import { KIND_ICONS, reportPath } from './report-card';

interface ReportLinkProps {
  report: TReportMenuItem;
  active: boolean;
  /** The unit's report icon (its theme's iconReport), drawn instead of the kind's; null for none. */
  unitIcon: string | null;
  onNavigate?: () => void;
}

/** One report of the menu; drawn again only when it becomes, or stops being, the page shown. */
const ReportLink = memo(function ReportLink({ report, active, unitIcon, onNavigate }: ReportLinkProps) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[report.kind];
  return (
    <NavLink
      component={Link}
      to={reportPath(report)}
      label={report.title}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={
        unitIcon ? (
          <img
            src={unitIcon}
            alt=""
            width={16}
            height={16}
            style={{ objectFit: 'contain' }}
            data-report-icon
          />
        ) : (
          <Icon size={16} stroke={1.6} aria-hidden="true" />
        )
      }
      rightSection={
        report.in_maintenance ? <IconTool size={14} aria-label={t('reports.maintenance.badge')} /> : undefined
      }
      onClick={onNavigate}
      variant="light"
      style={MENU_ITEM_STYLE}
    />
  );
});

/**
 * The unit's report groups, subgroups and reports in the navbar, when the unit's
 * show_menu_report is on. Groups open to show their contents.
 */
export function ReportsNavMenu({ profile, onNavigate }: { profile: Profile; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const config = useStoredConfig();
  const { pathname } = useLocation();
  // Partners and the operator work above the units: the menu is a unit's.
  const enabled = (profile === 'admin' || profile === 'user') && config.show_menu_report !== 'N';
  const menu = useReportMenu(enabled);
  const unitIcon = useReportIcon();
  const data = menu.data;
  if (!enabled || !data?.show_menu_report) return null;
  if (data.groups.length === 0 && data.ungrouped.length === 0) return null;
  const contains = (reports: TReportMenuItem[]) => reports.some((report) => pathname === reportPath(report));

  return (
    <Stack gap={2} component="nav" aria-label={t('reports.menu.label')}>
      <Divider my="xs" />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
        {t('reports.menu.label')}
      </Text>
      {data.groups.map((group) => {
        const open = contains(group.reports) || group.subgroups.some((sub) => contains(sub.reports));
        return (
          <NavLink
            key={group.id}
            label={group.name}
            leftSection={<GroupIcon name={group.icon} size={18} />}
            defaultOpened={open}
            fw={500}
            c="var(--bi-theme-group, inherit)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            {group.subgroups.map((sub) => (
              <NavLink
                key={sub.id}
                label={sub.name}
                leftSection={<GroupIcon name={sub.icon} size={16} />}
                defaultOpened={contains(sub.reports)}
                c="var(--bi-theme-subgroup, inherit)"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                {sub.reports.map((report) => (
                  <ReportLink
                    key={report.id}
                    report={report}
                    active={pathname === reportPath(report)}
                    unitIcon={unitIcon}
                    onNavigate={onNavigate}
                  />
                ))}
              </NavLink>
            ))}
            {group.reports.map((report) => (
              <ReportLink
                key={report.id}
                report={report}
                active={pathname === reportPath(report)}
                unitIcon={unitIcon}
                onNavigate={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
      {data.ungrouped.map((report) => (
        <ReportLink
          key={report.id}
          report={report}
          active={pathname === reportPath(report)}
          unitIcon={unitIcon}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}
