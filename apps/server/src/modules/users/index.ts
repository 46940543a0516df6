/** What the users module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { accountRoutes } from './users-account.routes';
import { invitationRoutes } from './users-invitations.routes';
import { unitUserRoutes } from './users.routes';
export { editableAccounts, mayEditAccount } from './users-account-reach.service';
export { accountRoutes } from './users-account.routes';
export { adminContextOf } from './users-admin-context.service';
export type { AdminContext } from './users-admin.service';
export { invitationRoutes } from './users-invitations.routes';
export { sendInvitation } from './users-invitations.service';
export { countCompanyMembers, updateMembership } from './users-members.service';
export { updateMembershipBillingRoles } from './users.repository';
export {
  type MemberOutcome,
  type NewMember,
  type ProvisionedMember,
  provisionMember,
  provisionMembers,
  type SeatRefusal,
} from './users-provision.service';
export { unitUserPolicy } from './users.policy';
export { sendWelcomeMail } from './users-welcome-mail.service';
export { unitUserRoutes } from './users.routes';
export {
  assertPasswordRules,
  assertSeatAvailable,
  createUser,
  deactivateUser,
  findHomePage,
  findMembershipTerms,
  findUnitUser,
  freeSeats,
  isPendingRow,
  passwordRulesForUser,
  resetPassword,
  saveQuestionnaireAnswer,
  setMembershipDeactivated,
  setMembershipRemoved,
  setUserHomePage,
  updateAccountColumns,
  updatePassword,
} from './users.service';

/** The users module: its routes, and what it needs of the instance. */
export const usersModule = fp(
  async (app) => {
    await app.register(unitUserRoutes({ mailer: app.mailer }));
    await app.register(invitationRoutes());
    await app.register(accountRoutes({ storageDir: app.settings.storageDir }));
  },
  { name: 'users', fastify: '5.x', dependencies: ['settings', 'mailer'], encapsulate: true },
);
