import { DEFAULT_COMPANY_CONFIG } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { inputOf, type Values } from './settings-input';

const loaded: Values = {
  ...DEFAULT_COMPANY_CONFIG,
  ip: 'S',
  listIp: ['10.0.0.0/8'],
  mfa_master: 'S',
  mail_password_set: false,
};

describe('the settings form input', () => {
  it('sends only the fields changed since the settings were loaded', () => {
    expect(inputOf({ ...loaded, save_filter: 'S' }, loaded, null, false)).toEqual({ save_filter: 'S' });
    expect(inputOf({ ...loaded, listIp: ['10.0.0.0/8', '::1'] }, loaded, null, false)).toEqual({
      listIp: ['10.0.0.0/8', '::1'],
    });
    expect(inputOf(loaded, loaded, null, false)).toEqual({});
  });

  it("sends the partner's switches only from the partner, and the mail password when typed", () => {
    const changed = { ...loaded, enable: 'N', mfa_permission_admin: 'N', allow_admin_remote: 'S' } as const;
    expect(inputOf(changed, loaded, null, false)).toEqual({});
    expect(inputOf(changed, loaded, 'secret', true)).toEqual({
      enable: 'N',
      mfa_permission_admin: 'N',
      allow_admin_remote: 'S',
      mail_password: 'secret',
    });
  });

  it('never sends mfa_master hidden from an admin', () => {
    const hidden = { ...loaded, mfa_master: null };
    expect(inputOf({ ...hidden, timezone: 'Europe/Lisbon' }, { ...loaded }, null, false)).toEqual({
      timezone: 'Europe/Lisbon',
    });
  });
});
