import { Button, Menu } from '@mantine/core';
import { LANGUAGES } from '@mirante/contracts';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../lib/i18n';

/** The four interface languages as menu items, the current one checked. */
export function LanguageMenuItems() {
  const { t } = useTranslation();
  const current = useLanguage();
  return LANGUAGES.map((language) => (
    <Menu.Item
      key={language}
      lang={language}
      onClick={() => void changeLanguage(language)}
      rightSection={language === current ? <IconCheck size={16} aria-hidden="true" /> : null}
      aria-current={language === current ? 'true' : undefined}
    >
      {t(`language.names.${language}`)}
    </Menu.Item>
  ));
}

/** A compact language switcher (sign-in and public pages). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={`${t('language.change')}: ${t(`language.names.${current}`)}`}
        >
          {t(`language.names.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
