import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, type DemoAccount } from '../src/seed/demo';
import { demoBox, openUrl } from '../src/seed/demo-box';

/** The four demo accounts with passwords shaped like the random ones (28 characters). */
const ACCOUNTS: DemoAccount[] = (Object.keys(DEMO_EMAILS) as (keyof typeof DEMO_EMAILS)[]).map(
  (profile, i) => ({
    profile,
    email: DEMO_EMAILS[profile],
    password: `${String(i).repeat(24)}Aa1!`,
  }),
);

function expectFramed(box: string) {
  const lines = box.split('\n');
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
  expect(lines[0]).toMatch(/^┌─+┐$/);
  expect(lines.at(-1)).toMatch(/^└─+┘$/);
  // Every line is as wide as the frame, so the right edge is straight.
  expect(new Set(lines.map((line) => line.length)).size).toBe(1);
}

describe('the demo box', () => {
  it('names the address to open and each demo account with its password, within 80 columns', () => {
    const box = demoBox({ url: 'http://localhost:8000', accounts: ACCOUNTS });
    expectFramed(box);
    expect(box).toContain('open http://localhost:8000');
    for (const account of ACCOUNTS) {
      // E-mail and password on the account's own line, beside its profile.
      const row = box.split('\n').find((line) => line.includes(account.email));
      expect(row).toContain(account.password);
    }
    expect(box).toMatch(/│ +admin +admin@demo\.mirante\.local +2{24}Aa1! +│/);
    expect(box).toContain('MIRANTE_DEMO_PASSWORD');
  });

  it('keeps a long shared password whole, on a line of its own', () => {
    const password = 'correct-horse-battery-staple-and-some-more-words-1A!';
    const box = demoBox({
      url: 'http://localhost:8000',
      accounts: ACCOUNTS.map((a) => ({ ...a, password })),
      sharedPassword: true,
    });
    expectFramed(box);
    for (const account of ACCOUNTS) expect(box).toContain(account.email);
    expect(box.split(password)).toHaveLength(ACCOUNTS.length + 1);
    expect(box).toContain('Every password is the value of MIRANTE_DEMO_PASSWORD.');
  });

  it('on a later start, when the passwords are no longer known, says where to sign in and how to reset', () => {
    const box = demoBox({ url: 'http://localhost:8351', accounts: [] });
    expectFramed(box);
    expect(box).toContain('open http://localhost:8351');
    expect(box).toContain(DEMO_EMAILS.admin);
    expect(box).toContain('npm run mirante -- reset-password --email <e-mail> --password <new>');
  });

  it('opens the configured host and port, localhost when listening everywhere', () => {
    expect(openUrl('0.0.0.0', 8000)).toBe('http://localhost:8000');
    expect(openUrl('::', 8351)).toBe('http://localhost:8351');
    expect(openUrl('127.0.0.1', 8351)).toBe('http://127.0.0.1:8351');
    expect(openUrl('::1', 8000)).toBe('http://[::1]:8000');
    expect(openUrl('portal.internal', 80)).toBe('http://portal.internal:80');
  });
});
