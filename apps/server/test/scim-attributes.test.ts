import { describe, expect, it } from 'vitest';
import { attributeSelection, project, selects } from '../src/modules/scim/scim-attributes.service';
import { ENTERPRISE_SCHEMA, USER_SCHEMA } from '../src/modules/scim/scim-resources.service';

const user = () => ({
  schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
  id: '7',
  userName: 'ana@contoso.test',
  name: { givenName: 'Ana', familyName: 'Souza' },
  emails: [
    { value: 'ana@contoso.test', type: 'work', primary: true },
    { type: 'home' },
    { value: 'ana@home.test', type: 'home' },
  ],
  [ENTERPRISE_SCHEMA]: { department: 'Legal' },
  meta: { resourceType: 'User', location: 'http://x/scim/v2/Users/7' },
});

const pick = (attributes?: string, excludedAttributes?: string) =>
  project(user(), attributeSelection({ attributes, excludedAttributes }));

describe('attributes and excludedAttributes (RFC 7644 §3.4.2.5)', () => {
  it('keeps the default set when neither is given, and never changes the resource', () => {
    const resource = user();
    const projected = project(resource, attributeSelection({}));
    expect(projected).toEqual(resource);
    expect(projected).not.toBe(resource);
  });

  it('keeps the elements of a multi-valued attribute aligned across sub-attributes, dropping empty ones', () => {
    expect(pick('emails.value,emails.TYPE')).toEqual({
      schemas: user().schemas,
      id: '7',
      emails: [
        { value: 'ana@contoso.test', type: 'work' },
        { type: 'home' },
        { value: 'ana@home.test', type: 'home' },
      ],
    });
    expect(pick('emails.value').emails).toEqual([{ value: 'ana@contoso.test' }, { value: 'ana@home.test' }]);
    expect(pick('emails.display')).toEqual({ schemas: user().schemas, id: '7' });
  });

  it('reads URN-qualified names of the core schema and of the extension', () => {
    expect(pick(`${USER_SCHEMA}:name.familyName,${ENTERPRISE_SCHEMA}:department`)).toEqual({
      schemas: user().schemas,
      id: '7',
      name: { familyName: 'Souza' },
      [ENTERPRISE_SCHEMA]: { department: 'Legal' },
    });
  });

  it('ignores names it does not know or cannot read, and never drops id or schemas', () => {
    expect(pick('nickName, bad name ,,urn:other:thing')).toEqual({ schemas: user().schemas, id: '7' });
    const excluded = pick(undefined, `id,schemas,meta,${ENTERPRISE_SCHEMA},name.givenName`);
    expect(excluded).toEqual({
      schemas: user().schemas,
      id: '7',
      userName: 'ana@contoso.test',
      name: { familyName: 'Souza' },
      emails: user().emails,
    });
  });

  it('says whether an answer shows a top-level attribute', () => {
    expect(selects(attributeSelection({}), 'members')).toBe(true);
    expect(selects(attributeSelection({ excludedAttributes: 'Members' }), 'members')).toBe(false);
    expect(selects(attributeSelection({ attributes: 'displayName' }), 'members')).toBe(false);
    expect(selects(attributeSelection({ attributes: 'members.value' }), 'members')).toBe(true);
    expect(selects(attributeSelection({ excludedAttributes: 'members.display' }), 'members')).toBe(true);
  });
});
