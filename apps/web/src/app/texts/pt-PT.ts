import { firstPtPT } from './first/pt-PT';
import { account } from '../../features/account/texts/pt-PT';
import { autoActions } from '../../features/auto-actions/texts/pt-PT';
import { capacities } from '../../features/capacities/texts/pt-PT';
import { billing } from '../../features/billing/texts/pt-PT';
import { catalogs } from '../../features/catalogs/texts/pt-PT';
import { clients } from '../../features/clients/texts/pt-PT';
import { companies } from '../../features/companies/texts/pt-PT';
import { customFields } from '../../features/custom-fields/texts/pt-PT';
import { dashboard } from '../../features/dashboard/texts/pt-PT';
import { domains } from '../../features/domains/texts/pt-PT';
import { groups } from '../../features/groups/texts/pt-PT';
import { faq } from '../../features/faq/texts/pt-PT';
import { embedLinks } from '../../features/embed-links/texts/pt-PT';
import { helpDesk } from '../../features/help-desk/texts/pt-PT';
import { analyze } from '../../features/analyze/texts/pt-PT';
import { notifications } from '../../features/notifications/texts/pt-PT';
import { invitations } from '../../features/invitations/texts/pt-PT';
import { partners } from '../../features/partners/texts/pt-PT';
import { password } from '../../features/password/texts/pt-PT';
import { playlists } from '../../features/playlists/texts/pt-PT';
import { provider } from '../../features/provider/texts/pt-PT';
import { questionnaire } from '../../features/questionnaire/texts/pt-PT';
import { registration } from '../../features/registration/texts/pt-PT';
import { remoteAccess } from '../../features/remote-access/texts/pt-PT';
import { reports } from '../../features/reports/texts/pt-PT';
import { saml } from '../../features/saml/texts/pt-PT';
import { search } from '../../features/search/texts/pt-PT';
import { settings } from '../../features/settings/texts/pt-PT';
import { scim } from '../../features/scim/texts/pt-PT';
import { switching } from '../../features/switching/texts/pt-PT';
import { themes } from '../../features/themes/texts/pt-PT';
import { twoFactor } from '../../features/two-factor/texts/pt-PT';
import { userImport } from '../../features/user-import/texts/pt-PT';
import { users } from '../../features/users/texts/pt-PT';
import type { AppTexts } from './pt-BR';

/** Every interface text in European Portuguese; a chunk of its own, loaded only when this language is active. */
export const ptPT: AppTexts = {
  ...firstPtPT,
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
