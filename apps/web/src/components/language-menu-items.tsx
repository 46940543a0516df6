import { Menu } from '@mantine/core';
import { LANGUAGES } from '@mirante/contracts';
import { IconCheck } from '@tabler/icons-react';
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
