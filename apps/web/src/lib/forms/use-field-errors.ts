import { fillMessage, type MessageCode } from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { isApiError } from '../api';
import { useCatalog } from '../i18n';
import type { WordFieldError } from './contract-validate';

/** Words a field's failure with the field's label: "Name is required", never "name is required". */
export function useWordFieldError(label: (field: string) => string): WordFieldError {
  const catalog = useCatalog();
  return useCallback(
    (field: string, code: MessageCode) => catalog(code, { name: label(field) }),
    [catalog, label],
  );
}

interface ServerFieldErrorsOptions {
  /** The failure of the last submit (a mutation's `error`). */
  error: unknown;
  /**
   * The fields the form shows; a failure of a part of one (`listIp.2`) is its own. The failures
   * of other fields go to the form's alert.
   */
  fields: readonly string[];
  /** The form's `setFieldError`. */
  setFieldError: (field: string, message: string) => void;
  word: WordFieldError;
  /** Called once the failures of a new answer are on the fields. */
  onFieldErrors?: () => void;
}

/**
 * Puts the server's field failures on the form's fields, worded with their labels (from the
 * answer's `error_codes` and the values of `error_params`; its worded `errors` when it carries no
 * codes, or when the message holds values the answer does not give). Answers the message
 * for the form's alert when the failure is not on a field the form shows, else null.
 */
export function useServerFieldErrors({
  error,
  fields,
  setFieldError,
  word,
  onFieldErrors,
}: ServerFieldErrorsOptions) {
  const catalog = useCatalog();
  const shown = (field: string) => fields.includes(field) || fields.includes(field.split('.')[0] ?? field);
  const onFields = isApiError(error) && serverFields(error).some(shown);
  useEffect(() => {
    if (!isApiError(error)) return;
    for (const field of serverFields(error)) {
      if (!shown(field)) continue;
      const code = error.codes[field]?.[0];
      // The answer's values fill what the label does not ('At least {count} characters').
      const mine = code ? fillMessage(word(field, code as MessageCode), error.params) : undefined;
      // A message with values of the server's (an address, a time) is the server's wording.
      const message = mine && !/\{\w+\}/.test(mine) ? mine : (error.errors[field]?.[0] ?? mine);
      if (message) setFieldError(field, message);
    }
    if (onFields) onFieldErrors?.();
  }, [error]);
  if (!error || onFields) return null;
  return isApiError(error) ? error.message : catalog('unexpected_error');
}

function serverFields(error: { errors: Record<string, string[]>; codes: Record<string, string[]> }) {
  return [...new Set([...Object.keys(error.codes), ...Object.keys(error.errors)])];
}
