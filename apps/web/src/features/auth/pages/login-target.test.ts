import type { TLoginResponse } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { loginTarget } from './sign-in-page';

function answer(status: TLoginResponse['status'], intended = '/'): TLoginResponse {
  return { status, token: 'tok en', data: { intended } };
}

describe('loginTarget', () => {
  it('goes to the redirect query value when given, else to intended', () => {
    expect(loginTarget(answer('success', '/reports'), '/partners?page=2')).toBe('/partners?page=2');
    expect(loginTarget(answer('success', '/reports'), null)).toBe('/reports');
    expect(loginTarget(answer('success', '/reports'), 'https://evil.test/')).toBe('/reports');
  });

  it('sends the password-change and second-factor steps to their pages with the token', () => {
    expect(loginTarget(answer('user_change_password'), null)).toBe('/new/password/tok%20en');
    expect(loginTarget(answer('redirect_two_factor'), null)).toBe('/config/2fa/tok%20en');
  });

  it('goes where the answer’s redirect says, when it is a page of this site', () => {
    expect(loginTarget({ ...answer('success', '/reports'), redirect: '/catalogs' }, '/partners')).toBe(
      '/catalogs',
    );
    expect(
      loginTarget({ ...answer('success', '/reports'), redirect: 'https://evil.test/' }, '/partners'),
    ).toBe('/partners');
  });

  it('keeps the wanted page across the second-factor step', () => {
    expect(loginTarget(answer('redirect_two_factor'), '/partners')).toBe(
      '/config/2fa/tok%20en?redirect=%2Fpartners',
    );
  });
});
