import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './language-menu';
import { LanguageMenuItems } from './language-menu-items';

/** The language switcher's menu around its button; `defaultOpened` when the click that loaded it opens it. */
export function LanguageMenuDropdown({ defaultOpened }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
