import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './two-factor.module.css';

interface RecoveryCodesProps {
  codes: string[];
  email: string;
  onContinue: () => void;
  busy: boolean;
}

/** The recovery codes, shown once right after enrolment, to copy or download before going on. */
export function RecoveryCodes({ codes, email, onContinue, busy }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const listId = useId();
  const text = codes.join('\n');

  function download() {
    const body = [
      t('twoFactor.downloadHeader', { email }),
      '',
      ...codes,
      '',
      t('twoFactor.downloadFooter'),
      '',
    ];
    const url = URL.createObjectURL(new Blob([body.join('\n')], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mirante-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <Stack gap="md">
      <Alert variant="light" color="yellow" icon={<IconShieldCheck size={20} />}>
        {t('twoFactor.codesText')}
      </Alert>
      <Text size="sm" fw={500} id={listId}>
        {t('twoFactor.codesListLabel')}
      </Text>
      <ul className={classes.codes} aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Group grow gap="sm">
        <CopyButton value={text} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              color={copied ? 'teal' : undefined}
            >
              {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download} leftSection={<IconDownload size={18} />}>
          {t('twoFactor.download')}
        </Button>
      </Group>
      <Button size="md" fullWidth onClick={onContinue} loading={busy}>
        {t('twoFactor.saved')}
      </Button>
    </Stack>
  );
}
