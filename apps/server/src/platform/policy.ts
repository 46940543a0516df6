import type { Profile } from '@mirante/contracts';
import { AppError } from './errors';
import type { Scope } from './scope';

/** Small named checks that entity policies are built from. */
export const hasProfile =
  (...profiles: Profile[]) =>
  (scope: Scope): boolean =>
    profiles.includes(scope.profile);

/** Any signed-in caller, whatever its profile: the auth guard has already required the session. */
export const anySession = (_scope: Scope): boolean => true;

export const isOperator = hasProfile('a2m');
export const isPartner = hasProfile('master');
export const isCompanyAdmin = hasProfile('admin');

/** Throws 403 unless `allowed` holds for the scope. */
export function authorize(scope: Scope, allowed: (scope: Scope) => boolean): void {
  if (!allowed(scope)) throw new AppError('no_functionality_access');
}
