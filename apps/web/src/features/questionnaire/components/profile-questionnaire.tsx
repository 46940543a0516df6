import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  defaultLandingPath,
  MAX_QUESTIONNAIRE_OTHER_TEXT_LENGTH,
  QUESTIONNAIRE_DELAY_MS,
  QUESTIONNAIRE_OPTIONS,
  type QuestionnaireOption,
} from '@mirante/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { clearAfterLogin, hasAfterLogin } from '../../../lib/after-login';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { safeRedirectTarget } from '../../../lib/redirect';
import { type CachedUser, mergeRemoteConfig, useStoredConfig } from '../../../lib/storage';
import { useSendQuestionnaire } from '../api/send-questionnaire';

type Step = 'closed' | 'choose' | 'other';

/**
 * The first-login profile questionnaire (spec §4): right after a sign-in, on the intended page,
 * the afterLogin flag is removed and, when the config asks for it, the dialog opens 1 s later.
 * 'outro' asks for the role in a second prompt; cancelling that prompt reopens the first.
 */
export function ProfileQuestionnaire({ user }: { user: CachedUser }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const config = useStoredConfig();
  const { pathname } = useLocation();
  const send = useSendQuestionnaire();
  const [due, setDue] = useState(false);
  const [step, setStep] = useState<Step>('closed');
  const [choice, setChoice] = useState<QuestionnaireOption | null>(null);
  const [other, setOther] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);

  const configLoaded = typeof config.intended === 'string';
  const intended = safeRedirectTarget(config.intended) ?? defaultLandingPath(user.perfil_usuario);

  // Consumes the flag on the intended page only; the questionnaire is then due if configured.
  useEffect(() => {
    if (!configLoaded || pathname !== intended || !hasAfterLogin()) return;
    clearAfterLogin();
    if (config.show_questionario_perfil === true && !user.impersonator) setDue(true);
  }, [configLoaded, pathname, intended, config.show_questionario_perfil, user.impersonator]);

  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => {
      setDue(false);
      setStep('choose');
    }, QUESTIONNAIRE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due]);

  const optionLabel = (option: QuestionnaireOption) => t(`questionnaire.options.${option}`);
  const otherLabel = t('questionnaire.otherLabel');

  async function submit(option: QuestionnaireOption, otherText?: string) {
    try {
      await send.mutateAsync({ user_id: user.id, perfil_usuario: option, other_text: otherText });
    } catch (error) {
      const errors = isApiError(error) ? error.errors : {};
      if (errors.other_text?.[0]) return setOtherError(errors.other_text[0]);
      if (errors.perfil_usuario?.[0]) {
        setStep('choose');
        return setChoiceError(errors.perfil_usuario[0]);
      }
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
      return;
    }
    mergeRemoteConfig({ show_questionario_perfil: false });
    setStep('closed');
    notifications.show({ color: 'teal', message: t('questionnaire.thanks') });
  }

  function onChoose(event: FormEvent) {
    event.preventDefault();
    if (!choice) return setChoiceError(catalog('field_required', { name: t('questionnaire.optionsLabel') }));
    if (choice === 'outro') {
      setOtherError(null);
      return setStep('other');
    }
    void submit(choice);
  }

  function onOther(event: FormEvent) {
    event.preventDefault();
    if (!other.trim()) return setOtherError(catalog('field_required', { name: otherLabel }));
    void submit('outro', other.trim());
  }

  // Cancelling the second prompt goes back to the first (spec §4).
  const backToChoice = () => setStep('choose');

  return (
    <>
      <Modal
        opened={step === 'choose'}
        onClose={() => setStep('closed')}
        title={t('questionnaire.title')}
        centered
        size="md"
      >
        <form onSubmit={onChoose} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('questionnaire.text')}
            </Text>
            <Radio.Group
              label={t('questionnaire.optionsLabel')}
              withAsterisk
              value={choice}
              onChange={(value) => {
                setChoice(value as QuestionnaireOption);
                setChoiceError(null);
              }}
              error={choiceError}
            >
              <Stack gap="xs" mt="xs">
                {QUESTIONNAIRE_OPTIONS.map((option) => (
                  <Radio key={option} value={option} label={optionLabel(option)} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('closed')} disabled={send.isPending}>
                {t('questionnaire.later')}
              </Button>
              <Button type="submit" loading={send.isPending && step === 'choose'}>
                {choice === 'outro' ? t('questionnaire.continue') : t('questionnaire.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={step === 'other'}
        onClose={backToChoice}
        title={t('questionnaire.otherTitle')}
        centered
        size="md"
      >
        <form onSubmit={onOther} noValidate>
          <Stack gap="md">
            <TextInput
              label={otherLabel}
              placeholder={t('questionnaire.otherPlaceholder')}
              withAsterisk
              maxLength={MAX_QUESTIONNAIRE_OTHER_TEXT_LENGTH}
              value={other}
              onChange={(event) => {
                setOther(event.currentTarget.value);
                setOtherError(null);
              }}
              error={otherError}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={backToChoice} disabled={send.isPending}>
                {t('common.actions.back')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('questionnaire.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
