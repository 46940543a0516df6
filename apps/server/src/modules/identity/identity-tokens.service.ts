// The one-time tokens (step, recovery, invitation, switch) as the other modules use them:
// through here, never the repository.
export {
  consumeAuthToken,
  issueAuthToken,
  peekAuthToken,
  revokeAuthTokens,
  revokeMembershipTokens,
} from '../../platform/secrets';
