import {
  Button,
  Divider,
  FileInput,
  Group,
  Image,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  REPORT_COVER_CONTENT_TYPES,
  REPORT_COVER_MAX_BYTES,
  REPORT_DESCRIPTION_MAX,
  REPORT_FILTER_MODES,
  REPORT_ORIENTATIONS,
  REPORT_TITLE_MAX,
  REPORT_UPDATE_SECONDS_MAX,
  REPORT_URL_MAX,
  type ReportFilterMode,
  type ReportOrientation,
  type TReport,
  type TReportFields,
} from '@mirante/contracts';
import { IconCheck, IconFileCode, IconLink, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import {
  checkReportHtml,
  useCreateReport,
  useReport,
  useReportGroups,
  useUpdateReport,
  uploadReportCover,
  useInvalidateReports,
} from '../api/reports-api';
import { storageUrl } from './report-card';

type ManualKind = 'html' | 'external';
type HtmlSource = 'file' | 'paste';

interface Values {
  title: string;
  description: string;
  group_id: string | null;
  subgroup_id: string | null;
  filter_mode: ReportFilterMode;
  ignore_rls: boolean;
  side_filter: boolean;
  nav_panel: boolean;
  show_hidden_pages: boolean;
  show_on_catalog: boolean;
  catalog_description: string;
  show_on_app: boolean;
  mobile_background: boolean;
  resolution: string;
  orientation: ReportOrientation;
  allow_editing: boolean;
  visual_headers: boolean;
  update_seconds: number;
  show_last_update: boolean;
  external_url: string;
  html_content: string;
}

const EMPTY: Values = {
  title: '',
  description: '',
  group_id: null,
  subgroup_id: null,
  filter_mode: 'none',
  ignore_rls: false,
  side_filter: false,
  nav_panel: false,
  show_hidden_pages: false,
  show_on_catalog: false,
  catalog_description: '',
  show_on_app: true,
  mobile_background: false,
  resolution: '',
  orientation: 'auto',
  allow_editing: false,
  visual_headers: false,
  update_seconds: 0,
  show_last_update: false,
  external_url: '',
  html_content: '',
};

/** Field → tab it lives on, so a server error on a field shows its tab. */
const FIELD_TAB: Record<string, string> = {
  title: 'general',
  description: 'general',
  group_id: 'general',
  subgroup_id: 'general',
  external_url: 'general',
  html_content: 'general',
  catalog_description: 'access',
  filter_mode: 'access',
  resolution: 'display',
  update_seconds: 'display',
};

function valuesOf(report: TReport & { html_content?: string | null }): Values {
  return {
    title: report.title,
    description: report.description ?? '',
    group_id: report.group_id ? String(report.group_id) : null,
    subgroup_id: report.subgroup_id ? String(report.subgroup_id) : null,
    filter_mode: report.filter_mode,
    ignore_rls: report.ignore_rls,
    side_filter: report.side_filter,
    nav_panel: report.nav_panel,
    show_hidden_pages: report.show_hidden_pages,
    show_on_catalog: report.show_on_catalog,
    catalog_description: report.catalog_description ?? '',
    show_on_app: report.show_on_app,
    mobile_background: report.mobile_background,
    resolution: report.resolution ?? '',
    orientation: report.orientation,
    allow_editing: report.allow_editing,
    visual_headers: report.visual_headers,
    update_seconds: report.update_seconds,
    show_last_update: report.show_last_update,
    external_url: report.external_url ?? '',
    html_content: report.html_content ?? '',
  };
}

interface ReportFormModalProps {
  opened: boolean;
  /** The report to edit; null adds one. */
  reportId: number | null;
  onClose: () => void;
  onSaved: (report: TReport, created: boolean) => void;
}

/**
 * Add (HTML import or external link) or edit a report of any kind, with every setting of the
 * report: group, access narrowing, display options and the cover picture.
 */
export function ReportFormModal({ opened, reportId, onClose, onSaved }: ReportFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const editing = reportId !== null;
  const existing = useReport(reportId ?? 0, opened && editing);
  const groups = useReportGroups(opened);
  const create = useCreateReport();
  const update = useUpdateReport();
  const invalidate = useInvalidateReports();
  const [values, setValues] = useState<Values>(EMPTY);
  const [kind, setKind] = useState<ManualKind>('html');
  const [source, setSource] = useState<HtmlSource>('file');
  const [htmlFile, setHtmlFile] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [tab, setTab] = useState<string | null>('general');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [htmlCheck, setHtmlCheck] = useState<{ ok: boolean; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);

  const report = editing ? existing.data?.data : undefined;
  const reportKind = report?.kind ?? kind;

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setFormError(null);
    setHtmlCheck(null);
    setHtmlFile(null);
    setCover(null);
    setTab('general');
    setSource('file');
    if (!editing) {
      setValues(EMPTY);
      setKind('html');
    }
  }, [opened, reportId]);

  useEffect(() => {
    if (opened && report) setValues(valuesOf(report));
  }, [opened, report]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const label = (field: string) => t(`reports.fields.${field}` as 'reports.fields.title');

  const group = groups.data?.data.find((item) => String(item.id) === values.group_id);
  const groupOptions = (groups.data?.data ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
  }));
  const subgroupOptions = (group?.subgroups ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
  }));

  async function readHtml(): Promise<string> {
    if (source === 'file' && htmlFile) return htmlFile.text();
    return values.html_content;
  }

  async function checkHtml() {
    setChecking(true);
    try {
      const html = await readHtml();
      if (!html.trim()) {
        setHtmlCheck({ ok: false, message: catalog('field_required', { name: label('html_content') }) });
        return;
      }
      await checkReportHtml(html);
      setHtmlCheck({ ok: true, message: t('reports.form.htmlOk') });
    } catch (error) {
      setHtmlCheck({ ok: false, message: isApiError(error) ? error.message : catalog('unexpected_error') });
    } finally {
      setChecking(false);
    }
  }

  function localErrors(html: string): Record<string, string> {
    const found: Record<string, string> = {};
    if (!values.title.trim()) found.title = catalog('field_required', { name: label('title') });
    if (reportKind === 'external' && !values.external_url.trim())
      found.external_url = catalog('field_required', { name: label('external_url') });
    if (!editing && reportKind === 'html' && !html.trim())
      found.html_content = catalog('field_required', { name: label('html_content') });
    if (values.resolution.trim() && !/^\d{2,5}x\d{2,5}$/.test(values.resolution.trim()))
      found.resolution = catalog('field_invalid', { name: label('resolution') });
    if (cover && !(REPORT_COVER_CONTENT_TYPES as readonly string[]).includes(cover.type))
      found.cover = catalog('field_invalid', { name: label('cover') });
    else if (cover && cover.size > REPORT_COVER_MAX_BYTES) found.cover = t('reports.form.coverTooBig');
    return found;
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setTab(FIELD_TAB[first] ?? (first === 'cover' ? 'general' : tab));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const html = await readHtml();
    const found = localErrors(html);
    showErrors(found);
    if (Object.keys(found).length > 0) return;

    const fields: TReportFields = {
      title: values.title.trim(),
      description: values.description.trim() || null,
      group_id: values.group_id ? Number(values.group_id) : null,
      subgroup_id: values.group_id && values.subgroup_id ? Number(values.subgroup_id) : null,
      filter_mode: values.filter_mode,
      ignore_rls: values.ignore_rls,
      side_filter: values.side_filter,
      nav_panel: values.nav_panel,
      show_hidden_pages: values.show_hidden_pages,
      show_on_catalog: values.show_on_catalog,
      catalog_description: values.show_on_catalog ? values.catalog_description.trim() || null : null,
      show_on_app: values.show_on_app,
      mobile_background: values.mobile_background,
      resolution: values.resolution.trim() || null,
      orientation: values.orientation,
      allow_editing: values.allow_editing,
      visual_headers: values.visual_headers,
      update_seconds: values.update_seconds,
      show_last_update: values.show_last_update,
    };
    setSaving(true);
    try {
      let saved: TReport;
      if (editing && reportId !== null) {
        saved = await update.mutateAsync({
          id: reportId,
          input: {
            ...fields,
            ...(reportKind === 'external' ? { external_url: values.external_url.trim() } : {}),
            ...(reportKind === 'html' && html.trim() && html !== report?.html_content
              ? { html_content: html }
              : {}),
          },
        });
      } else {
        saved = await create.mutateAsync(
          kind === 'html'
            ? { ...fields, kind: 'html', html_content: html }
            : { ...fields, kind: 'external', external_url: values.external_url.trim() },
        );
      }
      if (cover) {
        try {
          saved = await uploadReportCover(saved.id, cover);
          await invalidate();
        } catch (error) {
          // The report is saved; only the picture failed.
          setFormError(isApiError(error) ? error.message : catalog('unexpected_error'));
          onSaved(saved, !editing);
          return;
        }
      }
      onSaved(saved, !editing);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(catalog('unexpected_error'));
        return;
      }
      const fieldErrors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.errors)) {
        const message = messages[0];
        if (!message) continue;
        fieldErrors[field] =
          message === catalog('field_required', { name: field })
            ? catalog('field_required', { name: label(field) })
            : message === catalog('field_invalid', { name: field })
              ? catalog('field_invalid', { name: label(field) })
              : message;
      }
      // The import rules answer with a code of their own: shown on the HTML field.
      if (error.code.startsWith('html_')) fieldErrors.html_content = error.message;
      showErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(error.message);
    } finally {
      setSaving(false);
    }
  }

  const toggle = (key: keyof Values, hint?: string) => (
    <Switch
      label={label(key)}
      description={hint}
      checked={values[key] as boolean}
      onChange={(event) => set(key)(event.currentTarget.checked as never)}
    />
  );

  const loadingExisting = editing && existing.isPending;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      title={
        editing ? t('common.actions.editNamed', { name: report?.title ?? '' }) : t('reports.form.addTitle')
      }
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {loadingExisting ? (
        <Text c="dimmed">{t('common.states.loading')}</Text>
      ) : editing && existing.isError ? (
        <FormErrorAlert
          title={t('reports.form.loadError')}
          message={isApiError(existing.error) ? existing.error.message : catalog('unexpected_error')}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrorAlert title={t('reports.form.saveError')} message={formError} />
            <Tabs value={tab} onChange={setTab} keepMounted>
              <Tabs.List mb="md">
                <Tabs.Tab value="general">{t('reports.form.tabGeneral')}</Tabs.Tab>
                <Tabs.Tab value="access">{t('reports.form.tabAccess')}</Tabs.Tab>
                <Tabs.Tab value="display">{t('reports.form.tabDisplay')}</Tabs.Tab>
              </Tabs.List>

              <Tabs.Panel value="general">
                <Stack gap="md">
                  {!editing && (
                    <SegmentedControl
                      aria-label={t('reports.form.kind')}
                      value={kind}
                      onChange={(value) => setKind(value as ManualKind)}
                      data={[
                        { value: 'html', label: t('reports.form.kindHtml') },
                        { value: 'external', label: t('reports.form.kindExternal') },
                      ]}
                    />
                  )}
                  <TextInput
                    label={label('title')}
                    required
                    data-autofocus
                    maxLength={REPORT_TITLE_MAX}
                    value={values.title}
                    onChange={(e) => set('title')(e.currentTarget.value)}
                    error={errors.title}
                  />
                  <Textarea
                    label={label('description')}
                    autosize
                    minRows={2}
                    maxRows={5}
                    maxLength={REPORT_DESCRIPTION_MAX}
                    value={values.description}
                    onChange={(e) => set('description')(e.currentTarget.value)}
                    error={errors.description}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Select
                      label={label('group_id')}
                      placeholder={t('reports.form.noGroup')}
                      data={groupOptions}
                      value={values.group_id}
                      onChange={(value) => setValues((v) => ({ ...v, group_id: value, subgroup_id: null }))}
                      clearable
                      error={errors.group_id}
                    />
                    <Select
                      label={label('subgroup_id')}
                      placeholder={t('reports.form.noSubgroup')}
                      data={subgroupOptions}
                      value={values.subgroup_id}
                      onChange={set('subgroup_id')}
                      disabled={subgroupOptions.length === 0}
                      clearable
                      error={errors.subgroup_id}
                    />
                  </SimpleGrid>

                  {reportKind === 'external' && (
                    <TextInput
                      label={label('external_url')}
                      required
                      leftSection={<IconLink size={16} />}
                      placeholder="https://"
                      maxLength={REPORT_URL_MAX}
                      value={values.external_url}
                      onChange={(e) => set('external_url')(e.currentTarget.value)}
                      error={errors.external_url}
                    />
                  )}

                  {reportKind === 'html' && (
                    <Stack gap="xs">
                      <Group justify="space-between">
                        <Text size="sm" fw={500}>
                          {label('html_content')}
                          {!editing && <span style={{ color: 'var(--mantine-color-error)' }}> *</span>}
                        </Text>
                        <SegmentedControl
                          size="xs"
                          aria-label={t('reports.form.htmlSource')}
                          value={source}
                          onChange={(value) => setSource(value as HtmlSource)}
                          data={[
                            { value: 'file', label: t('reports.form.htmlFile') },
                            { value: 'paste', label: t('reports.form.htmlPaste') },
                          ]}
                        />
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('reports.form.htmlRules')}
                      </Text>
                      {source === 'file' ? (
                        <FileInput
                          aria-label={t('reports.form.htmlFileLabel')}
                          placeholder={editing ? t('reports.form.htmlKeep') : t('reports.form.htmlPick')}
                          accept=".html,.htm,text/html"
                          leftSection={<IconFileCode size={16} />}
                          value={htmlFile}
                          onChange={(file) => {
                            setHtmlFile(file);
                            setHtmlCheck(null);
                          }}
                          clearable
                          error={errors.html_content}
                        />
                      ) : (
                        <Textarea
                          aria-label={t('reports.form.htmlPasteLabel')}
                          placeholder="<html>…</html>"
                          autosize
                          minRows={5}
                          maxRows={12}
                          styles={{
                            input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 },
                          }}
                          value={values.html_content}
                          onChange={(e) => {
                            set('html_content')(e.currentTarget.value);
                            setHtmlCheck(null);
                          }}
                          error={errors.html_content}
                        />
                      )}
                      <Group gap="sm">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconCheck size={14} />}
                          loading={checking}
                          onClick={() => void checkHtml()}
                        >
                          {t('reports.form.htmlCheck')}
                        </Button>
                        {htmlCheck && (
                          <Text
                            size="sm"
                            c={htmlCheck.ok ? 'teal' : 'red'}
                            role={htmlCheck.ok ? 'status' : 'alert'}
                          >
                            {htmlCheck.message}
                          </Text>
                        )}
                      </Group>
                    </Stack>
                  )}

                  <Group align="flex-end" gap="md" wrap="nowrap">
                    {report?.cover && !cover && (
                      <Image src={storageUrl(report.cover)} w={96} h={60} radius="sm" fit="cover" alt="" />
                    )}
                    <FileInput
                      style={{ flex: 1 }}
                      label={label('cover')}
                      description={t('reports.form.coverHint')}
                      placeholder={report?.cover ? t('reports.form.coverKeep') : t('reports.form.coverPick')}
                      accept={REPORT_COVER_CONTENT_TYPES.join(',')}
                      leftSection={<IconPhoto size={16} />}
                      value={cover}
                      onChange={setCover}
                      clearable
                      error={errors.cover}
                    />
                  </Group>
                </Stack>
              </Tabs.Panel>

              <Tabs.Panel value="access">
                <Stack gap="md">
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      {label('filter_mode')}
                    </Text>
                    <SegmentedControl
                      aria-label={label('filter_mode')}
                      value={values.filter_mode}
                      onChange={(value) => set('filter_mode')(value as ReportFilterMode)}
                      data={REPORT_FILTER_MODES.map((mode) => ({
                        value: mode,
                        label: t(`reports.filterModes.${mode}`),
                      }))}
                    />
                    <Text size="xs" c="dimmed">
                      {t('reports.form.filterModeHint')}
                    </Text>
                  </Stack>
                  {toggle('ignore_rls', t('reports.form.ignoreRlsHint'))}
                  {toggle('allow_editing', t('reports.form.allowEditingHint'))}
                  <Divider />
                  {toggle('show_on_app')}
                  {toggle('show_on_catalog')}
                  {values.show_on_catalog && (
                    <Textarea
                      label={label('catalog_description')}
                      autosize
                      minRows={2}
                      maxLength={REPORT_DESCRIPTION_MAX}
                      value={values.catalog_description}
                      onChange={(e) => set('catalog_description')(e.currentTarget.value)}
                      error={errors.catalog_description}
                    />
                  )}
                </Stack>
              </Tabs.Panel>

              <Tabs.Panel value="display">
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {toggle('side_filter')}
                    {toggle('nav_panel')}
                    {toggle('show_hidden_pages')}
                    {toggle('visual_headers')}
                    {toggle('mobile_background')}
                    {toggle('show_last_update')}
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <TextInput
                      label={label('resolution')}
                      placeholder="1920x1080"
                      value={values.resolution}
                      onChange={(e) => set('resolution')(e.currentTarget.value)}
                      error={errors.resolution}
                    />
                    <Select
                      label={label('orientation')}
                      data={REPORT_ORIENTATIONS.map((value) => ({
                        value,
                        label: t(`reports.orientations.${value}`),
                      }))}
                      value={values.orientation}
                      onChange={(value) => set('orientation')((value ?? 'auto') as ReportOrientation)}
                      allowDeselect={false}
                    />
                    <NumberInput
                      label={label('update_seconds')}
                      description={t('reports.form.updateSecondsHint')}
                      min={0}
                      max={REPORT_UPDATE_SECONDS_MAX}
                      value={values.update_seconds}
                      onChange={(value) => set('update_seconds')(typeof value === 'number' ? value : 0)}
                      error={errors.update_seconds}
                    />
                  </SimpleGrid>
                </Stack>
              </Tabs.Panel>
            </Tabs>

            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('common.actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
