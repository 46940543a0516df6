import { ImportWizard } from '../../features/user-import/components/import-wizard';
import { UsersPage } from '../../features/users/pages/users-page';

/** `user`: the unit's users, with the user import wizard. */
export function UsersScreen() {
  return <UsersPage ImportWizard={ImportWizard} />;
}
