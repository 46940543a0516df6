import type { z } from 'zod';
import type { MessageCode } from '@mirante/contracts';
import { AppError, addFieldError, isMissingValue } from './errors';

/**
 * Validates input that did not come through a route schema (command line, services called
 * from other services). Field errors carry the field name; callers localize them.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, MessageCode[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    const missing = isMissingValue(issue.code, issue.message, issue as unknown as Record<string, unknown>);
    addFieldError(errors, field, missing ? 'field_required' : 'field_invalid');
  }
  throw new AppError('validation_failed', { errors });
}
