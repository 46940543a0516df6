import { anySession } from '../../platform/policy';

/** Every profile sees and ends its own sessions, and only those (the service keeps to them). */
export const sessionPolicy = {
  own: anySession,
} as const;
