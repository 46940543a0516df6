import { ZAvatarResponse, ZLinkableUnitList } from '../account';
import { ZLoginResponse } from '../auth';
import { route } from '../route-map';
import {
  ZInvitation,
  ZInvitationAnswer,
  ZInvitationParams,
  ZUnitScopeQuery,
  ZUnitUser,
  ZUnitUserCreate,
  ZUnitUserDone,
  ZUnitUserDuplicate,
  ZUnitUserPage,
  ZUnitUserParams,
  ZUnitUserQuery,
  ZUnitUserUpdate,
} from '../users';

/**
 * The unit's user page's calls; a master names the unit with `company_id`. A picture upload's
 * body is the picture itself (PNG, JPEG or WebP bytes), not JSON.
 */
export const unitUserRoutes = {
  list: route('GET /auth/users', {
    summary: "Users of the caller's business unit",
    query: ZUnitUserQuery,
    response: ZUnitUserPage,
  }),
  create: route('POST /auth/users', {
    summary: 'Adds a person to the unit: a new account, or an invitation to an existing one',
    query: ZUnitScopeQuery,
    body: ZUnitUserCreate,
    response: ZUnitUser,
    status: 201,
  }),
  update: route('PUT /auth/users/:id', {
    summary: 'Edits a user of the unit',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    body: ZUnitUserUpdate,
    response: ZUnitUser,
  }),
  activate: route('POST /auth/users/:id/activate', {
    summary: 'Reactivates a user',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    response: ZUnitUser,
  }),
  deactivate: route('POST /auth/users/:id/deactivate', {
    summary: 'Deactivates a user and ends their sessions',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    response: ZUnitUser,
  }),
  remove: route('DELETE /auth/users/:id', {
    summary: 'Removes a user from the unit (restorable)',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    response: ZUnitUserDone,
  }),
  restore: route('POST /auth/users/:id/restore', {
    summary: 'Puts a removed user back in the unit',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    response: ZUnitUser,
  }),
  resendInvitation: route('POST /auth/users/:id/invitation', {
    summary: 'Mails an unanswered invitation again, with a new link',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    response: ZUnitUserDone,
  }),
  duplicate: route('POST /auth/users/:id/duplicate', {
    summary: 'Creates a new user copying the profile of another',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    body: ZUnitUserDuplicate,
    response: ZUnitUser,
    status: 201,
  }),
  linkableUnits: route('GET /auth/users/linkable-units', {
    summary: 'Units a user of the unit may be linked to (same client)',
    query: ZUnitScopeQuery,
    response: ZLinkableUnitList,
  }),
  access: route('POST /auth/users/:id/access', {
    summary: 'Act as one of the unit’s users, waiting for their consent when the unit requires it',
    params: ZUnitUserParams,
    response: ZLoginResponse,
  }),
  uploadAvatar: route('POST /auth/users/:id/avatar', {
    summary: 'Upload a user’s picture (PNG, JPEG or WebP body)',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    response: ZAvatarResponse,
  }),
  removeAvatar: route('DELETE /auth/users/:id/avatar', {
    summary: 'Remove a user’s picture',
    params: ZUnitUserParams,
    query: ZUnitScopeQuery,
    response: ZAvatarResponse,
  }),
} as const;

/**
 * The invited person's side of an invitation to a business unit, reached from the link in the
 * e-mail without a session: see what it is, then accept or decline it.
 */
export const invitationRoutes = {
  peek: route('POST /invitations/peek', {
    summary: 'The unit and account an invitation link is for',
    body: ZInvitationParams,
    response: ZInvitation,
  }),
  accept: route('POST /invitations/accept', {
    summary: 'Accept an invitation: the person may enter the unit from now on',
    body: ZInvitationParams,
    response: ZInvitationAnswer,
  }),
  decline: route('POST /invitations/decline', {
    summary: 'Decline an invitation: it is withdrawn from the unit',
    body: ZInvitationParams,
    response: ZInvitationAnswer,
  }),
} as const;
