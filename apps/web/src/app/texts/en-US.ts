import { firstEnUS } from './first/en-US';
import { account } from '../../features/account/texts/en-US';
import { autoActions } from '../../features/auto-actions/texts/en-US';
import { capacities } from '../../features/capacities/texts/en-US';
import { billing } from '../../features/billing/texts/en-US';
import { catalogs } from '../../features/catalogs/texts/en-US';
import { clients } from '../../features/clients/texts/en-US';
import { companies } from '../../features/companies/texts/en-US';
import { customFields } from '../../features/custom-fields/texts/en-US';
import { dashboard } from '../../features/dashboard/texts/en-US';
import { domains } from '../../features/domains/texts/en-US';
import { groups } from '../../features/groups/texts/en-US';
import { faq } from '../../features/faq/texts/en-US';
import { embedLinks } from '../../features/embed-links/texts/en-US';
import { helpDesk } from '../../features/help-desk/texts/en-US';
import { analyze } from '../../features/analyze/texts/en-US';
import { notifications } from '../../features/notifications/texts/en-US';
import { invitations } from '../../features/invitations/texts/en-US';
import { partners } from '../../features/partners/texts/en-US';
import { password } from '../../features/password/texts/en-US';
import { playlists } from '../../features/playlists/texts/en-US';
import { provider } from '../../features/provider/texts/en-US';
import { questionnaire } from '../../features/questionnaire/texts/en-US';
import { registration } from '../../features/registration/texts/en-US';
import { remoteAccess } from '../../features/remote-access/texts/en-US';
import { reports } from '../../features/reports/texts/en-US';
import { saml } from '../../features/saml/texts/en-US';
import { search } from '../../features/search/texts/en-US';
import { settings } from '../../features/settings/texts/en-US';
import { scim } from '../../features/scim/texts/en-US';
import { switching } from '../../features/switching/texts/en-US';
import { themes } from '../../features/themes/texts/en-US';
import { twoFactor } from '../../features/two-factor/texts/en-US';
import { userImport } from '../../features/user-import/texts/en-US';
import { users } from '../../features/users/texts/en-US';
import type { AppTexts } from './pt-BR';

/** Every interface text in American English; a chunk of its own, loaded only when this language is active. */
export const enUS: AppTexts = {
  ...firstEnUS,
  account,
  autoActions,
  capacities,
  billing,
  catalogs,
  clients,
  companies,
  customFields,
  dashboard,
  domains,
  groups,
  faq,
  embedLinks,
  helpDesk,
  analyze,
  notifications,
  invitations,
  partners,
  password,
  playlists,
  provider,
  questionnaire,
  registration,
  remoteAccess,
  reports,
  scim,
  saml,
  search,
  settings,
  switching,
  themes,
  twoFactor,
  userImport,
  users,
};
