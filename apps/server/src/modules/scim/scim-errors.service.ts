import { isUniqueViolation } from '../../platform/sql';

/** The schema of every SCIM error answer (RFC 7644 §3.12). */
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers'
  | 'sensitive';

/** A failure answered in the SCIM error schema; `detail` is already worded for the caller. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: ScimType | null,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The body of a SCIM error; `status` is a string, as the schema says. */
export function scimErrorBody(status: number, scimType: ScimType | null, detail: string) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

/** Runs a write; a unique index refusing it answers 409 `uniqueness` rather than failing. */
export async function guardUniqueness<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ScimError(409, 'uniqueness', 'A value that must be unique is already in use');
    throw error;
  }
}
