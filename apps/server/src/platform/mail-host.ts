import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The ports an SMTP server listens on: relay, submission over TLS, submission, the common alternative. */
export const SMTP_PORTS: readonly number[] = [25, 465, 587, 2525];

/**
 * Addresses a business unit's mail settings may not make the server connect to: this host, the
 * private networks behind it, link-local (cloud metadata) and other non-public ranges.
 */
const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(net, bits, 'ipv6');
}

/** Whether an IP address is one the server may reach on a unit's behalf (a public one). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !INTERNAL.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !INTERNAL.check(address, 'ipv6');
}

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
