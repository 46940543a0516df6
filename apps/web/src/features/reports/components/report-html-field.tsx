import { Button, FileInput, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { ZCheckReportHtmlRequest } from '@mirante/contracts';
import { IconCheck, IconFileCode } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { contractValidate, type WordFieldError } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { checkReportHtml } from '../api/reports-api';
import type { HtmlSource, ReportForm } from './report-form-values';

interface ReportHtmlFieldProps {
  form: ReportForm;
  editing: boolean;
  label: string;
  word: WordFieldError;
  source: HtmlSource;
  onSource: (source: HtmlSource) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The HTML the report would get: the picked file's or the pasted one. */
  readHtml: () => Promise<string>;
}

/** The HTML of a report, picked as a file or pasted, with a check against the import rules. */
export function ReportHtmlField({
  form,
  editing,
  label,
  word,
  source,
  onSource,
  file,
  onFile,
  readHtml,
}: ReportHtmlFieldProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [check, setCheck] = useState<{ ok: boolean; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const error = form.errors.html_content;

  async function runCheck() {
    setChecking(true);
    try {
      const html = await readHtml();
      const refused = contractValidate(ZCheckReportHtmlRequest, word)({ html_content: html }).html_content;
      if (refused) {
        setCheck({ ok: false, message: String(refused) });
        return;
      }
      await checkReportHtml(html);
      setCheck({ ok: true, message: t('reports.form.htmlOk') });
    } catch (failure) {
      setCheck({ ok: false, message: isApiError(failure) ? failure.message : catalog('unexpected_error') });
    } finally {
      setChecking(false);
    }
  }

  const headingId = useId();
  const fileId = useId();

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500} id={headingId}>
          {label}
          {!editing && (
            <span style={{ color: 'var(--mantine-color-error)' }} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('reports.form.htmlSource')}
          value={source}
          onChange={(value) => onSource(value as HtmlSource)}
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
          // Named by the field's heading and then by what the button shows (the file to choose, or
          // the one chosen), so the name holds the visible words.
          id={fileId}
          aria-labelledby={`${headingId} ${fileId}`}
          placeholder={editing ? t('reports.form.htmlKeep') : t('reports.form.htmlPick')}
          accept=".html,.htm,text/html"
          leftSection={<IconFileCode size={16} />}
          value={file}
          onChange={(picked) => {
            onFile(picked);
            setCheck(null);
          }}
          clearable
          error={error}
        />
      ) : (
        <Textarea
          aria-label={t('reports.form.htmlPasteLabel')}
          placeholder="<html>…</html>"
          autosize
          minRows={5}
          maxRows={12}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          value={form.values.html_content}
          onChange={(event) => {
            form.setFieldValue('html_content', event.currentTarget.value);
            setCheck(null);
          }}
          error={error}
        />
      )}
      <Group gap="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCheck size={14} />}
          loading={checking}
          onClick={() => void runCheck()}
        >
          {t('reports.form.htmlCheck')}
        </Button>
        {check && (
          <Text size="sm" c={check.ok ? 'teal' : 'red'} role={check.ok ? 'status' : 'alert'}>
            {check.message}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
