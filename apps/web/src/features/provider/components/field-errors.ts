import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '../../../lib/api';

/**
 * Puts the server's field errors on the form's fields, naming each field by its label (generic
 * messages name it by its key). Answers whether any error landed on a field.
 */
export function showFieldErrors<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  error: unknown,
  fields: readonly string[],
  label: (field: string) => string,
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!fields.includes(field) || !first) continue;
    form.setFieldError(field, first.split(field).join(label(field)));
    shown = true;
  }
  return shown;
}
