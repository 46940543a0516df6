import type {
  TReportMenu,
  TReportMenuGroup,
  TReportMenuItem,
  TReportSelectOptions,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { type Scope, scopeCacheKey, unitOf } from '../../platform/scope';
import { readReportAnswer } from './reports-cache.service';
import { unitConfigOf } from '../identity';
import { visibleFiledReports } from './reports-menu.repository';

type Positioned<T> = T & { position: number };
function byPosition<T extends { name: string }>(a: Positioned<T>, b: Positioned<T>): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

/**
 * Groups → subgroups → reports the caller may open; empty groups are left out. Kept per session
 * by the report answers' cache (report-cache.ts).
 */
export function reportMenu(db: Db, scope: Scope): Promise<TReportMenu> {
  return readReportAnswer(db, scope, 'report-menu', scopeCacheKey(scope), [], async () => {
    const [rows, config] = await Promise.all([
      visibleFiledReports(db, scope, true),
      unitConfigOf(db, scope, unitOf(scope)),
    ]);
    return buildMenu(rows, config.show_menu_report === 'S');
  });
}

function buildMenu(
  rows: Awaited<ReturnType<typeof visibleFiledReports>>,
  showMenuReport: boolean,
): TReportMenu {
  const groups = new Map<number, Positioned<TReportMenuGroup>>();
  type Sub = Positioned<TReportMenuGroup['subgroups'][number]>;
  const subgroups = new Map<number, Sub>();
  const subgroupsOf = new Map<number, Sub[]>();
  const ungrouped: TReportMenuItem[] = [];
  for (const r of rows) {
    const item = { id: r.id, kind: r.kind, title: r.title, in_maintenance: Boolean(r.in_maintenance) };
    if (r.groupId === null) {
      ungrouped.push(item);
      continue;
    }
    let group = groups.get(r.groupId);
    if (!group) {
      group = {
        id: r.groupId,
        name: r.groupName ?? '',
        icon: r.groupIcon,
        position: r.groupPosition ?? 0,
        subgroups: [],
        reports: [],
      };
      groups.set(r.groupId, group);
    }
    if (r.subgroupId === null) {
      group.reports.push(item);
      continue;
    }
    let subgroup = subgroups.get(r.subgroupId);
    if (!subgroup) {
      subgroup = {
        id: r.subgroupId,
        name: r.subgroupName ?? '',
        icon: r.subgroupIcon,
        position: r.subgroupPosition ?? 0,
        reports: [],
      };
      subgroups.set(r.subgroupId, subgroup);
      subgroupsOf.set(group.id, [...(subgroupsOf.get(group.id) ?? []), subgroup]);
    }
    subgroup.reports.push(item);
  }
  const strip = <T extends { position: number }>({ position: _p, ...rest }: T) => rest;
  return {
    groups: [...groups.values()].sort(byPosition).map((g) => ({
      ...strip(g),
      subgroups: (subgroupsOf.get(g.id) ?? []).sort(byPosition).map(strip),
    })),
    ungrouped,
    show_menu_report: showMenuReport,
  };
}

/**
 * Options for report selects: every visible report, labelled with its group. Kept per session by
 * the report answers' cache (report-cache.ts), as the menu is.
 */
export function reportSelectOptions(db: Db, scope: Scope): Promise<TReportSelectOptions> {
  return readReportAnswer(db, scope, 'report-select-options', scopeCacheKey(scope), [], () =>
    buildSelectOptions(db, scope),
  );
}

async function buildSelectOptions(db: Db, scope: Scope): Promise<TReportSelectOptions> {
  const rows = await visibleFiledReports(db, scope);
  return {
    data: rows.map((r) => ({
      value: r.id,
      label: r.title,
      kind: r.kind,
      group:
        r.groupId === null
          ? null
          : r.subgroupId === null
            ? (r.groupName ?? null)
            : `${r.groupName} / ${r.subgroupName}`,
    })),
  };
}
