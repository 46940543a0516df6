import { Button, Divider, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
  type TUserImport,
} from '@mirante/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useImportSourceUnits, useStartImport } from '../api/user-import-api';

interface UploadStepProps {
  companyId: number | undefined;
  onStarted: (created: TUserImport) => void;
}

/** Step 1: a CSV or XLSX file (with the caps shown), or the people of another unit of the client. */
export function UploadStep({ companyId, onStarted }: UploadStepProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [file, setFile] = useState<File | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const start = useStartImport(companyId);
  const units = useImportSourceUnits(companyId, true);
  const sources = units.data?.data ?? [];
  const error = start.error
    ? isApiError(start.error)
      ? start.error.message
      : catalog('unexpected_error')
    : null;

  function next() {
    const source = file
      ? ({ kind: 'file', file } as const)
      : unitId
        ? ({ kind: 'unit', companyId: Number(unitId) } as const)
        : null;
    if (source) start.mutate(source, { onSuccess: onStarted });
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('userImport.upload.hint', {
          size: Math.round(IMPORT_MAX_FILE_BYTES / (1024 * 1024)),
          rows: IMPORT_MAX_ROWS.toLocaleString(),
        })}
      </Text>
      <FormErrorAlert message={error} />
      <FileInput
        label={t('userImport.upload.file')}
        placeholder={t('userImport.upload.placeholder')}
        accept={['.csv', '.xlsx', ...Object.values(IMPORT_CONTENT_TYPES)].join(',')}
        leftSection={<IconFileSpreadsheet size={18} />}
        value={file}
        onChange={(picked) => {
          setFile(picked);
          if (picked) setUnitId(null);
          start.reset();
        }}
        clearable
      />
      {sources.length > 0 && (
        <>
          <Divider label={t('userImport.upload.fromUnit')} labelPosition="center" />
          <Select
            label={t('userImport.upload.unit')}
            data={sources.map((u) => ({
              value: String(u.id),
              label: t('userImport.upload.unitOption', { name: u.name, count: u.users }),
            }))}
            value={unitId}
            onChange={(v) => {
              setUnitId(v);
              if (v) setFile(null);
            }}
            clearable
          />
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={next} disabled={!file && !unitId} loading={start.isPending}>
          {t('userImport.upload.next')}
        </Button>
      </Group>
    </Stack>
  );
}
