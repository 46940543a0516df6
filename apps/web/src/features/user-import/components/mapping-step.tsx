import { Button, Checkbox, Group, Radio, Select, Stack, Table, Text } from '@mantine/core';
import {
  guessImportMapping,
  type ImportField,
  type TImportMode,
  type TImportReviewRequest,
  type TUserImport,
  ZImportReviewRequest,
} from '@mirante/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useContractForm } from '../../../lib/forms';
import { useReviewImport } from '../api/user-import-api';

interface MappingValues {
  header_row: number;
  mapping: (string | null)[];
  mode: TImportMode;
  send_welcome: boolean;
}

const FIELDS = ['header_row', 'mapping', 'mode', 'send_welcome'] as const;

function fit(mapping: (string | null)[], length: number) {
  return Array.from({ length }, (_, i) => mapping[i] ?? null);
}

/** A–Z, AA…: how spreadsheets name columns. */
function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

interface MappingStepProps {
  current: TUserImport;
  companyId: number | undefined;
  onReviewed: (reviewed: TUserImport) => void;
  onBack: () => void;
}

/** Step 2: which row is the header, which field each column fills, the mode and the welcome e-mail. */
export function MappingStep({ current, companyId, onReviewed, onBack }: MappingStepProps) {
  const { t } = useTranslation();
  const review = useReviewImport(companyId);
  const label = useCallback(
    (field: string) => t(`userImport.map.${field === 'mapping' ? 'target' : 'mode'}`),
    [t],
  );
  const customFields = useMemo(
    () =>
      current.targets.filter((o) => o.custom).map((o) => ({ id: Number(o.value.slice(7)), name: o.label })),
    [current.targets],
  );
  const { form, message } = useContractForm<MappingValues>({
    schema: ZImportReviewRequest,
    label,
    fields: FIELDS,
    error: review.error,
    initialValues: {
      header_row: current.header_row,
      mapping: fit(
        current.status === 'uploaded' ? current.suggested_mapping : current.mapping,
        Math.max(0, ...current.preview.map((r) => r.length)),
      ),
      mode: current.mode,
      send_welcome: current.send_welcome,
    },
  });
  const columns = Math.max(0, ...current.preview.map((r) => r.length));
  const header = current.preview[form.values.header_row] ?? [];
  const sample = current.preview[form.values.header_row + 1] ?? [];
  const targets = current.targets.map((o) => ({
    value: o.value,
    label: o.custom ? o.label : t(`userImport.fields.${o.value as ImportField}`),
  }));

  function chooseHeader(row: number) {
    form.setFieldValue('header_row', row);
    form.setFieldValue('mapping', fit(guessImportMapping(current.preview[row] ?? [], customFields), columns));
  }

  function submit(values: MappingValues) {
    const body: TImportReviewRequest = { ...values, mapping: fit(values.mapping, columns) };
    review.mutate({ id: current.id, body }, { onSuccess: onReviewed });
  }

  const previewRows = current.preview.slice(0, 10);
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <FormErrorAlert
          message={message ?? (form.errors.mapping ? t('userImport.map.emailRequired') : null)}
        />
        {current.source_company_id === null && (
          <Select
            label={t('userImport.map.headerRow')}
            data={previewRows.map((row, i) => ({
              value: String(i),
              label: t('userImport.map.headerRowOption', { n: i + 1, text: row.slice(0, 4).join(' · ') }),
            }))}
            value={String(form.values.header_row)}
            onChange={(v) => v !== null && chooseHeader(Number(v))}
            allowDeselect={false}
          />
        )}
        <Table.ScrollContainer minWidth={520} mah={320}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('userImport.map.column')}</Table.Th>
                <Table.Th>{t('userImport.map.sample')}</Table.Th>
                <Table.Th>{t('userImport.map.target')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Array.from({ length: columns }, (_, i) => {
                const name = header[i] || columnName(i);
                return (
                  <Table.Tr key={columnName(i)}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" lineClamp={1}>
                        {sample[i] ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${t('userImport.map.target')}: ${name}`}
                        placeholder={t('userImport.map.ignore')}
                        data={targets}
                        value={form.values.mapping[i] ?? null}
                        onChange={(v) => {
                          const next = fit(form.values.mapping, columns);
                          next[i] = v;
                          form.setFieldValue('mapping', next);
                        }}
                        clearable
                        searchable
                        size="xs"
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Radio.Group
          label={t('userImport.map.mode')}
          value={form.values.mode}
          onChange={(v) => form.setFieldValue('mode', v as TImportMode)}
        >
          <Group mt={4}>
            <Radio value="add" label={t('userImport.map.modes.add')} />
            <Radio value="add_update" label={t('userImport.map.modes.add_update')} />
          </Group>
        </Radio.Group>
        {current.welcome_mail_allowed && (
          <Checkbox
            label={t('userImport.map.welcome')}
            {...form.getInputProps('send_welcome', { type: 'checkbox' })}
          />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('common.actions.back')}
          </Button>
          <Button type="submit" loading={review.isPending}>
            {t('userImport.map.validate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
