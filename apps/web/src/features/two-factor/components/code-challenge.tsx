import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form';
import { RecoveryCodeForm } from './recovery-code-form';

interface CodeChallengeProps {
  onCode: (code: string) => Promise<unknown>;
  onRecoveryCode: (code: string) => Promise<unknown>;
  busy: boolean;
  error: string | null;
  /** Called when the person switches between the app code and a recovery code. */
  onModeChange: () => void;
}

/** An enrolled user's second step: the app's code, or a recovery code instead. */
export function CodeChallenge({ onCode, onRecoveryCode, busy, error, onModeChange }: CodeChallengeProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);

  function toggle() {
    setRecovery((on) => !on);
    onModeChange();
  }

  return (
    <Stack gap="md">
      {recovery ? (
        <RecoveryCodeForm onSubmit={onRecoveryCode} busy={busy} error={error} />
      ) : (
        <CodeForm onSubmit={onCode} busy={busy} error={error} submitLabel={t('twoFactor.signIn')} />
      )}
      <Anchor component="button" type="button" size="sm" ta="center" onClick={toggle} disabled={busy}>
        {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
      </Anchor>
    </Stack>
  );
}
