import { Alert, Button, Input, PinInput, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TOTP_DIGITS } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CodeFormProps {
  /** Sends the code; rejects when the server refused it (the form clears for another try). */
  onSubmit: (code: string) => Promise<unknown>;
  busy: boolean;
  /** The server's catalogued message for the last try. */
  error: string | null;
  submitLabel: string;
  hint?: string;
}

/** Six digit boxes that submit by themselves once full (or with Enter or the button). */
export function CodeForm({ onSubmit, busy, error, submitLabel, hint }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const labelId = useId();
  const errorId = useId();
  const submitting = useRef(false);
  // Six large boxes do not fit a phone's card; smaller ones still leave room for a thumb.
  const narrow = useMediaQuery('(max-width: 30em)');

  async function send(value: string) {
    if (value.length !== TOTP_DIGITS || submitting.current) return;
    submitting.current = true;
    try {
      await onSubmit(value);
    } catch {
      // A fresh, empty set of boxes (remounted, so the first one takes the focus again).
      setCode('');
      setAttempt((n) => n + 1);
    } finally {
      submitting.current = false;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert" id={errorId}>
            {error}
          </Alert>
        )}
        <Input.Wrapper label={t('twoFactor.codeLabel')} labelProps={{ id: labelId }} description={hint}>
          <PinInput
            key={attempt}
            mt={6}
            length={TOTP_DIGITS}
            type="number"
            size={narrow ? 'md' : 'xl'}
            gap={narrow ? 6 : 'xs'}
            styles={{ root: { justifyContent: 'space-between' } }}
            oneTimeCode
            autoFocus
            value={code}
            onChange={setCode}
            onComplete={(value) => void send(value)}
            error={Boolean(error)}
            disabled={busy}
            getInputProps={(index) => ({
              'aria-label': t('twoFactor.digitLabel', { n: index + 1, total: TOTP_DIGITS }),
              'aria-describedby': error ? errorId : undefined,
            })}
            aria-labelledby={labelId}
          />
        </Input.Wrapper>
        <Button type="submit" size="md" fullWidth loading={busy} disabled={code.length !== TOTP_DIGITS}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
