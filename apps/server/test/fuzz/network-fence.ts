import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

/**
 * Keeps a test's outgoing connections on loopback. Fuzzed input names hosts (report links the
 * server checks for framing, a unit's mail server): those connections fail as they would on a
 * machine without a route there, and names other than localhost do not resolve, so no packet
 * leaves the machine. Returns the function that lifts the fence.
 */
export function fenceNetwork(): () => void {
  const connect = net.Socket.prototype.connect;
  const lookup = dns.lookup;
  const lookupPromise = dns.promises.lookup;
  const isLocal = (host: unknown) =>
    host === undefined ||
    host === 'localhost' ||
    host === '::1' ||
    (typeof host === 'string' && /^127\.\d+\.\d+\.\d+$/.test(host));

  net.Socket.prototype.connect = function fenced(this: net.Socket, ...args: unknown[]) {
    const first = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as Record<string, unknown> | number | string;
    const host =
      typeof options === 'object' && options !== null
        ? options.path
          ? 'localhost'
          : options.host
        : typeof options === 'number'
          ? args[1]
          : 'localhost';
    if (typeof host === 'function' || isLocal(host)) {
      return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
    }
    const error = Object.assign(new Error(`connect ECONNREFUSED ${String(host)} (outside loopback)`), {
      code: 'ECONNREFUSED',
    });
    process.nextTick(() => this.destroy(error));
    return this;
  } as typeof connect;

  const notFound = (hostname: string) =>
    Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
  dns.lookup = function fencedLookup(hostname: string, ...rest: unknown[]) {
    const callback = rest[rest.length - 1] as (...a: unknown[]) => void;
    if (isLocal(hostname) || net.isIP(hostname) !== 0) {
      return (lookup as (...a: unknown[]) => void)(hostname, ...rest);
    }
    process.nextTick(() => callback(notFound(hostname)));
  } as typeof dns.lookup;
  dns.promises.lookup = (async (hostname: string, options?: unknown) => {
    if (isLocal(hostname) || net.isIP(hostname) !== 0) {
      return (lookupPromise as (h: string, o?: unknown) => Promise<unknown>)(hostname, options);
    }
    throw notFound(hostname);
  }) as typeof dns.promises.lookup;
  syncBuiltinESMExports();

  return () => {
    net.Socket.prototype.connect = connect;
    dns.lookup = lookup;
    dns.promises.lookup = lookupPromise;
    syncBuiltinESMExports();
  };
}
