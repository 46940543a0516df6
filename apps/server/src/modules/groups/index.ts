/** What the groups module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { groupRoutes } from './groups.routes';
export {
  addMembershipToGroups,
  addMembershipsToGroups,
  addMembersToGroup,
  addUserToGroup,
  emptyGroup,
  groupsOfMemberships,
  groupsOfUserInUnit,
  liveGroupIds,
  membershipInGroup,
  membersOfGroups,
  removeMembersFromGroup,
  setGroupsOfMembership,
  syncMappedGroups,
} from './groups-members.service';
export { createGroup, insertGroupOf, renameGroupOf, retireGroupOf } from './groups.repository';
export { groupRoutes } from './groups.routes';

/** The groups module: its routes, and what it needs of the instance. */
export const groupsModule = fp(
  async (app) => {
    await app.register(groupRoutes());
  },
  { name: 'groups', fastify: '5.x', dependencies: [], encapsulate: true },
);
