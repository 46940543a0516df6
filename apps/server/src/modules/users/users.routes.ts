import {
  ZUnitScopeQuery,
  ZUnitUser,
  ZUnitUserCreate,
  ZUnitUserDuplicate,
  ZUnitUserPage,
  ZUnitUserParams,
  ZUnitUserQuery,
  ZUnitUserUpdate,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../platform/mail';
import { adminContextOf } from './admin-context';
import { resendInvitation } from './invitations.service';
import {
  listUsers,
  removeUnitUser,
  restoreUnitUser,
  setUnitUserActive,
  updateUnitUser,
} from './users-admin.service';
import { createUnitUser, duplicateUnitUser } from './users-create.service';
import { unitUserPolicy } from './users.policy';

const tags = ['users'];

export interface UnitUserRouteOptions {
  /** Invitations and welcome e-mails go out through it. */
  mailer: Mailer;
}

export function unitUserRoutes({ mailer }: UnitUserRouteOptions): FastifyPluginAsyncZod {
  const context = (request: FastifyRequest, companyId: number | undefined) =>
    adminContextOf({ mailer }, request, companyId);

  return async (app) => {
    app.get(
      '/auth/users',
      {
        config: { policy: unitUserPolicy.manage },
        schema: {
          tags,
          summary: "Users of the caller's business unit",
          querystring: ZUnitUserQuery,
          response: { 200: ZUnitUserPage },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        return listUsers(ctx, request.query);
      },
    );

    app.post(
      '/auth/users',
      {
        config: { policy: unitUserPolicy.manage },
        schema: {
          tags,
          summary: 'Adds a person to the unit: a new account, or an invitation to an existing one',
          querystring: ZUnitScopeQuery,
          body: ZUnitUserCreate,
          response: { 201: ZUnitUser },
        },
      },
      async (request, reply) => {
        const ctx = await context(request, request.query.company_id);
        return reply.status(201).send(await createUnitUser(ctx, request.body));
      },
    );

    app.put(
      '/auth/users/:id',
      {
        config: { policy: unitUserPolicy.manage },
        schema: {
          tags,
          summary: 'Edits a user of the unit',
          params: ZUnitUserParams,
          querystring: ZUnitScopeQuery,
          body: ZUnitUserUpdate,
          response: { 200: ZUnitUser },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        return updateUnitUser(ctx, request.params.id, request.body);
      },
    );

    for (const [action, active] of [
      ['activate', true],
      ['deactivate', false],
    ] as const) {
      app.post(
        `/auth/users/:id/${action}`,
        {
          config: { policy: unitUserPolicy.manage },
          schema: {
            tags,
            summary: active ? 'Reactivates a user' : 'Deactivates a user and ends their sessions',
            params: ZUnitUserParams,
            querystring: ZUnitScopeQuery,
            response: { 200: ZUnitUser },
          },
        },
        async (request) => {
          const ctx = await context(request, request.query.company_id);
          return setUnitUserActive(ctx, request.params.id, active);
        },
      );
    }

    app.delete(
      '/auth/users/:id',
      {
        config: { policy: unitUserPolicy.manage },
        schema: {
          tags,
          summary: 'Removes a user from the unit (restorable)',
          params: ZUnitUserParams,
          querystring: ZUnitScopeQuery,
          response: { 200: z.object({ code: z.literal('done') }) },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        await removeUnitUser(ctx, request.params.id);
        return { code: 'done' as const };
      },
    );

    app.post(
      '/auth/users/:id/restore',
      {
        config: { policy: unitUserPolicy.manage },
        schema: {
          tags,
          summary: 'Puts a removed user back in the unit',
          params: ZUnitUserParams,
          querystring: ZUnitScopeQuery,
          response: { 200: ZUnitUser },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        return restoreUnitUser(ctx, request.params.id);
      },
    );

    app.post(
      '/auth/users/:id/invitation',
      {
        config: { policy: unitUserPolicy.manage },
        schema: {
          tags,
          summary: 'Mails an unanswered invitation again, with a new link',
          params: ZUnitUserParams,
          querystring: ZUnitScopeQuery,
          response: { 200: z.object({ code: z.literal('done') }) },
        },
      },
      async (request) => {
        const ctx = await context(request, request.query.company_id);
        await resendInvitation(ctx, request.params.id);
        return { code: 'done' as const };
      },
    );

    app.post(
      '/auth/users/:id/duplicate',
      {
        config: { policy: unitUserPolicy.manage },
        schema: {
          tags,
          summary: 'Creates a new user copying the profile of another',
          params: ZUnitUserParams,
          querystring: ZUnitScopeQuery,
          body: ZUnitUserDuplicate,
          response: { 201: ZUnitUser },
        },
      },
      async (request, reply) => {
        const ctx = await context(request, request.query.company_id);
        return reply.status(201).send(await duplicateUnitUser(ctx, request.params.id, request.body));
      },
    );
  };
}
