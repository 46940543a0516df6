import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface PageTab {
  value: string;
  label: ReactNode;
  icon: Icon;
  /** At the right of the label, e.g. a count of what waits there. */
  badge?: ReactNode;
  /** The content of the tab, mounted only while it is open. */
  panel: ReactNode;
}

/** A screen's tabs under its header, each with an icon and its panel. */
export function PageTabs({
  value,
  onChange,
  tabs,
}: {
  value: string;
  onChange: (value: string | null) => void;
  tabs: PageTab[];
}) {
  return (
    <Tabs value={value} keepMounted={false} onChange={onChange}>
      <Tabs.List mb="lg">
        {tabs.map(({ value: tab, label, icon: TabIcon, badge }) => (
          <Tabs.Tab key={tab} value={tab} leftSection={<TabIcon size={16} />} rightSection={badge}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value: tab, panel }) => (
        <Tabs.Panel key={tab} value={tab}>
          {panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
