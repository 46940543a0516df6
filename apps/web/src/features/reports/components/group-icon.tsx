import {
  IconBriefcase,
  IconBuildingStore,
  IconChartBar,
  IconChartLine,
  IconChartPie,
  IconCoin,
  IconFolder,
  IconHeartbeat,
  IconPackage,
  IconTruck,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';

/** The icons a report group or subgroup may carry, by the name stored with it. */
export const GROUP_ICONS = {
  folder: IconFolder,
  chart: IconChartBar,
  line: IconChartLine,
  pie: IconChartPie,
  money: IconCoin,
  people: IconUsers,
  sales: IconBuildingStore,
  business: IconBriefcase,
  logistics: IconTruck,
  stock: IconPackage,
  health: IconHeartbeat,
  world: IconWorld,
} as const;
export type GroupIconName = keyof typeof GROUP_ICONS;

export function GroupIcon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  const Icon = GROUP_ICONS[(name ?? 'folder') as GroupIconName] ?? IconFolder;
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
