import { SCIM_TOKENS_PER_UNIT_MAX, type TScimToken, type TScimTokenAddResponse } from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import { newToken, sha256 } from '../../platform/crypto';
import type { CallContext } from '../../platform/call-context';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, unitOf } from '../../platform/scope';
import {
  countScimTokens,
  deleteScimToken,
  insertScimToken,
  listScimTokens,
  updateScimToken,
} from './scim-tokens.repository';

/** A provisioning token: a prefix that says what it is, then 32 random bytes. */
const TOKEN_PREFIX = 'mscim_';

/** The request's handle and the unit's scope (an admin's, or a master's moved onto the unit by unitScopeOf). */
type TokenCall = Pick<CallContext, 'db' | 'scope'>;

function auditToken(tx: Tx, scope: Scope, event: string, token: TScimToken) {
  return recordAudit(tx, {
    ...successBy(scope),
    event,
    details: { scim_token_id: token.id, description: token.description, enabled: token.enabled },
  });
}

export function listUnitScimTokens({ db, scope }: TokenCall): Promise<TScimToken[]> {
  return listScimTokens(db, unitOf(scope));
}

/** Makes a token for the unit; the answer is the only time the token is seen. */
export function addUnitScimToken(
  { db, scope }: TokenCall,
  description: string,
): Promise<TScimTokenAddResponse> {
  const companyId = unitOf(scope);
  return db.transaction(async (tx) => {
    if ((await countScimTokens(tx, companyId)) >= SCIM_TOKENS_PER_UNIT_MAX) {
      throw new AppError('scim_token_limit_reached', { params: { count: SCIM_TOKENS_PER_UNIT_MAX } });
    }
    const token = `${TOKEN_PREFIX}${newToken()}`;
    const row = await insertScimToken(tx, {
      companyId,
      description,
      tokenHash: sha256(token),
      createdByUserId: scope.impersonatorUserId ?? scope.userId,
    });
    await auditToken(tx, scope, 'scim_token.created', row);
    return { ...row, token };
  });
}

export function editUnitScimToken(
  { db, scope }: TokenCall,
  id: number,
  fields: { description: string; enabled: boolean },
): Promise<TScimToken> {
  return db.transaction(async (tx) => {
    const row = await updateScimToken(tx, unitOf(scope), id, fields);
    await auditToken(tx, scope, 'scim_token.updated', row);
    return row;
  });
}

/** Deletes a token: the directory's next call with it is refused. */
export function removeUnitScimToken({ db, scope }: TokenCall, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await deleteScimToken(tx, unitOf(scope), id);
    await auditToken(tx, scope, 'scim_token.deleted', row);
  });
}
