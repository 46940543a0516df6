import { Alert, Button, Group, Modal, Progress, Stack, Stepper, Switch, Text } from '@mantine/core';
import type { TUserImport } from '@mirante/contracts';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useNotices } from '../../../components/list';
import { isApiError, useInvalidate } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { downloadResults, useRunImport, useUserImport } from '../api/user-import-api';
import { ImportRowsTable } from './import-rows-table';
import { MappingStep } from './mapping-step';
import { UploadStep } from './upload-step';

const STEP = { upload: 0, map: 1, review: 2, import: 3, results: 4 } as const;

interface ImportWizardProps {
  opened: boolean;
  /** The unit a master works on; admins leave it out. */
  companyId: number | undefined;
  onClose: () => void;
}

/** Rows done of the rows being imported, as a bar with its numbers. */
function ImportProgress({ current }: { current: TUserImport }) {
  const { t } = useTranslation();
  const total = current.to_import;
  const value = total === 0 ? 100 : Math.round((current.done_rows / total) * 100);
  const label = t('userImport.progress.label', { done: current.done_rows, total });
  return (
    <Stack gap={4}>
      <Progress
        value={value}
        size="lg"
        striped={current.status === 'running'}
        animated={current.status === 'running'}
        aria-label={label}
      />
      <Text size="sm" ta="center" data-testid="import-progress">
        {label}
      </Text>
    </Stack>
  );
}

/** The user import wizard: upload, map columns, review, validate and import, results. */
export function ImportWizard({ opened, companyId, onClose }: ImportWizardProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const { done: told, failed } = useNotices();
  const [step, setStep] = useState<number>(STEP.upload);
  const [importId, setImportId] = useState<number | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const query = useUserImport(importId, companyId);
  const current = query.data;
  const run = useRunImport(companyId);
  const refreshUsers = useInvalidate([['users']]);

  // The import is over: the results, and the users list read again.
  useEffect(() => {
    if (step !== STEP.import || current?.status !== 'finished') return;
    setStep(STEP.results);
    setPage(1);
    void refreshUsers();
    const left = current.failed_rows + current.invalid_rows;
    told(left === 0 ? catalog('users_imported') : catalog('users_not_registered', { count: left }));
  }, [step, current?.status]);

  function restart() {
    setImportId(null);
    setStep(STEP.upload);
    setOnlyErrors(false);
    setPage(1);
    run.reset();
  }

  function close() {
    restart();
    onClose();
  }

  function begin(created: TUserImport) {
    setImportId(created.id);
    setStep(STEP.map);
  }

  function startImport() {
    if (!current) return;
    run.mutate(current.id, {
      onSuccess: () => {
        setStep(STEP.import);
        void query.refetch();
      },
    });
  }

  const runError = run.error
    ? isApiError(run.error)
      ? run.error.message
      : catalog('unexpected_error')
    : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('userImport.title')}
      size="xl"
      closeOnClickOutside={false}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('userImport.steps.upload')}>
          <UploadStep companyId={companyId} onStarted={begin} />
        </Stepper.Step>
        <Stepper.Step label={t('userImport.steps.map')}>
          {current && (
            <MappingStep
              current={current}
              companyId={companyId}
              onBack={restart}
              onReviewed={() => {
                setOnlyErrors(false);
                setPage(1);
                setStep(STEP.review);
              }}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={t('userImport.steps.review')}>
          {current && (
            <Stack gap="sm">
              <Text size="sm">
                {t('userImport.review.summary', { valid: current.valid_rows, total: current.total_rows })}
              </Text>
              {current.invalid_rows > 0 && (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
                  {t('userImport.review.invalidHidden', { count: current.invalid_rows })}
                </Alert>
              )}
              {current.free_seats !== null && (
                <Text size="sm" c="dimmed">
                  {t('userImport.review.seats', { count: current.free_seats })}
                </Text>
              )}
              <Switch
                label={t('userImport.review.onlyErrors')}
                checked={onlyErrors}
                onChange={(e) => {
                  setOnlyErrors(e.currentTarget.checked);
                  setPage(1);
                }}
              />
              <ImportRowsTable
                current={current}
                companyId={companyId}
                status={onlyErrors ? 'invalid' : 'pending'}
                page={page}
                onPage={setPage}
              />
              <FormErrorAlert message={runError} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(STEP.map)}>
                  {current.invalid_rows > 0 ? t('userImport.results.correct') : t('common.actions.back')}
                </Button>
                <Button onClick={startImport} loading={run.isPending} disabled={current.valid_rows === 0}>
                  {current.invalid_rows > 0
                    ? `${t('userImport.results.ignore')} · ${t('userImport.review.import', { count: current.valid_rows })}`
                    : t('userImport.review.import', { count: current.valid_rows })}
                </Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Step label={t('userImport.steps.import')}>
          {current && (
            <Stack gap="sm">
              <Text size="sm">{t('userImport.progress.running')}</Text>
              <ImportProgress current={current} />
            </Stack>
          )}
        </Stepper.Step>
        <Stepper.Step label={t('userImport.steps.results')}>
          {current && (
            <Stack gap="sm">
              <ImportProgress current={current} />
              <ImportRowsTable
                current={current}
                companyId={companyId}
                status={undefined}
                page={page}
                onPage={setPage}
                withOutcome
              />
              <Group justify="space-between">
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  onClick={() => void downloadResults(current.id, companyId).catch(failed)}
                >
                  {t('userImport.results.export')}
                </Button>
                <Group gap="sm">
                  {current.failed_rows + current.invalid_rows > 0 && (
                    <Button variant="default" onClick={restart}>
                      {t('userImport.results.correct')}
                    </Button>
                  )}
                  <Button onClick={close}>{t('userImport.results.finish')}</Button>
                </Group>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
