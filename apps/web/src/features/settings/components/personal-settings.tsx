import { Paper, Select, Stack, Text } from '@mantine/core';
import { LANGUAGES, type Language } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../../../lib/i18n';

/** Settings that are one's own: the interface language. */
export function PersonalSettings() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={520}>
      <Stack gap="sm">
        <Text fw={600}>{t('settings.personalTitle')}</Text>
        <Select
          label={t('language.label')}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`language.names.${l}`) }))}
          value={language}
          allowDeselect={false}
          onChange={(v) => v && void changeLanguage(v as Language)}
        />
      </Stack>
    </Paper>
  );
}
