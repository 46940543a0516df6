import { Alert, Radio, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { reportGroupRoutes } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { api, isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { mergeRemoteConfig } from '../../../lib/storage';
import { useHomePage, useSaveHomePage } from '../api/dashboard-api';

type Choice = 'default' | 'route' | 'report';
interface PickedChoiceProps extends Omit<SelectProps, 'aria-label' | 'label'> {
  choice: Choice;
  label: string;
  /** The radio is the chosen one: its list opens under it. */
  chosen: boolean;
}

/** A radio whose target is then picked in a searchable list under it, named as the radio. */
function PickedChoice({ choice, label, chosen, ...select }: PickedChoiceProps) {
  return (
    <>
      <Radio value={choice} label={label} />
      {chosen && <Select ml="xl" aria-label={label} searchable {...select} />}
    </>
  );
}

const REPORT_VIEW = /^\/(\d+)\/reports\/view$/;

/** Labels of the menu routes a home page can be, by path. */
const ROUTE_LABELS: Record<string, string> = {
  '/': 'menu.dashboard',
  '/reports': 'menu.reports',
  '/all/reports': 'menu.allReports',
  '/management/report': 'menu.managementReport',
  '/playlists': 'menu.playlists',
  '/catalogs': 'menu.catalogs',
  '/setting': 'menu.setting',
  '/user': 'menu.users',
  '/group_users': 'menu.groupUsers',
  '/whitelabels': 'menu.whitelabels',
  '/companies': 'menu.companies',
  '/powerbi': 'menu.powerbi',
  '/powerbi/workspace': 'menu.workspaces',
  '/powerbi/resources': 'menu.resources',
  '/domain': 'menu.domain',
};

/** The home page selection: the page the user lands on after signing in. */
export function HomePageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const current = useHomePage(opened);
  const save = useSaveHomePage();
  const reports = useQuery({
    queryKey: ['reports', 'select'],
    queryFn: ({ signal }) => api.call(reportGroupRoutes.selectOptions, { signal }),
    enabled: opened,
  });
  const [choice, setChoice] = useState<Choice>('default');
  const [route, setRoute] = useState<string | null>(null);
  const [report, setReport] = useState<string | null>(null);

  useEffect(() => {
    if (!opened || !current.data) return;
    save.reset();
    const home = current.data.home_page;
    const match = home ? REPORT_VIEW.exec(home) : null;
    if (!home) {
      setChoice('default');
    } else if (match?.[1]) {
      setChoice('report');
      setReport(match[1]);
    } else {
      setChoice('route');
      setRoute(home);
    }
  }, [opened, current.data]);

  const routeLabel = (path: string) => {
    // The unit's home report (or any report's viewer) by the report's title.
    const report = REPORT_VIEW.exec(path)?.[1];
    const title = report && reports.data?.data.find((option) => String(option.value) === report)?.label;
    if (title) return title;
    const key = ROUTE_LABELS[path];
    // biome-ignore lint/suspicious/noExplicitAny: the key is one of the menu labels listed above
    return key ? t(key as any) : path;
  };
  const routeOptions = (current.data?.routes ?? []).map((path) => ({ value: path, label: routeLabel(path) }));
  const reportOptions = (reports.data?.data ?? []).map((option) => ({
    value: String(option.value),
    label: option.group ? `${option.label} (${option.group})` : option.label,
  }));

  const target =
    choice === 'default' ? null : choice === 'route' ? route : report ? `/${report}/reports/view` : null;
  const incomplete = choice !== 'default' && !target;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (incomplete) return;
    try {
      const answer = await save.mutateAsync({ home_page: target });
      mergeRemoteConfig({ intended: answer.home_page ?? answer.default_home_page });
      notifications.show({ color: 'teal', message: t('dashboard.homePage.saved') });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  }

  const error = save.error;
  const message = error ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('dashboard.homePage.title')}
      onSubmit={submit}
      pending={save.isPending}
      submitProps={{ disabled: incomplete || current.isPending }}
    >
      <Text size="sm" c="dimmed">
        {t('dashboard.homePage.description')}
      </Text>
      <FormErrorAlert title={t('dashboard.homePage.error')} message={message} />
      {current.isError && (
        <Alert color="red" variant="light">
          {isApiError(current.error) ? current.error.message : catalog('unexpected_error')}
        </Alert>
      )}
      <Radio.Group value={choice} onChange={(value) => setChoice(value as Choice)}>
        <Stack gap="sm">
          <Radio
            value="default"
            label={t('dashboard.homePage.default', {
              page: current.data ? routeLabel(current.data.default_home_page) : '…',
            })}
          />
          <PickedChoice
            choice="route"
            label={t('dashboard.homePage.route')}
            chosen={choice === 'route'}
            placeholder={t('dashboard.homePage.pickRoute')}
            data={routeOptions}
            value={route}
            onChange={setRoute}
          />
          <PickedChoice
            choice="report"
            label={t('dashboard.homePage.report')}
            chosen={choice === 'report'}
            placeholder={t('dashboard.homePage.pickReport')}
            data={reportOptions}
            value={report}
            onChange={setReport}
            nothingFoundMessage={catalog('not_found')}
          />
        </Stack>
      </Radio.Group>
    </FormModal>
  );
}
