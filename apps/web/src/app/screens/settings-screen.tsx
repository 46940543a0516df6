import { AccountSettings } from '../../features/account/components/account-settings';
import { SettingsPage } from '../../features/settings/pages/settings-page';

/** `setting`: the unit's configuration next to the user's own account. */
export function SettingsScreen() {
  return <SettingsPage AccountSettings={AccountSettings} />;
}
