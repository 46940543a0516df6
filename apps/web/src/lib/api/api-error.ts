/** Field name → messages, as the server's `errors` member carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed call: the HTTP status (0 when no answer came) and the server's
 * `{ code, message, errors, error_codes, error_params }`: `errors` are worded by the server, `codes`
 * are the same failures as catalogue codes, for a form to word with its own labels, and `params`
 * the values of their placeholders.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  readonly codes: FieldErrors;
  readonly params: Record<string, string | number>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: FieldErrors;
    codes?: FieldErrors;
    params?: Record<string, string | number>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.codes = init.codes ?? {};
    this.params = init.params ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The first message of each field, the shape form libraries want. */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
