import { SAML_CLAIMS, type SamlStatus } from '@mirante/contracts';
import type { Profile as SamlProfile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { recordEvent } from '../../platform/audit';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ClientInfo } from '../../platform/request';
import { safeRedirect } from '../auth';
import { resolveSite } from '../tenancy';
import { admitSamlUser, type SamlPerson } from './saml-accounts.service';
import { SAML_CLOCK_SKEW_MS, samlFor } from './saml-provider.service';
import {
  findSamlConfigOfUnit,
  findSamlRequestUnit,
  findSamlUnitByEmailDomain,
  pruneSamlRecords,
  readSamlRequest,
  recordSamlAssertion,
  recordSamlSuccess,
} from './saml.repository';

/** Where a finished SAML sign-in sends the browser: the portal's /redirect page. */
export interface SamlOutcome {
  status: SamlStatus | 'success';
  /** The single-use code the page exchanges for the session (success), or the second-factor token. */
  code?: string;
  /** The portal path the sign-in was started for. */
  redirect?: string;
}

/** The /redirect address of an outcome. */
export function redirectLocation(outcome: SamlOutcome): string {
  const query = new URLSearchParams({ status: outcome.status });
  if (outcome.code) query.set('code', outcome.code);
  const redirect = safeRedirect(outcome.redirect);
  if (redirect) query.set('redirect', redirect);
  return `/redirect?${query.toString()}`;
}

/**
 * Starts an SP-initiated sign-in: the unit of the host, else the unit chosen, else the one the
 * e-mail's domain leads to. Answers the identity provider's address with the signed request.
 */
export async function startSamlLogin(opts: {
  db: Db;
  secretBox: SecretBox;
  host: string | undefined;
  baseDomain: string;
  email?: string;
  companyId?: number;
  redirect?: string;
  test?: boolean;
}): Promise<string> {
  const site = await resolveSite(opts.db, opts.host, opts.baseDomain);
  if (site.kind === 'unknown') throw new AppError('domain_not_found');
  let companyId: number | undefined = site.kind === 'company' ? site.companyId : opts.companyId;
  if (companyId === undefined && opts.email?.includes('@')) {
    companyId = await findSamlUnitByEmailDomain(opts.db, opts.email.split('@').pop()!.toLowerCase());
  }
  if (companyId === undefined) throw new AppError('saml_not_configured');
  const config = await findSamlConfigOfUnit(opts.db, companyId);
  if (!config || (config.status !== 'enable' && !opts.test)) throw new AppError('saml_not_configured');
  const saml = samlFor(opts.db, opts.secretBox, config, { test: opts.test });
  return saml.getAuthorizeUrlAsync(safeRedirect(opts.redirect) ?? '', undefined, {});
}

/** The InResponseTo of a posted response, read only to find the request it claims to answer. */
function claimedRequestId(samlResponse: string): string | null {
  try {
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    const doc = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
    return doc.documentElement?.getAttribute('InResponseTo') || null;
  } catch {
    return null;
  }
}

function first(value: unknown): string | undefined {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' && item.trim() ? item.trim() : undefined;
}

function all(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** The assertion's ID and the end of its validity, for the replay check. */
function assertionIdentity(profile: SamlProfile): { id: string; expiresAt: Date } | null {
  const assertion = profile.getAssertion?.() as
    | { Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] } }
    | undefined;
  const id = assertion?.Assertion?.$?.ID;
  if (!id) return null;
  const notOnOrAfter = Date.parse(assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
  const end = Number.isFinite(notOnOrAfter) ? notOnOrAfter : Date.now() + 60 * 60_000;
  return { id, expiresAt: new Date(end + SAML_CLOCK_SKEW_MS) };
}

/** Who the assertion names, read the way the unit's configuration says. */
function personOf(profile: SamlProfile, emailAttribute: string, groupAttribute: string | null): SamlPerson {
  const nameIdIsEmail = profile.nameIDFormat?.endsWith(':emailAddress') && profile.nameID?.includes('@');
  const email = first(profile[emailAttribute]) ?? (nameIdIsEmail ? profile.nameID : undefined);
  const given = first(profile[SAML_CLAIMS.givenName]);
  const surname = first(profile[SAML_CLAIMS.surname]);
  return {
    email: email?.toLowerCase(),
    subject: first(profile[SAML_CLAIMS.objectId]),
    name:
      first(profile[SAML_CLAIMS.displayName]) ?? ([given, surname].filter(Boolean).join(' ') || undefined),
    groups: groupAttribute ? all(profile[groupAttribute]) : [],
  };
}

/** The SAML status of a refusal of the unit's rules (spec §8). */
function statusOfRefusal(code: string): SamlStatus {
  switch (code) {
    case 'user_deactivated':
      return 'user_disable';
    case 'user_blocked':
      return 'blocked';
    case 'user_inactive':
    case 'company_disabled':
      return 'inactive';
    // A test user past the unit's trial, or a unit whose trial is over: 'Test period has ended!'.
    case 'test_period_ended':
      return 'finish_test';
    case 'ip_not_allowed':
      return 'ip_not_allowed';
    case 'hour_not_allowed':
      return 'horario_not_allowed';
    case 'domain_not_allowed':
      return 'domain_not_allowed';
    case 'user_without_company':
      return 'error_azure_not_companies';
    case 'not_found_companies':
    case 'user_limit_reached':
      return 'not_found_companies';
    case 'incorrect_credentials':
      return 'error_user_or_password';
    default:
      return 'error';
  }
}

