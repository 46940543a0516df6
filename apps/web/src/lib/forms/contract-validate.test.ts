import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  PLAYLIST_SECONDS_MAX,
  PLAYLIST_SECONDS_MIN,
  ZCompanyConfigUpdate,
  ZPlaylistItemInput,
  ZSavePlaylistRequest,
  ZSaveUserGroupRequest,
} from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import {
  blankAsMissing,
  contractValidate,
  limitsOf,
  maxLengthOf,
  rangeOf,
  schemaAt,
} from './contract-validate';

const word = (field: string, code: string) => `${code}:${field}`;

describe('contractValidate', () => {
  const validate = contractValidate(
    ZSaveUserGroupRequest,
    word,
    (values: { name: string; description: string }) => ({
      name: values.name,
      description: values.description || null,
    }),
  );

  it('words each failing field with the code the server would send', () => {
    expect(validate({ name: '   ', description: 'x'.repeat(GROUP_DESCRIPTION_MAX + 1) })).toEqual({
      name: 'field_required:name',
      description: 'field_invalid:description',
    });
  });

  it('has nothing to say of a valid form', () => {
    expect(validate({ name: 'Sales', description: '' })).toEqual({});
  });
});

describe('maxLengthOf', () => {
  it('reads the limit from the contract, through optional and transformed fields', () => {
    expect(maxLengthOf(ZSaveUserGroupRequest.shape.name)).toBe(GROUP_NAME_MAX);
    expect(maxLengthOf(ZSaveUserGroupRequest.shape.description)).toBe(GROUP_DESCRIPTION_MAX);
  });
});

describe('rangeOf', () => {
  it('reads the bounds of a number field, through optional and nullable fields', () => {
    expect(rangeOf(ZCompanyConfigUpdate.shape.min_character)).toEqual({ min: 4, max: 128 });
    expect(rangeOf(ZCompanyConfigUpdate.shape.mail_port)).toEqual({ min: 1, max: 65535 });
  });

  it('has no bounds for a text field', () => {
    expect(rangeOf(ZSaveUserGroupRequest.shape.name)).toEqual({ min: undefined, max: undefined });
  });
});

describe('blankAsMissing', () => {
  it('reads an empty text as a value not given, so a blank required field is required', () => {
    const validate = contractValidate(ZCompanyConfigUpdate.pick({ mail_email: true }).required(), word);
    expect(validate({ mail_email: '' })).toEqual({ mail_email: 'field_invalid:mail_email' });
    expect(validate(blankAsMissing({ mail_email: '  ' }))).toEqual({
      mail_email: 'field_required:mail_email',
    });
  });
});

describe('schemaAt', () => {
  it("finds the part of the contract that checks a form's path, into objects and arrays", () => {
    expect(schemaAt(ZSavePlaylistRequest, 'name')).toBe(ZSavePlaylistRequest.shape.name);
    expect(schemaAt(ZSavePlaylistRequest, 'items.2.page_name')).toBe(ZPlaylistItemInput.shape.page_name);
  });

  it('finds nothing at a path the contract does not name', () => {
    expect(schemaAt(ZSavePlaylistRequest, 'colour')).toBeUndefined();
    expect(schemaAt(ZSavePlaylistRequest, 'items.first.seconds')).toBeUndefined();
    expect(schemaAt(ZSavePlaylistRequest, 'name.0')).toBeUndefined();
  });
});

describe('limitsOf', () => {
  it("gives a text's length and a number's bounds as an input's props", () => {
    expect(limitsOf(ZSaveUserGroupRequest.shape.name)).toEqual({
      maxLength: GROUP_NAME_MAX,
      min: undefined,
      max: undefined,
    });
    expect(limitsOf(schemaAt(ZSavePlaylistRequest, 'items.0.seconds'))).toEqual({
      maxLength: undefined,
      min: PLAYLIST_SECONDS_MIN,
      max: PLAYLIST_SECONDS_MAX,
    });
    expect(limitsOf(undefined)).toEqual({});
  });
});
