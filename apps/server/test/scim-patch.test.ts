import { describe, expect, it } from 'vitest';
import { ScimError } from '../src/modules/scim/scim-errors.service';
import { matches, parseFilter } from '../src/modules/scim/scim-filter.service';
import { applyPatch, scimBoolean } from '../src/modules/scim/scim-patch.service';

const user = () => ({
  userName: 'ana@contoso.test',
  name: { givenName: 'Ana', familyName: 'Souza' },
  emails: [{ value: 'ana@contoso.test', type: 'work', primary: true }],
  active: true,
});

describe('SCIM filters', () => {
  it('parses and, or, not, grouping and value paths, attribute names in any case', () => {
    const f = parseFilter('(USERNAME eq "ANA@contoso.test" or userName eq "x") and not (active eq false)');
    expect(matches(user(), f)).toBe(true);
    expect(matches(user(), parseFilter('emails[type eq "work"].value eq "Ana@Contoso.test"'))).toBe(true);
    expect(matches(user(), parseFilter('emails[type eq "home"].value eq "ana@contoso.test"'))).toBe(false);
    expect(matches(user(), parseFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName sw "ana"'))).toBe(
      true,
    );
    expect(matches(user(), parseFilter('name.familyName pr'))).toBe(true);
  });

  it.each([
    'userName eq',
    'userName zz "a"',
    '(userName eq "a"',
    'userName eq "a" garbage',
    'a'.repeat(1001),
    '"x"',
  ])('refuses %s with invalidFilter', (text) => {
    expect(() => parseFilter(text)).toThrow(ScimError);
  });

  it('refuses nesting past its bound', () => {
    const deep = `${'('.repeat(20)}userName eq "a"${')'.repeat(20)}`;
    expect(() => parseFilter(deep)).toThrow(/nested/);
  });
});

describe('SCIM patch', () => {
  it('does not change the resource it was given', () => {
    const before = user();
    applyPatch(before, [{ op: 'replace', path: 'name.givenName', value: 'Bia' }]);
    expect(before.name.givenName).toBe('Ana');
  });

  it('adds a filtered value that is absent by building the element from the filter', () => {
    const after = applyPatch({ ...user(), emails: [] }, [
      { op: 'Add', path: 'emails[type eq "work"].value', value: 'new@contoso.test' },
    ]);
    expect(after.emails).toEqual([{ type: 'work', value: 'new@contoso.test' }]);
  });

  it('refuses a replace on a filter it cannot build an element from', () => {
    expect(() =>
      applyPatch({ ...user(), emails: undefined }, [
        { op: 'replace', path: 'emails[value co "x"].type', value: 'home' },
      ]),
    ).toThrow(/No value matches/);
  });

  it('refuses a replace whose filter matches none of the values with noTarget (RFC 7644 §3.5.2.3)', () => {
    const attempt = () =>
      applyPatch(user(), [{ op: 'replace', path: 'emails[type eq "home"].value', value: 'h@contoso.test' }]);
    expect(attempt).toThrow(ScimError);
    expect(attempt).toThrow(expect.objectContaining({ status: 400, scimType: 'noTarget' }));
    // On an attribute the resource does not have, a replace is an add.
    const added = applyPatch(user(), [
      { op: 'replace', path: 'phoneNumbers[type eq "mobile"].value', value: '+55 11 5555-0100' },
    ]);
    expect(added.phoneNumbers).toEqual([{ type: 'mobile', value: '+55 11 5555-0100' }]);
  });

  it('merges a path-less value with dotted and URN keys', () => {
    const after = applyPatch(user(), [
      {
        op: 'Replace',
        value: {
          'name.familyName': 'Lima',
          'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department': 'Legal',
        },
      },
    ]);
    expect(after.name).toEqual({ givenName: 'Ana', familyName: 'Lima' });
    expect(after['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User']).toEqual({
      department: 'Legal',
    });
  });

  it('adds members once and removes them by value list or by filter', () => {
    const group = { displayName: 'G', members: [{ value: '1' }] };
    const added = applyPatch(group, [
      { op: 'add', path: 'members', value: [{ value: '1' }, { value: '2' }] },
    ]);
    expect(added.members).toEqual([{ value: '1' }, { value: '2' }]);
    const byList = applyPatch(added, [{ op: 'Remove', path: 'members', value: [{ value: '1' }] }]);
    expect(byList.members).toEqual([{ value: '2' }]);
    const byFilter = applyPatch(added, [{ op: 'remove', path: 'members[value eq "2"]' }]);
    expect(byFilter.members).toEqual([{ value: '1' }]);
  });

  it('refuses a remove without a path, an unknown op and too many operations', () => {
    expect(() => applyPatch(user(), [{ op: 'remove' }])).toThrow(/needs a path/);
    expect(() => applyPatch(user(), [{ op: 'copy', path: 'userName' }])).toThrow(/Unknown operation/);
    const many = Array.from({ length: 101 }, () => ({ op: 'add', path: 'userName', value: 'x' }));
    expect(() => applyPatch(user(), many)).toThrow(/At most/);
  });

  it('reads booleans as Entra sends them', () => {
    expect([true, false, 'True', 'False', 'TRUE', ' false ', 'yes', 1].map(scimBoolean)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      null,
      null,
    ]);
  });
});
