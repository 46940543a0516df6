import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zId, zText } from './common';
import { fieldErrorCodes, isMessageCode } from './field-errors';
import { requiredOrInvalid } from './validators';

const schema = z.object({
  name: zText({ error: requiredOrInvalid }).trim().min(1, { error: 'field_required' }).max(5),
  code: zText().max(3, { error: 'password_min_character' }).optional(),
  owner: zId(),
  tags: z.array(zText().min(1)).optional(),
});

function codesOf(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return fieldErrorCodes(result.error, input);
}

describe('fieldErrorCodes', () => {
  it('says required for what is missing or blank and invalid for what is wrong', () => {
    expect(codesOf({ name: '  ', owner: 'x' })).toEqual({
      name: ['field_required'],
      owner: ['field_invalid'],
    });
    expect(codesOf({ owner: 1 })).toEqual({ name: ['field_required'] });
    expect(codesOf({ name: 'too long', owner: 0 })).toEqual({
      name: ['field_invalid'],
      owner: ['field_invalid'],
    });
  });

  it('keeps the code a schema gave a check, and names nested fields by their path', () => {
    expect(codesOf({ name: 'ok', owner: 1, code: 'abcd', tags: ['a', ''] })).toEqual({
      code: ['password_min_character'],
      'tags.1': ['field_required'],
    });
  });

  it('knows the catalogue', () => {
    expect(isMessageCode('field_required')).toBe(true);
    expect(isMessageCode('Invalid input')).toBe(false);
  });
});
