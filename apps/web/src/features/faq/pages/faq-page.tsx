import { IconHelpCircle, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, type PageTab, PageTabs } from '../../../components/list';
import { useTabParam } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFaq } from '../api/faq-api';
import { FaqManager } from '../components/faq-manager';
import { FaqReader } from '../components/faq-reader';

/**
 * `faq`: the questions of the platform and of the reader's partner, searchable, in the reader's
 * language. A partner (the server says so) also keeps its own entries in a second tab.
 */
export function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('faq.pageTitle'));
  // The first page carries the caller's abilities; the reader's first page is the same answer.
  const first = useFaq({ page: 1, search: '' });
  const canManage = first.data?.policies.can_manage ?? false;
  const [tab, setTab] = useTabParam(['read', 'manage']);

  if (!canManage) {
    return (
      <ListPage title={t('faq.title')} description={t('faq.subtitle')}>
        <FaqReader />
      </ListPage>
    );
  }
  const tabs: PageTab[] = [
    { value: 'read', label: t('faq.tabs.read'), icon: IconHelpCircle, panel: <FaqReader /> },
    {
      value: 'manage',
      label: t('faq.tabs.manage'),
      icon: IconPencil,
      panel: <FaqManager description={t('faq.manage.subtitle')} />,
    },
  ];
  return (
    <ListPage title={t('faq.title')} description={t('faq.subtitle')}>
      <PageTabs value={tab} onChange={setTab} tabs={tabs} />
    </ListPage>
  );
}
