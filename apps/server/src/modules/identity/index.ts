/**
 * What the identity module offers the others: accounts, memberships, units, the unit's settings
 * and single sign-on as every way in and every admin screen reads them, a membership's standing
 * and the one-time tokens. It imports no other module; the tables stay written by their owners.
 */
export {
  findLandingMembership,
  findMembership,
  findMembershipOfUser,
  findMembershipStanding,
  findPartnerUnit,
  findUserByEmail,
  findUserById,
  isAccepted,
  isUsableMembership,
  type Membership,
} from './identity-accounts.repository';
export { hasSamlSignIn, hasWorkingSamlApp } from './identity-sign-in-ways.repository';
export { listSignInMemberships, type SignInMembership } from './identity-sign-in-memberships.repository';
export { findCallerBillingRoles } from './identity-billing-roles.repository';
export {
  assertMembershipMayEnter,
  contactClientOf,
  isClientContact,
  type MembershipRefusal,
  type MembershipStanding,
  membershipRefusal,
} from './identity-standing.service';
export {
  configOfSettingsText,
  forgetScopeConfig,
  getCompanyConfig,
  intendedPath,
  unitConfigOf,
} from './identity-config.service';
export { isPartnerOnUnit, resolveManagedUnit, unitScopeOf } from './identity-unit-scope.service';
export {
  findCompanyById,
  findPartnerById,
  listCompaniesOfPartner,
  listCompaniesOfUser,
} from './identity-units.repository';
export {
  consumeAuthToken,
  issueAuthToken,
  peekAuthToken,
  revokeAuthTokens,
  revokeMembershipTokens,
} from './identity-tokens.service';
