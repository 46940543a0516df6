import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  profileHasRoute,
  REPORT_COVER_CONTENT_TYPES,
  REPORT_COVER_MAX_BYTES,
  type TReport,
  ZCreateReportRequest,
  ZReportFields,
  ZUpdateReportRequest,
} from '@mirante/contracts';
import { IconInfoCircle, IconLink, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody } from '../../../components/form-body';
import { FormActions } from '../../../components/form-modal';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { isApiError } from '../../../lib/api';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useCachedUser, useStoredConfig } from '../../../lib/storage';
import {
  useCreateReport,
  useInvalidateReports,
  useReport,
  useReportGroups,
  useUpdateReport,
  uploadReportCover,
} from '../api/reports-api';
import { storageUrl } from './report-card';
import { ReportAccessTab, ReportDisplayTab } from './report-form-tabs';
import {
  createRequestOf,
  EMPTY_REPORT,
  FIELD_TAB,
  type HtmlSource,
  type ManualKind,
  REPORT_FIELDS,
  type ReportValues,
  updateRequestOf,
  valuesOf,
} from './report-form-values';
import { ReportHtmlField } from './report-html-field';

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
  const [kind, setKind] = useState<ManualKind>('html');
  // Power BI reports are not typed in here: they come from a workspace (the choice says where).
  const [powerBi, setPowerBi] = useState(false);
  const [source, setSource] = useState<HtmlSource>('file');
  const [htmlFile, setHtmlFile] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [tab, setTab] = useState<string | null>('general');
  const [failure, setFailure] = useState<unknown>(null);
  const [coverFailure, setCoverFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The tab of the first failing field is shown once per submit.
  const tabShown = useRef(false);

  const report = editing ? existing.data?.data : undefined;
  const reportKind = report?.kind ?? kind;
  const label = useCallback((field: string) => t(`reports.fields.${field}` as 'reports.fields.title'), [t]);
  // The HTML the submit read (from the file or the pasted text), for the contract to judge.
  const htmlRead = useRef('');

  const showTabOf = (field: string) => {
    if (tabShown.current) return;
    tabShown.current = true;
    setTab(FIELD_TAB[field] ?? 'general');
  };
  const {
    form,
    message: serverMessage,
    word,
  } = useContractForm<ReportValues>({
    schema: editing ? ZUpdateReportRequest : ZCreateReportRequest,
    label,
    fields: REPORT_FIELDS,
    error: failure,
    toInput: (values) =>
      editing
        ? updateRequestOf(values, reportKind, htmlRead.current, null)
        : createRequestOf(values, kind, htmlRead.current),
    // The cover is sent apart from the report: its type and size are checked here.
    refine: (errors, _values, word) => {
      if (cover && !(REPORT_COVER_CONTENT_TYPES as readonly string[]).includes(cover.type)) {
        return { ...errors, cover: word('cover', 'field_invalid') };
      }
      if (cover && cover.size > REPORT_COVER_MAX_BYTES)
        return { ...errors, cover: t('reports.form.coverTooBig') };
      return errors;
    },
    setFieldError: (field, message) => {
      form.setFieldError(field, message);
      showTabOf(field);
    },
    initialValues: EMPTY_REPORT,
  });
  // The import rules answer with a code of their own: shown on the HTML field.
  const htmlRefused = isApiError(failure) && failure.code.startsWith('html_');
  const formError = coverFailure ?? (htmlRefused ? null : serverMessage);

  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    setFailure(null);
    setCoverFailure(null);
    setHtmlFile(null);
    setCover(null);
    setTab('general');
    setSource('file');
    if (!editing) {
      form.setValues(EMPTY_REPORT);
      setKind('html');
      setPowerBi(false);
    }
  }, [opened, reportId]);

  useEffect(() => {
    if (opened && report) form.setValues(valuesOf(report));
  }, [opened, report]);

  const selected = groups.data?.data.find((item) => String(item.id) === form.values.group_id);
  const groupOptions = (groups.data?.data ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
  }));
  const subgroupOptions = (selected?.subgroups ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
  }));

  async function readHtml(): Promise<string> {
    if (source === 'file' && htmlFile) return htmlFile.text();
    return form.values.html_content;
  }

  async function save(html: string): Promise<TReport> {
    if (editing && reportId !== null) {
      const input = updateRequestOf(form.values, reportKind, html, report?.html_content);
      return update.mutateAsync({ id: reportId, input });
    }
    return create.mutateAsync(createRequestOf(form.values, kind, html));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    setCoverFailure(null);
    tabShown.current = false;
    const html = await readHtml();
    htmlRead.current = html;
    const { errors } = form.validate();
    const first = Object.keys(errors)[0];
    if (first) {
      showTabOf(first);
      return;
    }
    setSaving(true);
    try {
      let saved = await save(html);
      if (cover) {
        try {
          saved = await uploadReportCover(saved.id, cover);
          await invalidate();
        } catch (error) {
          // The report is saved; only the picture failed.
          setCoverFailure(isApiError(error) ? error.message : catalog('unexpected_error'));
        }
      }
      onSaved(saved, !editing);
    } catch (error) {
      if (isApiError(error) && error.code.startsWith('html_')) {
        form.setFieldError('html_content', error.message);
        showTabOf('html_content');
      }
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

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
      {!editing && powerBi ? (
        <Stack gap="md">
          <KindChoice
            value="powerbi"
            onChange={(value) => {
              setKind(value);
              setPowerBi(false);
            }}
            onPowerBi={() => undefined}
          />
          <PowerBiImportHint onClose={onClose} />
        </Stack>
      ) : loadingExisting ? (
        <Text c="dimmed">{t('common.states.loading')}</Text>
      ) : editing && existing.isError ? (
        <FormErrorAlert
          title={t('reports.form.loadError')}
          message={isApiError(existing.error) ? existing.error.message : catalog('unexpected_error')}
        />
      ) : (
        <FormBody onSubmit={submit} message={formError} messageTitle={t('reports.form.saveError')}>
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List mb="md">
              <Tabs.Tab value="general">{t('reports.form.tabGeneral')}</Tabs.Tab>
              <Tabs.Tab value="access">{t('reports.form.tabAccess')}</Tabs.Tab>
              <Tabs.Tab value="display">{t('reports.form.tabDisplay')}</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="general">
              <Stack gap="md">
                {!editing && (
                  <KindChoice value={kind} onChange={setKind} onPowerBi={() => setPowerBi(true)} />
                )}
                <TextInput
                  label={label('title')}
                  required
                  data-autofocus
                  maxLength={maxLengthOf(ZReportFields.shape.title)}
                  {...form.getInputProps('title')}
                />
                <Textarea
                  label={label('description')}
                  autosize
                  minRows={2}
                  maxRows={5}
                  maxLength={maxLengthOf(ZReportFields.shape.description)}
                  {...form.getInputProps('description')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={label('group_id')}
                    placeholder={t('reports.form.noGroup')}
                    data={groupOptions}
                    value={form.values.group_id}
                    onChange={(value) => form.setValues({ group_id: value, subgroup_id: null })}
                    clearable
                    error={form.errors.group_id}
                  />
                  <Select
                    label={label('subgroup_id')}
                    placeholder={t('reports.form.noSubgroup')}
                    data={subgroupOptions}
                    disabled={subgroupOptions.length === 0}
                    clearable
                    {...form.getInputProps('subgroup_id')}
                  />
                </SimpleGrid>

                {reportKind === 'external' && (
                  <TextInput
                    label={label('external_url')}
                    required
                    leftSection={<IconLink size={16} />}
                    placeholder="https://"
                    maxLength={maxLengthOf(ZUpdateReportRequest.shape.external_url)}
                    {...form.getInputProps('external_url')}
                  />
                )}

                {reportKind === 'html' && (
                  <ReportHtmlField
                    form={form}
                    editing={editing}
                    label={label('html_content')}
                    word={word}
                    source={source}
                    onSource={setSource}
                    file={htmlFile}
                    onFile={setHtmlFile}
                    readHtml={readHtml}
                  />
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
                    error={form.errors.cover}
                  />
                </Group>
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="access">
              <ReportAccessTab form={form} label={label} />
            </Tabs.Panel>

            <Tabs.Panel value="display">
              <ReportDisplayTab form={form} label={label} />
            </Tabs.Panel>
          </Tabs>

          <FormActions onCancel={onClose} pending={saving} />
        </FormBody>
      )}
    </Modal>
  );
}

/** The kinds of report the dialog adds, and Power BI, which is imported from a workspace instead. */
function KindChoice({
  value,
  onChange,
  onPowerBi,
}: {
  value: ManualKind | 'powerbi';
  onChange: (kind: ManualKind) => void;
  onPowerBi: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('reports.form.kind')}
      value={value}
      onChange={(next) => (next === 'powerbi' ? onPowerBi() : onChange(next as ManualKind))}
      data={[
        { value: 'powerbi', label: t('reports.kinds.powerbi') },
        { value: 'html', label: t('reports.form.kindHtml') },
        { value: 'external', label: t('reports.form.kindExternal') },
      ]}
    />
  );
}

/**
 * Where Power BI reports come from: imported from an embedded workspace, on the screen of that
 * name where the caller may open it, else by the unit's partner.
 */
function PowerBiImportHint({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useCachedUser()?.perfil_usuario;
  const hidden = useStoredConfig().hidden_menu ?? [];
  const mayImport = profile !== undefined && profileHasRoute(profile, WORKSPACES_ROUTE, hidden);
  return (
    <>
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} />}
        title={t('reports.form.powerBiTitle')}
      >
        {mayImport ? t('reports.form.powerBiImport') : t('reports.form.powerBiAskPartner')}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
        {mayImport && (
          <Button component={Link} to={`/${WORKSPACES_ROUTE}`} onClick={onClose}>
            {t('reports.form.powerBiOpen')}
          </Button>
        )}
      </Group>
    </>
  );
}

/** The screen that lists the embedded workspaces and imports their reports. */
const WORKSPACES_ROUTE = 'powerbi/workspace';
