import type { Db } from '../../platform/db';
import type { DemoAccount } from '../demo';
import { seedAccessFixture } from './access';
import { seedAnalyticsFixture } from './analytics';
import { seedAutoActionsFixture } from './auto-actions';
import { seedBillingFixture } from './billing';
import { seedCapacitiesFixture } from './capacities';
import { seedAccountFixture } from './account';
import { seedDomainsFixture } from './domains';
import { seedFaqFixture } from './faq';
import { seedEmbedLinksFixture } from './embed-links';
import { seedGroupsFixture } from './groups';
import { seedHelpDeskFixture } from './help-desk';
import { seedPlaylistsFixture } from './playlists';
import { seedProviderFixture } from './provider';
import { seedCatalogsFixture } from './catalogs';
import { seedMembersFixture } from './members';
import { seedMfaFixture } from './mfa';
import { seedNotificationsFixture } from './notifications';
import { seedPasswordsFixture } from './passwords';
import { seedReportsWebFixture } from './reports';
import { seedRouteSetsFixture } from './route-sets';
import { seedSamlFixture } from './saml';
import { seedScimFixture } from './scim';
import { seedReportIconFixture } from './report-icon';
import { seedScreensFixture } from './screens';
import { seedSignInWaysFixture } from './sign-in-ways';
import { seedConsentFixture } from './consent';
import { seedLiveSettingsFixture, seedSettingsFixture } from './settings';
import { seedSwitchingFixture } from './switching';
import { seedTeamsFixture } from './teams';
import { seedThemePaletteFixture } from './theme-palette';
import { seedUnitHomeFixture } from './unit-home';
import { seedUsersFixture } from './users';
import { seedViewerFixture } from './viewer';

/**
 * Extra tenants and accounts the browser tests need beside the demo ones (a unit requiring a
 * second factor, a user of two units, ...). Each area adds its function to this list; they run
 * in order on a fresh database when MIRANTE_SEED_E2E=1, after the demo seed.
 */
export type E2eFixture = (db: Db, opts: { password: string; demo: DemoAccount[] }) => Promise<void>;

export const E2E_FIXTURES: E2eFixture[] = [];
E2E_FIXTURES.push(seedAccessFixture);
E2E_FIXTURES.push(seedAccountFixture);
E2E_FIXTURES.push(seedPasswordsFixture);
E2E_FIXTURES.push(seedMfaFixture);
E2E_FIXTURES.push(seedSwitchingFixture);
E2E_FIXTURES.push(seedUsersFixture);
E2E_FIXTURES.push(seedMembersFixture);
E2E_FIXTURES.push(seedSettingsFixture);
E2E_FIXTURES.push(seedLiveSettingsFixture);
E2E_FIXTURES.push(seedGroupsFixture);
E2E_FIXTURES.push(seedReportsWebFixture);
E2E_FIXTURES.push(seedPlaylistsFixture);
E2E_FIXTURES.push(seedCatalogsFixture);
E2E_FIXTURES.push(seedDomainsFixture);
E2E_FIXTURES.push(seedCapacitiesFixture);
E2E_FIXTURES.push(seedProviderFixture);
E2E_FIXTURES.push(seedScreensFixture);
E2E_FIXTURES.push(seedConsentFixture);
E2E_FIXTURES.push(seedRouteSetsFixture);
E2E_FIXTURES.push(seedScimFixture);
E2E_FIXTURES.push(seedSamlFixture);
E2E_FIXTURES.push(seedHelpDeskFixture);
E2E_FIXTURES.push(seedAutoActionsFixture);
E2E_FIXTURES.push(seedNotificationsFixture);
E2E_FIXTURES.push(seedUnitHomeFixture);
E2E_FIXTURES.push(seedReportIconFixture);
E2E_FIXTURES.push(seedThemePaletteFixture);
E2E_FIXTURES.push(seedFaqFixture);
E2E_FIXTURES.push(seedEmbedLinksFixture);
E2E_FIXTURES.push(seedBillingFixture);
E2E_FIXTURES.push(seedAnalyticsFixture);
E2E_FIXTURES.push(seedTeamsFixture);
E2E_FIXTURES.push(seedSignInWaysFixture);
E2E_FIXTURES.push(seedViewerFixture);

export async function seedE2eFixtures(
  db: Db,
  opts: { password: string; demo: DemoAccount[] },
): Promise<void> {
  for (const fixture of E2E_FIXTURES) await fixture(db, opts);
}
