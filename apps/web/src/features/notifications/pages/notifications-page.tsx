import { Button } from '@mantine/core';
import { notifications as notices } from '@mantine/notifications';
import type { TAudienceUser } from '@mirante/contracts';
import { IconInbox, IconSend, IconTemplate, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type PageTab, PageTabs } from '../../../components/list';
import { UnitPicker } from '../../../components/unit-picker';
import { useTabParam } from '../../../lib/list';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInbox } from '../api/notifications';
import { AudiencePanel } from '../components/audience-panel';
import { ComposeModal } from '../components/compose-modal';
import { InboxPanel } from '../components/inbox-panel';
import { SentPanel } from '../components/sent-panel';
import { TemplatesPanel } from '../components/templates-panel';

/**
 * `notifications`: everyone's inbox; for those who may send (the server says so), the unit's
 * notification center: the compose dialog, what was sent, templates and the addressee views. A
 * partner picks which of its units the center works on.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.pageTitle'));
  // The inbox's first page carries the caller's abilities; the inbox tab reads the same answer.
  const first = useInbox({ page: 1, search: '', status: 'all' });
  const policies = first.data?.policies ?? { send: false, templates: false };
  const [tab, setTab] = useTabParam(['inbox', 'sent', 'templates', 'audience']);
  const [composing, setComposing] = useState<{ users?: TAudienceUser[] } | null>(null);
  const isPartner = useCachedUser()?.perfil_usuario === 'master';
  const [unit, setUnit] = useState<number | undefined>(undefined);
  const center = policies.send && (!isPartner || unit !== undefined);

  const tabs: PageTab[] = [
    { value: 'inbox', label: t('notifications.tabs.inbox'), icon: IconInbox, panel: <InboxPanel /> },
  ];
  if (center) {
    tabs.push({
      value: 'sent',
      label: t('notifications.tabs.sent'),
      icon: IconSend,
      panel: <SentPanel companyId={unit} />,
    });
    if (policies.templates) {
      tabs.push({
        value: 'templates',
        label: t('notifications.tabs.templates'),
        icon: IconTemplate,
        panel: <TemplatesPanel companyId={unit} />,
      });
    }
    tabs.push({
      value: 'audience',
      label: t('notifications.tabs.audience'),
      icon: IconUsers,
      panel: (
        <AudiencePanel
          canPickPeople={policies.templates}
          companyId={unit}
          onNotify={(users) => setComposing({ users })}
        />
      ),
    });
  }
  const shown = tabs.some((entry) => entry.value === tab) ? tab : 'inbox';

  return (
    <ListPage
      title={t('notifications.title')}
      description={t('notifications.subtitle')}
      actions={
        center ? (
          <Button leftSection={<IconSend size={16} />} onClick={() => setComposing({})}>
            {t('notifications.compose.open')}
          </Button>
        ) : undefined
      }
    >
      {isPartner && policies.send ? <UnitPicker value={unit} onChange={setUnit} /> : null}
      <PageTabs value={shown} onChange={setTab} tabs={tabs} />
      <ComposeModal
        opened={composing !== null}
        canPickPeople={policies.templates}
        companyId={unit}
        initialUsers={composing?.users}
        onClose={() => setComposing(null)}
        onSent={(sent) => {
          setComposing(null);
          notices.show({
            color: 'teal',
            message: t('notifications.compose.sent', { count: sent.recipients }),
          });
        }}
      />
    </ListPage>
  );
}
