import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './addresses';

/** The ports an SMTP server listens on: relay, submission over TLS, submission, the common alternative. */
export const SMTP_PORTS: readonly number[] = [25, 465, 587, 2525];

export type MailServerVerdict =
  | { ok: true; address: string | null }
  | { ok: false; field: 'mail_port' | 'mail_host'; reason: 'mail_port_not_allowed' | 'mail_host_not_allowed' }
  | { ok: false; field: 'mail_host'; reason: 'unresolved' };

/**
 * Checks a unit's mail server before the server connects to it: an SMTP port, and a host whose
 * every address is public. Answers the address to connect to, so a name cannot resolve to
 * something else between the check and the connection. `allowAny` (MIRANTE_MAIL_ALLOW_ANY_HOST)
 * lifts both limits for development and tests.
 */
export async function checkMailServer(
  host: string,
  port: number,
  { allowAny }: { allowAny: boolean },
): Promise<MailServerVerdict> {
  if (allowAny) return { ok: true, address: null };
  if (!SMTP_PORTS.includes(port)) return { ok: false, field: 'mail_port', reason: 'mail_port_not_allowed' };
  const literal = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(literal)) {
    addresses = [literal];
  } else {
    try {
      addresses = (await lookup(literal, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return { ok: false, field: 'mail_host', reason: 'unresolved' };
    }
  }
  if (addresses.length === 0) return { ok: false, field: 'mail_host', reason: 'unresolved' };
  if (!addresses.every(isPublicAddress)) {
    return { ok: false, field: 'mail_host', reason: 'mail_host_not_allowed' };
  }
  return { ok: true, address: addresses[0]! };
}
