import { useAccount } from '../../features/account/api/account';
import { AccountSettings } from '../../features/account/components/account-settings';
import { ClientInvoices } from '../../features/billing/components/client-invoices';
import { SettingsPage } from '../../features/settings/pages/settings-page';
import { useCachedUser } from '../../lib/storage';

/**
 * `setting`: the unit's configuration next to the user's own account, and the client's invoices
 * for a unit user the operator named its client's contact.
 */
export function SettingsScreen() {
  const profile = useCachedUser()?.perfil_usuario;
  const account = useAccount(profile === 'admin' || profile === 'user');
  return (
    <SettingsPage
      AccountSettings={AccountSettings}
      Invoices={account.data?.client_contact ? ClientInvoices : undefined}
    />
  );
}
