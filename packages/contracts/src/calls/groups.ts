import {
  ZDeleteUserGroupQuery,
  ZSaveUserGroupRequest,
  ZUserGroup,
  ZUserGroupPage,
  ZUserGroupParams,
  ZUserGroupQuery,
} from '../groups';
import { route } from '../route-map';
import { z } from 'zod';

/** The user groups screen's calls. */
export const groupRoutes = {
  list: route('GET /auth/groups', {
    summary: "The unit's user groups (a partner names one of its units)",
    query: ZUserGroupQuery,
    response: ZUserGroupPage,
  }),
  get: route('GET /auth/groups/:id', {
    summary: 'One user group',
    params: ZUserGroupParams,
    response: ZUserGroup,
  }),
  create: route('POST /auth/groups', {
    summary: 'Add a user group',
    body: ZSaveUserGroupRequest,
    response: ZUserGroup,
    status: 201,
  }),
  update: route('PUT /auth/groups/:id', {
    summary: 'Edit a user group',
    params: ZUserGroupParams,
    body: ZSaveUserGroupRequest,
    response: ZUserGroup,
  }),
  remove: route('DELETE /auth/groups/:id', {
    summary: 'Delete a user group (its members leave it only when asked)',
    params: ZUserGroupParams,
    query: ZDeleteUserGroupQuery,
    response: z.object({ moved: z.number().int() }),
  }),
} as const;
