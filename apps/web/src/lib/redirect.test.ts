import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, signinPath } from './redirect';

describe('redirect targets', () => {
  it('accepts paths of this site', () => {
    expect(safeRedirectTarget('/partners')).toBe('/partners');
    expect(safeRedirectTarget('/partners?page=2&search=a#top')).toBe('/partners?page=2&search=a#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'partners',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      ' /partners',
    ]) {
      expect(safeRedirectTarget(value)).toBeNull();
    }
  });

  it('builds the sign-in address with the wanted path', () => {
    expect(signinPath('/partners?page=2')).toBe('/signin?redirect=%2Fpartners%3Fpage%3D2');
    expect(signinPath('/')).toBe('/signin');
    expect(signinPath('/signin?redirect=%2Fx')).toBe('/signin');
    expect(signinPath('//evil.example')).toBe('/signin');
  });
});
