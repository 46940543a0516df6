import { ZOkResponse } from '../auth';
import { route } from '../route-map';
import {
  ZScimToken,
  ZScimTokenAddRequest,
  ZScimTokenAddResponse,
  ZScimTokenDeleteQuery,
  ZScimTokenList,
  ZScimTokenUpdateRequest,
} from '../scim';
import { ZUnitScopeQuery } from '../users';

/** The SCIM configuration screen's calls: a unit's provisioning tokens (`?company_id=` for a master). */
export const scimTokenRoutes = {
  list: route('GET /auth/scim/token', {
    summary: "The unit's provisioning tokens with their last use (never the tokens)",
    query: ZUnitScopeQuery,
    response: ZScimTokenList,
  }),
  add: route('POST /auth/scim/add', {
    summary: 'Make a provisioning token; the answer is the only time it is shown',
    query: ZUnitScopeQuery,
    body: ZScimTokenAddRequest,
    response: ZScimTokenAddResponse,
    status: 201,
  }),
  update: route('PUT /auth/scim/update', {
    summary: "Change a token's description or turn it on or off",
    query: ZUnitScopeQuery,
    body: ZScimTokenUpdateRequest,
    response: ZScimToken,
  }),
  remove: route('DELETE /auth/scim/delete', {
    summary: 'Delete a provisioning token: calls made with it are refused from then on',
    query: ZScimTokenDeleteQuery.extend(ZUnitScopeQuery.shape),
    response: ZOkResponse,
  }),
} as const;
