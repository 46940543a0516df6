import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The calls of the product specification (§7 of portal-spec.md): every one is served at the path
 * and with the method written there. The specification lives beside the repository's checkout;
 * when it is absent the list below, copied from it, stands in.
 */

export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SpecCall {
  method: SpecMethod;
  /** As §7 writes it, below the base `{host}/api`, without a leading slash. */
  path: string;
}

/** §7's table, one call a line, in the table's order. */
export const SPEC_CALLS: readonly SpecCall[] = [
  { method: 'POST', path: 'logout' },
  { method: 'POST', path: 'refresh/token' },
  { method: 'POST', path: 'refresh/log/auth' },
  { method: 'POST', path: 'auth/report_view/check/exist/report' },
  { method: 'POST', path: 'auth/report_view/check/permission/edit/report' },
  { method: 'POST', path: 'auth/log/report/page/view' },
  { method: 'POST', path: 'auth/report_view/save/user-report-filters' },
  { method: 'POST', path: 'auth/config/update' },
  { method: 'GET', path: 'auth/config/getConfig' },
  { method: 'GET', path: 'auth/config/remote_config' },
  { method: 'POST', path: 'auth/config' },
  { method: 'POST', path: 'password/config' },
  { method: 'GET', path: 'auth/group_reports/get/config/menu/reports' },
  { method: 'GET', path: 'auth/group_reports/get/reports/all/select' },
  { method: 'GET', path: 'timezone/all' },
  { method: 'GET', path: 'auth/config/get/whitelist/by/domain' },
  { method: 'POST', path: 'auth/users/send/questionario/perfil' },
  { method: 'POST', path: 'login' },
  { method: 'POST', path: 'login/2fa' },
  { method: 'POST', path: 'login/playlist' },
  { method: 'POST', path: 'login/config' },
  { method: 'POST', path: 'auth/change/companies' },
  { method: 'POST', path: 'oauth/company' },
  { method: 'POST', path: 'auth/change/partner/to/admin' },
  { method: 'POST', path: 'auth/change/partner/to/admin/no/verify' },
  { method: 'POST', path: 'auth/change/back/partner' },
  { method: 'POST', path: 'saml/login' },
  { method: 'POST', path: 'saml/callback' },
  { method: 'GET', path: 'auth/saml/all' },
  { method: 'GET', path: 'auth/saml/companies/used' },
  { method: 'PUT', path: 'auth/saml/update' },
  { method: 'POST', path: 'auth/saml/add' },
  { method: 'POST', path: 'auth/saml/change/status' },
  { method: 'DELETE', path: 'auth/saml/delete' },
  { method: 'GET', path: 'auth/scim/token' },
  { method: 'PUT', path: 'auth/scim/update' },
  { method: 'POST', path: 'auth/scim/add' },
  { method: 'DELETE', path: 'auth/scim/delete' },
];

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Where the specification is: the file PORTAL_SPEC names when set, else the one beside the
 * checkout or the workplace's copy; null when there is none.
 */
export function specFile(): string | null {
  const named = process.env.PORTAL_SPEC;
  const candidates = named
    ? [named]
    : [resolve(HERE, '../../../../shared/spec/portal-spec.md'), '/work/shared/spec/portal-spec.md'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

/**
 * The calls of §7's table. A row may name several: paths apart by `;` share its method, and
 * `PUT / POST | a (with id) / b` pairs each method with the path in the same place. Notes in
 * brackets are dropped, and so is a path's leading slash (every path is below `{host}/api`).
 */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^##\s+7\.\s+Calls\b/.test(line));
  if (start < 0) throw new Error('the specification has no "## 7. Calls" section');
  const calls: SpecCall[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^##\s/.test(line)) break;
    if (!line.trim().startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [methodCell = '', pathCell = ''] = cells;
    // The header and the separator row.
    if (methodCell === 'Method' || /^-+$/.test(methodCell)) continue;
    const methods = methodCell.split('/').map((m) => m.trim().toUpperCase());
    const paths = pathCell
      .replace(/\([^)]*\)/g, '')
      .split(/\s+\/\s+|;/)
      .map((p) => p.trim().replace(/^\/+/, ''))
      .filter(Boolean);
    if (methods.some((m) => !METHODS.has(m))) throw new Error(`unknown method in row: ${line}`);
    if (methods.length !== 1 && methods.length !== paths.length)
      throw new Error(`cannot pair the methods and paths of row: ${line}`);
    paths.forEach((path, index) => {
      calls.push({ method: (methods.length === 1 ? methods[0] : methods[index]) as SpecMethod, path });
    });
  }
  return calls;
}

export const callKey = (call: SpecCall) => `${call.method} /api/${call.path}`;
