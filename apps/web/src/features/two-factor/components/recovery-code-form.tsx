import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLifebuoy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../../lib/i18n';

interface RecoveryCodeFormProps {
  onSubmit: (code: string) => Promise<unknown>;
  busy: boolean;
  error: string | null;
}

/** One recovery code, typed as printed (case, spaces and dashes do not matter). */
export function RecoveryCodeForm({ onSubmit, busy, error }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setFieldError(catalog('field_required', { name: t('twoFactor.recoveryLabel') }));
      return;
    }
    setFieldError(null);
    try {
      await onSubmit(code);
    } catch {
      // The message is shown above; keep the text so a typo can be fixed.
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('twoFactor.recoveryLabel')}
          description={t('twoFactor.recoveryHint')}
          placeholder="XXXXX-XXXXX"
          leftSection={<IconLifebuoy size={18} aria-hidden="true" />}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={fieldError}
          styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } }}
        />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('twoFactor.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
