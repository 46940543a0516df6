import type { InvitationsTexts } from './pt-BR';

/** Texts of the invitation page in American English. */
export const invitations: InvitationsTexts = {
  pageTitle: 'Invitation',
  loading: 'Loading the invitation',
  backToSignin: 'Back to sign-in',
  title: 'Join {{unit}}',
  subtitle:
    'You were invited to use your account {{email}} in this business unit, with the {{profile}} profile.',
  keeps: 'You sign in with your usual password; nothing else about your account changes.',
  accept: 'Accept invitation',
  decline: 'Decline',
  acceptedTitle: 'Invitation accepted',
  declinedTitle: 'Invitation declined',
  invalidTitle: 'This invitation cannot be used',
  invalidText: 'Ask the unit’s administrator to send the invitation again.',
};
