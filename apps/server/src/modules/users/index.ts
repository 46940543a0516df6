/** What the users module offers the others: the only file another module imports. */
export { editableAccounts, mayEditAccount } from './users-account-reach.service';
export { accountRoutes } from './users-account.routes';
export { adminContextOf } from './users-admin-context.service';
export type { AdminContext } from './users-admin.service';
export { invitationRoutes } from './users-invitations.routes';
export { sendInvitation } from './users-invitations.service';
export { countCompanyMembers, isUsableMembership, updateMembership } from './users-members.service';
export { unitUserPolicy } from './users.policy';
export { sendWelcomeMail } from './users-welcome-mail.service';
export { unitUserRoutes } from './users.routes';
export {
  assertPasswordRules,
  assertSeatAvailable,
  createUser,
  deactivateUser,
  findHomePage,
  findUnitUser,
  insertAccount,
  insertMembership,
  insertUser,
  isPendingRow,
  passwordRulesForUser,
  resetPassword,
  setMembershipDeactivated,
  setMembershipRemoved,
  setUserHomePage,
  updateAccountColumns,
  updatePassword,
} from './users.service';
