import { describe, expect, it } from 'vitest';
import { findGroup } from '../src/modules/groups/groups.repository';
import { scopeOfSession, trustedUnitId, type UnitId } from '../src/platform/scope';

describe('the unit id type', () => {
  it('comes from the scope or the one trusted constructor, and is a plain number at run time', () => {
    const scope = scopeOfSession({
      userId: 1,
      sessionId: 1,
      profile: 'admin',
      companyId: 7,
      partnerId: null,
      impersonatorUserId: null,
      originSessionId: null,
    });
    const fromScope: UnitId | null = scope.companyId;
    expect(fromScope).toBe(7);
    expect(trustedUnitId(7)).toBe(7);
    // @ts-expect-error a number taken from anywhere is not a unit id
    const plain: UnitId = 7;
    expect(plain).toBe(7);
    // @ts-expect-error a tenant-owned repository function refuses a plain number
    const refused = () => findGroup(null as never, 7, 1);
    expect(typeof refused).toBe('function');
  });
});
