import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form';
import { QrCodeImage } from '../../../components/qr-code-image';
import { RecoveryCodes } from './recovery-codes';
import { SecretKey } from './secret-key';

interface EnrolmentStepsProps {
  email: string;
  secret: string;
  qrSvg: string;
  /** Confirms the enrolment with a first code; rejects when the code was refused. */
  onVerify: (code: string) => Promise<unknown>;
  verifying: boolean;
  error: string | null;
  /** Set once the enrolment is confirmed: the codes to show, once. */
  recoveryCodes: string[] | null;
  onContinue: () => void;
  continuing: boolean;
}

/** Add the account to an app (QR code or key), confirm a first code, save the recovery codes. */
export function EnrolmentSteps(props: EnrolmentStepsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  // Once confirmed there is no way back: the secret is set and the codes must be saved.
  const active = props.recoveryCodes ? 2 : chosen;

  return (
    <Stepper
      active={active}
      onStepClick={props.recoveryCodes ? undefined : setChosen}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={32}
    >
      <Stepper.Step label={t('twoFactor.steps.scan')}>
        <Stack gap="lg" mt="lg">
          <Text fw={600}>{t('twoFactor.scanTitle')}</Text>
          <Group justify="center">
            <QrCodeImage svg={props.qrSvg} alt={t('twoFactor.qrAlt', { email: props.email })} />
          </Group>
          <SecretKey secret={props.secret} />
          <Button size="md" rightSection={<IconArrowRight size={18} />} onClick={() => setChosen(1)}>
            {t('twoFactor.next')}
          </Button>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('common.actions.confirm')}>
        <Stack gap="lg" mt="lg">
          <Text fw={600}>{t('twoFactor.verifyTitle')}</Text>
          <CodeForm
            onSubmit={props.onVerify}
            busy={props.verifying}
            error={props.error}
            submitLabel={t('common.actions.confirm')}
            hint={t('twoFactor.verifyHint')}
          />
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => setChosen(0)}
            disabled={props.verifying}
          >
            {t('common.actions.back')}
          </Button>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('twoFactor.steps.save')}>
        <Stack gap="lg" mt="lg">
          <Text fw={600}>{t('twoFactor.codesTitle')}</Text>
          <RecoveryCodes
            codes={props.recoveryCodes ?? []}
            email={props.email}
            onContinue={props.onContinue}
            busy={props.continuing}
          />
        </Stack>
      </Stepper.Step>
    </Stepper>
  );
}
