import type { CallContext } from '../../platform/call-context';
import type {
  MessageCode,
  TPageQuery,
  TSamlConfig,
  TSamlConfigPage,
  ZSamlConfigInput,
  ZSamlSaveRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { SecretBox } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, trustedUnitId } from '../../platform/scope';
import { selfSignedCertificate } from '../../platform/self-signed';
import { lockUnitWaysIn, unitAcceptsPasswords } from '../auth';
import { getCompanyConfig } from '../identity';
import { parseCertificate, serviceProviderUrls, toPem } from './saml-provider.service';
import type { SamlReach } from './saml.policy';
import {
  deleteSamlConfig,
  findSamlConfig,
  insertSamlConfig,
  listSamlConfigs,
  listUnitGroups,
  listUsedCompanies,
  type SamlConfigRow,
  type SamlConfigValues,
  unitGroupIdsAmong,
  unitInReach,
  updateSamlConfig,
} from './saml.repository';
import { isUniqueViolation } from '../../platform/sql';

type Input = z.output<typeof ZSamlConfigInput>;

/** A call on a unit's SAML set-up: the call's handle and caller, and the units it may reach. */
export type SamlContext = Pick<CallContext, 'db' | 'scope'> & { reach: SamlReach };

export function presentSamlConfig(row: SamlConfigRow): TSamlConfig {
  const sp = serviceProviderUrls(row.spBaseUrl, row.companyId);
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    status: row.status,
    idp_entity_id: row.idpEntityId,
    sso_url: row.ssoUrl,
    certificates: row.idpCertificates,
    certificate_info: row.idpCertificates.map((pem) => {
      const cert = parseCertificate(pem);
      return {
        subject: cert?.subject ?? '',
        not_after: cert ? new Date(cert.validTo).toISOString() : '',
        fingerprint: cert?.fingerprint256 ?? '',
      };
    }),
    email_attribute: row.emailAttribute,
    group_attribute: row.groupAttribute,
    group_mappings: row.groupMappings,
    jit: row.jit,
    email_domains: row.emailDomains,
    sp_base_url: row.spBaseUrl,
    sp: {
      entity_id: sp.entityId,
      acs_url: sp.acsUrl,
      metadata_url: sp.metadataUrl,
      certificate: row.spCertificate,
    },
    last_success_at: row.lastSuccessAt ? row.lastSuccessAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An admin configures SAML only while the unit's settings allow it (partners always may). */
async function assertMayConfigure(db: Db | Tx, reach: SamlReach, companyId: number) {
  if (reach.kind !== 'unit') return;
  // Only called with a unit the caller's reach holds.
  const config = await getCompanyConfig(db, trustedUnitId(companyId));
  if (config.allow_admin_saml !== 'S') throw new AppError('no_functionality_access');
}

export async function listSamlConfigsFor(ctx: SamlContext, query: TPageQuery): Promise<TSamlConfigPage> {
  if (ctx.reach.kind === 'unit') await assertMayConfigure(ctx.db, ctx.reach, ctx.reach.companyId);
  const { rows, total } = await listSamlConfigs(ctx.db, ctx.reach, query);
  return { data: rows.map(presentSamlConfig), page: query.page, per_page: query.per_page, total };
}

export async function usedSamlCompanies(ctx: SamlContext): Promise<number[]> {
  if (ctx.reach.kind === 'unit') await assertMayConfigure(ctx.db, ctx.reach, ctx.reach.companyId);
  return listUsedCompanies(ctx.db, ctx.reach);
}

/** The user groups of a unit in reach, for the group claim mappings. */
export async function samlUnitGroups(ctx: SamlContext, companyId: number) {
  if (!(await unitInReach(ctx.db, ctx.reach, companyId))) throw new AppError('not_found');
  await assertMayConfigure(ctx.db, ctx.reach, companyId);
  return listUnitGroups(ctx.db, companyId);
}

async function loadInReach(ctx: SamlContext, id: number): Promise<SamlConfigRow> {
  const row = await findSamlConfig(ctx.db, ctx.reach, id);
  if (!row) throw new AppError('not_found');
  await assertMayConfigure(ctx.db, ctx.reach, row.companyId);
  return row;
}

export async function getSamlConfig(ctx: SamlContext, id: number): Promise<TSamlConfig> {
  return presentSamlConfig(await loadInReach(ctx, id));
}

/** Each certificate must be one; group mappings may only name the unit's own groups. */
async function checkedValues(db: Db | Tx, companyId: number, input: Input) {
  const errors: Record<string, MessageCode[]> = {};
  input.certificates.forEach((certificate, index) => {
    if (!parseCertificate(certificate)) errors[`certificates.${index}`] = ['field_invalid'];
  });
  const groupIds = [...new Set(input.group_mappings.map((m) => m.group_id))];
  if (groupIds.length > 0) {
    const known = new Set(await unitGroupIdsAmong(db, companyId, groupIds));
    input.group_mappings.forEach((m, index) => {
      if (!known.has(m.group_id)) errors[`group_mappings.${index}.group_id`] = ['field_invalid'];
    });
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
  return {
    idpEntityId: input.idp_entity_id,
    ssoUrl: input.sso_url,
    idpCertificates: input.certificates.map(toPem),
    emailAttribute: input.email_attribute,
    groupAttribute: input.group_attribute || null,
    groupMappings: input.group_mappings,
    jit: input.jit,
    emailDomains: [...new Set(input.email_domains)],
  } satisfies Partial<SamlConfigValues>;
}

/**
 * Adds the unit's SAML application, with a signing key and certificate of its own. A unit has
 * one at most. `origin` is the portal address the caller works on, the default of sp_base_url.
 */
export async function addSamlConfig(
  ctx: SamlContext & { secretBox: SecretBox; origin: string },
  input: Input,
): Promise<TSamlConfig> {
  const companyId = ctx.reach.kind === 'unit' ? ctx.reach.companyId : input.company_id;
  if (companyId === undefined) {
    throw new AppError('validation_failed', { errors: { company_id: ['field_required'] } });
  }
  if (input.company_id !== undefined && input.company_id !== companyId) throw new AppError('not_found');
  if (!(await unitInReach(ctx.db, ctx.reach, companyId))) throw new AppError('not_found');
  await assertMayConfigure(ctx.db, ctx.reach, companyId);
  const values = await checkedValues(ctx.db, companyId, input);
  const signing = await selfSignedCertificate(`Mirante SAML ${companyId}`);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const created = await insertSamlConfig(tx, {
        ...values,
        companyId,
        spBaseUrl: (input.sp_base_url ?? ctx.origin).replace(/\/+$/, ''),
        spPrivateKeyEnc: ctx.secretBox.seal(signing.privateKey),
        spCertificate: signing.certificate,
      });
      await audit(tx, ctx.scope, 'saml.created', companyId, { id: created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('saml_config_exists');
    throw error;
  }
  return getSamlConfig(ctx, id);
}

export async function editSamlConfig(ctx: SamlContext, id: number, input: Input): Promise<TSamlConfig> {
  const row = await loadInReach(ctx, id);
  if (input.company_id !== undefined && input.company_id !== row.companyId) throw new AppError('not_found');
  const values = await checkedValues(ctx.db, row.companyId, input);
  await ctx.db.transaction(async (tx) => {
    await updateSamlConfig(tx, id, {
      ...values,
      ...(input.sp_base_url ? { spBaseUrl: input.sp_base_url.replace(/\/+$/, '') } : {}),
    });
    await audit(tx, ctx.scope, 'saml.updated', row.companyId, { id });
  });
  return getSamlConfig(ctx, id);
}

/**
 * Saves the SAML configuration as the specification's calls send it: with an `id`, the changes
 * to that application; without one, the unit's new application.
 */
export async function saveSamlConfig(
  ctx: SamlContext & { secretBox: SecretBox; origin: string },
  { id, ...input }: z.output<typeof ZSamlSaveRequest>,
): Promise<TSamlConfig> {
  return id === undefined ? addSamlConfig(ctx, input) : editSamlConfig(ctx, id, input);
}

/**
 * Refuses to take away a unit's last way in: its working application, while passwords are closed
 * (switched off in its settings, or single sign-on its standard authentication). A unit has one
 * application at most, so a working one is the last.
 */
async function assertNotLastWayIn(tx: Tx, row: SamlConfigRow): Promise<void> {
  if (row.status !== 'enable' || row.lastSuccessAt === null) return;
  await lockUnitWaysIn(tx, row.companyId);
  // The unit of an application the caller's reach holds.
  if (await unitAcceptsPasswords(tx, trustedUnitId(row.companyId))) return;
  throw new AppError('last_sign_in_way');
}

export async function setSamlStatus(
  ctx: SamlContext,
  id: number,
  status: 'enable' | 'disable',
): Promise<TSamlConfig> {
  const row = await loadInReach(ctx, id);
  if (row.status !== status) {
    await ctx.db.transaction(async (tx) => {
      if (status === 'disable') await assertNotLastWayIn(tx, row);
      await updateSamlConfig(tx, id, { status });
      await audit(tx, ctx.scope, 'saml.status_changed', row.companyId, { id, status });
    });
  }
  return getSamlConfig(ctx, id);
}

export async function removeSamlConfig(ctx: SamlContext, id: number): Promise<void> {
  const row = await loadInReach(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await assertNotLastWayIn(tx, row);
    await deleteSamlConfig(tx, id);
    await audit(tx, ctx.scope, 'saml.deleted', row.companyId, { id });
  });
}

function audit(tx: Tx, scope: Scope, event: string, companyId: number, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event, companyId, partnerId: scope.partnerId, details });
}
