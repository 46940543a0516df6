import { describe, expect, it } from 'vitest';
import { ZSaveCapacityRequest } from './capacities';
import { fieldErrorCodes } from './field-errors';
import { ZCreateProviderAccountRequest } from './provider';

const capacity = {
  provider_account_id: 1,
  name: 'miranteprod',
  resource_group: 'mirante-demo',
  subscription_id: '00000000-0000-4000-8000-00000000c0de',
  size: 'A1',
};

/** The catalogue codes the capacity form gets for one field, or [] when it is accepted. */
function capacityErrors(field: 'name' | 'resource_group', value: string) {
  const input = { ...capacity, [field]: value };
  const result = ZSaveCapacityRequest.safeParse(input);
  return result.success ? [] : (fieldErrorCodes(result.error, input)[field] ?? []);
}

describe("capacity names, by Azure's rule for Microsoft.PowerBIDedicated/capacities", () => {
  it.each(['abc', 'miranteprod', 'a1b2c3', `a${'1'.repeat(62)}`])('accepts %s', (name) => {
    expect(capacityErrors('name', name)).toEqual([]);
  });

  it.each([
    ['ab', 'shorter than 3'],
    [`a${'1'.repeat(63)}`, 'longer than 63'],
    ['Sales', 'upper case'],
    ['1capacity', 'not starting with a letter'],
    ['bi-prod', 'a hyphen'],
    ['bi prod', 'a space'],
    ['capacité', 'a letter outside a-z'],
  ])('refuses %s (%s)', (name) => {
    expect(capacityErrors('name', name)).toEqual(['field_invalid']);
  });

  it('calls a blank name missing, not invalid', () => {
    expect(capacityErrors('name', '   ')).toEqual(['field_required']);
  });
});

describe("resource groups, by Azure's rule", () => {
  it.each(['r', 'mirante-demo', 'Sales_(prod).v2', 'Vendas-São-Paulo', 'rg.(1)', `-${'x'.repeat(89)}`])(
    'accepts %s',
    (group) => {
      expect(capacityErrors('resource_group', group)).toEqual([]);
    },
  );

  it.each([
    ['Sales #1', 'a space and #'],
    ['sales.', 'ending in a period'],
    ['rg/prod', 'a slash'],
    ['rg:prod', 'a colon'],
    ['x'.repeat(91), 'longer than 90'],
    ['rg\u0301', 'a combining mark'],
  ])('refuses %s (%s)', (group) => {
    expect(capacityErrors('resource_group', group)).toEqual(['field_invalid']);
  });

  it('calls a blank resource group missing, not invalid', () => {
    expect(capacityErrors('resource_group', '')).toEqual(['field_required']);
  });

  it('applies to the resource group of a provider account, which may stay empty', () => {
    const account = {
      name: 'Azure',
      application_id: '00000000-0000-4000-8000-0000000000a1',
      tenant_id: '00000000-0000-4000-8000-000000000001',
      secret: 's',
    };
    const parse = (resource_group: string | null) =>
      ZCreateProviderAccountRequest.safeParse({ ...account, resource_group });
    expect(parse(null).data?.resource_group).toBeNull();
    expect(parse('  ').data?.resource_group).toBeNull();
    expect(parse(' mirante-demo ').data?.resource_group).toBe('mirante-demo');
    const refused = parse('Sales #1');
    expect(refused.success).toBe(false);
    expect(fieldErrorCodes(refused.error!, { ...account, resource_group: 'Sales #1' })).toEqual({
      resource_group: ['field_invalid'],
    });
  });
});
