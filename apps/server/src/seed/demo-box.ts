import { isIP } from 'node:net';
import type { Profile } from '@mirante/contracts';
import { DEMO_EMAILS, type DemoAccount } from './demo';

const PROFILE_LABEL = {
  a2m: 'operator (a2m)',
  master: 'partner (master)',
  admin: 'admin',
  user: 'user',
} as const satisfies Record<Profile, string>;

/** Room inside the box at 80 columns: the frame and its padding take four. */
const INNER = 76;

/** The address a person opens for a server listening on `host`:`port`. */
export function openUrl(host: string, port: number): string {
  // Listening on every interface: this machine answers on localhost, which the browser trusts.
  if (host === '' || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return isIP(host) === 6 ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** The accounts as a table of profile, e-mail and password, or two lines each when too wide. */
function accountLines(accounts: DemoAccount[]): string[] {
  const rows = accounts.map((a) => [PROFILE_LABEL[a.profile], a.email, a.password] as const);
  const profileWidth = Math.max('profile'.length, ...rows.map(([profile]) => profile.length));
  const emailWidth = Math.max('e-mail'.length, ...rows.map(([, email]) => email.length));
  const table = [['profile', 'e-mail', 'password'] as const, ...rows].map(([profile, email, password]) =>
    `  ${profile.padEnd(profileWidth)}  ${email.padEnd(emailWidth)}  ${password}`.trimEnd(),
  );
  if (table.every((line) => line.length <= INNER)) return table;
  // A long MIRANTE_DEMO_PASSWORD: the password on a line of its own, never cut (it is copied).
  return rows.flatMap(([profile, email, password]) => [
    `  ${profile}: ${email}`,
    `    password: ${password}`,
  ]);
}

/**
 * The text a person sees last when the demo server is up: the address to open and the demo
 * accounts to sign in with. `accounts` holds the accounts just created, with their passwords;
 * empty on a later start, when the passwords are no longer known.
 */
export function demoBox(opts: { url: string; accounts: DemoAccount[]; sharedPassword?: boolean }): string {
  const lines = [`Mirante is ready: open ${opts.url}`, ''];
  if (opts.accounts.length > 0) {
    lines.push('Sign in with a demo account (passwords shown only this once):', '');
    lines.push(...accountLines(opts.accounts), '');
    lines.push(
      ...(opts.sharedPassword
        ? ['Every password is the value of MIRANTE_DEMO_PASSWORD.']
        : [
            'The passwords are random; to choose one for every account, set',
            'MIRANTE_DEMO_PASSWORD before the first start.',
          ]),
    );
  } else {
    lines.push('Sign in with a demo account printed on the first start,', `such as ${DEMO_EMAILS.admin}.`);
  }
  lines.push(
    'Lost a password? Choose a new one:',
    '  npm run mirante -- reset-password --email <e-mail> --password <new>',
  );
  const width = Math.max(...lines.map((line) => line.length));
  const bar = '─'.repeat(width + 2);
  return [`┌${bar}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${bar}┘`].join('\n');
}
