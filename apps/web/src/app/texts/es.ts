import { firstEs } from './first/es';
import { account } from '../../features/account/texts/es';
import { autoActions } from '../../features/auto-actions/texts/es';
import { capacities } from '../../features/capacities/texts/es';
import { billing } from '../../features/billing/texts/es';
import { catalogs } from '../../features/catalogs/texts/es';
import { clients } from '../../features/clients/texts/es';
import { companies } from '../../features/companies/texts/es';
import { customFields } from '../../features/custom-fields/texts/es';
import { dashboard } from '../../features/dashboard/texts/es';
import { domains } from '../../features/domains/texts/es';
import { groups } from '../../features/groups/texts/es';
import { faq } from '../../features/faq/texts/es';
import { embedLinks } from '../../features/embed-links/texts/es';
import { helpDesk } from '../../features/help-desk/texts/es';
import { analyze } from '../../features/analyze/texts/es';
import { notifications } from '../../features/notifications/texts/es';
import { invitations } from '../../features/invitations/texts/es';
import { partners } from '../../features/partners/texts/es';
import { password } from '../../features/password/texts/es';
import { playlists } from '../../features/playlists/texts/es';
import { provider } from '../../features/provider/texts/es';
import { questionnaire } from '../../features/questionnaire/texts/es';
import { registration } from '../../features/registration/texts/es';
import { remoteAccess } from '../../features/remote-access/texts/es';
import { reports } from '../../features/reports/texts/es';
import { saml } from '../../features/saml/texts/es';
import { search } from '../../features/search/texts/es';
import { settings } from '../../features/settings/texts/es';
import { scim } from '../../features/scim/texts/es';
import { switching } from '../../features/switching/texts/es';
import { themes } from '../../features/themes/texts/es';
import { twoFactor } from '../../features/two-factor/texts/es';
import { userImport } from '../../features/user-import/texts/es';
import { users } from '../../features/users/texts/es';
import type { AppTexts } from './pt-BR';

/** Every interface text in Spanish; a chunk of its own, loaded only when this language is active. */
export const es: AppTexts = {
  ...firstEs,
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
