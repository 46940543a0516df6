/**
 * Who is in which of a unit's user groups, for the areas that add people to groups or decide what
 * a person's groups give them (users, SCIM, SAML, the import, report access, notifications).
 */
export {
  addMembersToGroup,
  addMembershipToGroups,
  addMembershipsToGroups,
  addUserToGroup,
  emptyGroup,
  groupsOfMemberships,
  groupsOfUserInUnit,
  liveGroupIds,
  membersOfGroups,
  membershipInGroup,
  removeMembersFromGroup,
  setGroupsOfMembership,
  syncMappedGroups,
} from './groups-members.repository';
