import { isPartnerProfile } from '@mirante/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, ListPage } from '../../../components/list';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { NewTicketModal } from '../components/new-ticket-modal';
import { TicketsBrowser } from '../components/tickets-browser';

/** `help_desk`: the tickets in the caller's reach, searched and filtered by status and priority. */
export function HelpDeskPage() {
  const { t } = useTranslation();
  usePageTitle(t('helpDesk.pageTitle'));
  const user = useCachedUser();
  const [adding, setAdding] = useState(false);
  const [canCreate, setCanCreate] = useState(false);

  return (
    <ListPage
      title={t('helpDesk.title')}
      description={t('helpDesk.subtitle')}
      actions={canCreate ? <AddButton onClick={() => setAdding(true)}>{t('helpDesk.add')}</AddButton> : null}
    >
      <TicketsBrowser
        withUnit={user ? isPartnerProfile(user.perfil_usuario) : false}
        inAddress
        onCanCreate={setCanCreate}
      />
      <NewTicketModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
