import { scimTokenRoutes as calls, SCIM_BASE_PATH, translate } from '@mirante/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { unitScopeOf } from '../identity';
import { scimTokenPolicy } from './scim.policy';
import {
  addUnitScimToken,
  editUnitScimToken,
  listUnitScimTokens,
  removeUnitScimToken,
} from './scim-tokens.service';

/** The call context on the unit the call works on (a master names it with `company_id`). */
async function unitContextOf(request: FastifyRequest) {
  return { ...contextOf(request), scope: await unitScopeOf(request.db, request) };
}

/** The SCIM configuration screen's calls: a unit's provisioning tokens (`?company_id=` for a master). */
export function scimTokenRoutes(): FastifyPluginAsync {
  return async (app) => {
    const manage = { tags: ['scim'], config: { policy: scimTokenPolicy.manage } };
    serve(app, calls.list, manage, async (request) => ({
      data: await listUnitScimTokens(await unitContextOf(request)),
      base_path: SCIM_BASE_PATH,
    }));
    serve(app, calls.add, manage, async (request) =>
      addUnitScimToken(await unitContextOf(request), request.body.description),
    );
    serve(app, calls.update, manage, async (request) => {
      const { id, ...fields } = request.body;
      return editUnitScimToken(await unitContextOf(request), id, fields);
    });
    serve(app, calls.remove, manage, async (request) => {
      await removeUnitScimToken(await unitContextOf(request), request.query.id);
      return { status: 'success' as const, message: translate('done', request.lang) };
    });
  };
}
