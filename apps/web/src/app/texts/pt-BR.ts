import { firstPtBR } from './first/pt-BR';
import { account } from '../../features/account/texts/pt-BR';
import { autoActions } from '../../features/auto-actions/texts/pt-BR';
import { capacities } from '../../features/capacities/texts/pt-BR';
import { billing } from '../../features/billing/texts/pt-BR';
import { catalogs } from '../../features/catalogs/texts/pt-BR';
import { clients } from '../../features/clients/texts/pt-BR';
import { companies } from '../../features/companies/texts/pt-BR';
import { customFields } from '../../features/custom-fields/texts/pt-BR';
import { dashboard } from '../../features/dashboard/texts/pt-BR';
import { domains } from '../../features/domains/texts/pt-BR';
import { groups } from '../../features/groups/texts/pt-BR';
import { faq } from '../../features/faq/texts/pt-BR';
import { embedLinks } from '../../features/embed-links/texts/pt-BR';
import { helpDesk } from '../../features/help-desk/texts/pt-BR';
import { analyze } from '../../features/analyze/texts/pt-BR';
import { notifications } from '../../features/notifications/texts/pt-BR';
import { invitations } from '../../features/invitations/texts/pt-BR';
import { partners } from '../../features/partners/texts/pt-BR';
import { password } from '../../features/password/texts/pt-BR';
import { playlists } from '../../features/playlists/texts/pt-BR';
import { provider } from '../../features/provider/texts/pt-BR';
import { questionnaire } from '../../features/questionnaire/texts/pt-BR';
import { registration } from '../../features/registration/texts/pt-BR';
import { remoteAccess } from '../../features/remote-access/texts/pt-BR';
import { reports } from '../../features/reports/texts/pt-BR';
import { saml } from '../../features/saml/texts/pt-BR';
import { search } from '../../features/search/texts/pt-BR';
import { settings } from '../../features/settings/texts/pt-BR';
import { scim } from '../../features/scim/texts/pt-BR';
import { switching } from '../../features/switching/texts/pt-BR';
import { themes } from '../../features/themes/texts/pt-BR';
import { twoFactor } from '../../features/two-factor/texts/pt-BR';
import { userImport } from '../../features/user-import/texts/pt-BR';
import { users } from '../../features/users/texts/pt-BR';
import type { Texts } from '../../lib/i18n/texts';

/**
 * Every interface text in Brazilian Portuguese, the reference language: the common and shared
 * blocks of `lib/i18n` and each feature's own texts, one top-level key each. A chunk of its own,
 * loaded only when this language is the active one (see `./load.ts`).
 */
export const ptBR = {
  ...firstPtBR,
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

/** The shape of a complete language bundle. */
export type AppTexts = Texts<typeof ptBR>;
