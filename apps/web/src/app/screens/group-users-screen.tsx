import { CustomFieldsPanel } from '../../features/custom-fields/components/custom-fields-panel';
import { GroupUsersPage } from '../../features/groups/pages/group-users-page';

/** `group_users`: the unit's groups next to the custom fields of its users' records. */
export function GroupUsersScreen() {
  return <GroupUsersPage FieldsPanel={CustomFieldsPanel} />;
}
