import { IconCalendarEvent, IconChecklist, IconClockHour4, IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, PageTabs } from '../../../components/list';
import { useTabParam } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTriggers } from '../api/auto-actions';
import { CapacityRulesPanel } from '../components/capacity-rules-panel';
import { ShiftsPanel } from '../components/shifts-panel';
import { TasksPanel } from '../components/tasks-panel';
import { TriggersPanel } from '../components/triggers-panel';

/**
 * `auto_actions`: a unit's admin schedules tasks (capacity, report maintenance, dataset refresh,
 * notification) with triggers and shifts, runs them at once, reads their history and next runs,
 * and sets the capacities' own rules.
 */
export function AutoActionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('autoActions.pageTitle'));
  const [tab, setTab] = useTabParam(['triggers', 'tasks', 'shifts', 'rules']);
  const triggers = useTriggers({ page: 1, search: '', perPage: 1 });
  return (
    <ListPage
      title={t('autoActions.title')}
      description={t('autoActions.subtitle', { timezone: triggers.data?.timezone ?? '…' })}
    >
      <PageTabs
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'triggers',
            label: t('autoActions.tabs.triggers'),
            icon: IconCalendarEvent,
            panel: <TriggersPanel />,
          },
          { value: 'tasks', label: t('autoActions.tabs.tasks'), icon: IconChecklist, panel: <TasksPanel /> },
          {
            value: 'shifts',
            label: t('autoActions.tabs.shifts'),
            icon: IconClockHour4,
            panel: <ShiftsPanel />,
          },
          {
            value: 'rules',
            label: t('autoActions.tabs.rules'),
            icon: IconServer,
            panel: <CapacityRulesPanel />,
          },
        ]}
      />
    </ListPage>
  );
}
