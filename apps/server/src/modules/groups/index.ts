/** What the groups module offers the others: the only file another module imports. */
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
