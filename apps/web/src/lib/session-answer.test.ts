import type { TLoginResponse } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { companyChangeUrl, hasSession, otherSiteUrl, stepPath } from './session-answer';

const answer = (patch: Partial<TLoginResponse>): TLoginResponse => ({
  status: 'success',
  token: 'tok/en',
  data: { intended: '/' },
  ...patch,
});

describe('login answers of switches', () => {
  it("sends a 'change' to the other host's /change/company page, keeping the port", () => {
    expect(companyChangeUrl(answer({ status: 'change', domain: 'north.mirante.test:8404' }), 'http:')).toBe(
      'http://north.mirante.test:8404/change/company/tok%2Fen',
    );
    expect(companyChangeUrl(answer({ status: 'change', domain: 'bi.acme.com' }), 'https:')).toBe(
      'https://bi.acme.com/change/company/tok%2Fen',
    );
  });

  it('follows only a bare host, never a path or another scheme', () => {
    for (const domain of ['evil.com/path', 'javascript:alert(1)', '//evil.com', 'a b', '']) {
      expect(companyChangeUrl(answer({ status: 'change', domain }), 'https:'), domain).toBeNull();
    }
    expect(companyChangeUrl(answer({ status: 'success', domain: 'north.mirante.test' }))).toBeNull();
  });

  it("follows a login answer's redirect to the unit's own domain, and only there", () => {
    const change = { status: 'change' as const, domain: 'bi.acme.com:8000' };
    expect(
      otherSiteUrl(
        answer({ ...change, redirect: 'https://bi.acme.com:8000/change/company/tok%2Fen' }),
        'http:',
      ),
    ).toBe('https://bi.acme.com:8000/change/company/tok%2Fen');
    // Another host in the redirect than the answer's domain: the domain decides.
    expect(otherSiteUrl(answer({ ...change, redirect: 'https://evil.test/change/company/x' }), 'http:')).toBe(
      'http://bi.acme.com:8000/change/company/tok%2Fen',
    );
    expect(otherSiteUrl(answer({ status: 'success', redirect: '/reports' }), 'http:')).toBeNull();
  });

  it('maps the step statuses to their pages', () => {
    expect(stepPath(answer({ status: 'wait_authorization' }))).toBe('/authorization/tok%2Fen');
    expect(stepPath(answer({ status: 'redirect_two_factor' }))).toBe('/config/2fa/tok%2Fen');
    expect(stepPath(answer({ status: 'user_change_password' }))).toBe('/new/password/tok%2Fen');
    expect(stepPath(answer({ status: 'success' }))).toBeNull();
  });

  it('tells a session answer from the others', () => {
    expect(hasSession(answer({ status: 'wait_authorization' }))).toBe(false);
    expect(hasSession(answer({ status: 'success' }))).toBe(false);
    expect(
      hasSession(
        answer({
          expires_at: '2030-01-01T00:00:00.000Z',
          user: {
            id: 1,
            name: 'A',
            email: 'a@b.c',
            perfil_usuario: 'admin',
            tenant_id: 1,
            company_id: 1,
            partner_id: null,
            auth_type: 'password',
            language: 'en-US',
          },
        }),
      ),
    ).toBe(true);
  });
});