/**
 * The assertion consumer of one unit: checks the response (signature by the unit's provider,
 * issuer, audience, time, the request it answers, never seen before), then the person and every
 * sign-in rule of the unit, and hands the browser a single-use code for the session.
 */
export async function consumeSamlResponse(opts: {
  db: Db;
  secretBox: SecretBox;
  companyId: number;
  samlResponse: string;
  relayState?: string;
  client: ClientInfo;
  baseDomain: string;
}): Promise<SamlOutcome> {
  const { db, companyId, client } = opts;
  const redirect = safeRedirect(opts.relayState);
  const trail = { userId: null as number | null, email: null as string | null, reason: '' };
  const finish = async (status: SamlOutcome['status'], extra: Partial<SamlOutcome> = {}) => {
    await recordEvent(db, {
      event: 'saml_login',
      outcome: status,
      userId: trail.userId,
      email: trail.email,
      companyId,
      ip: client.ip,
      userAgent: client.userAgent,
      details: { reason: trail.reason || status, host: client.host ?? null },
    }).catch(() => undefined);
    return { status, redirect, ...extra };
  };

  const config = await findSamlConfigOfUnit(db, companyId);
  const requestId = config ? claimedRequestId(opts.samlResponse) : null;
  const request = requestId ? await readSamlRequest(db, companyId, requestId) : undefined;
  // A disabled application still answers the test sign-in of its configuration screen.
  if (!config || (config.status !== 'enable' && request?.test !== true)) {
    trail.reason = 'not_configured';
    return finish('error_azure_not_companies');
  }
  let profile: SamlProfile | null;
  try {
    ({ profile } = await samlFor(db, opts.secretBox, config).validatePostResponseAsync({
      SAMLResponse: opts.samlResponse,
    }));
  } catch (error) {
    trail.reason = error instanceof Error ? error.message.slice(0, 200) : 'invalid_response';
    return finish('error');
  }
  if (!profile || profile.issuer !== config.idpEntityId) {
    trail.reason = 'issuer_mismatch';
    return finish('error');
  }
  const identity = assertionIdentity(profile);
  if (
    !identity ||
    !(await recordSamlAssertion(db, {
      companyId,
      issuer: config.idpEntityId,
      assertionId: identity.id,
      expiresAt: identity.expiresAt,
    }))
  ) {
    trail.reason = 'assertion_replayed';
    return finish('error');
  }
  void pruneSamlRecords(db).catch(() => undefined);

  const person = personOf(profile, config.emailAttribute, config.groupAttribute);
  trail.email = person.email ?? null;
  if (request?.test) {
    // The provider and the portal understand each other when the answer names the person.
    if (!person.email) {
      trail.reason = 'test_without_email';
      return finish('error_user_or_password');
    }
    trail.reason = 'test';
    await recordSamlSuccess(db, config.id);
    return finish('test_success');
  }
  try {
    const site = await resolveSite(db, client.host, opts.baseDomain);
    if (site.kind === 'company' && site.companyId !== companyId) throw new AppError('domain_not_allowed');
    const admitted = await admitSamlUser(
      db,
      config,
      person,
      client,
      (userId) => {
        trail.userId = userId;
      },
      { onPlatform: site.kind === 'platform' },
    );
    // The application worked: the person is in (or at their second factor).
    await recordSamlSuccess(db, config.id);
    if (admitted.companyId !== companyId) trail.reason = `landed_in_${admitted.companyId}`;
    if (admitted.twoFactorToken)
      return await finish('redirect_two_factor', { code: admitted.twoFactorToken });
    return await finish('success', { code: admitted.handover });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    trail.reason = error.code;
    return finish(statusOfRefusal(error.code));
  }
}

/**
 * The assertion consumer at the specification's `saml/callback`, which names no unit: the
 * response is the answer of the unit whose request it claims to answer, else of the unit of the
 * host it was posted to. That unit's consumer then checks it as if posted to its own address.
 */
export async function consumeSamlCallback(
  opts: Omit<Parameters<typeof consumeSamlResponse>[0], 'companyId'>,
): Promise<SamlOutcome> {
  const requestId = claimedRequestId(opts.samlResponse);
  let companyId = requestId ? await findSamlRequestUnit(opts.db, requestId) : undefined;
  if (companyId === undefined) {
    const site = await resolveSite(opts.db, opts.client.host, opts.baseDomain);
    if (site.kind === 'company') companyId = site.companyId;
  }
  if (companyId !== undefined) return consumeSamlResponse({ ...opts, companyId });
  const status = 'error_azure_not_companies';
  await recordEvent(opts.db, {
    event: 'saml_login',
    outcome: status,
    ip: opts.client.ip,
    userAgent: opts.client.userAgent,
    details: { reason: 'unit_not_found', host: opts.client.host ?? null },
  }).catch(() => undefined);
  return { status, redirect: safeRedirect(opts.relayState) };
}
