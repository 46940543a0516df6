/**
 * What modules that add or update the unit's people in bulk (the user import) take from the
 * users module: the seat count, the usable-membership condition and the writes of a person.
 */
export { countCompanyMembers, updateAccountColumns, updateMembership } from './users.repository';
export { isUsableMembership } from '../identity';
