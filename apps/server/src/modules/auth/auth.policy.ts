import { anySession } from '../../platform/policy';

/** Every session may read who it is, keep itself fresh and end itself, whatever its profile. */
export const authPolicy = {
  session: anySession,
} as const;
