import {
  SAML_RESPONSE_MAX_LENGTH,
  type TSamlCallbackRequest,
  ZLoginResponse,
  ZOkResponse,
  ZSamlCallbackRequest,
  ZSamlChangeStatusRequest,
  ZSamlConfig,
  ZSamlConfigInput,
  ZSamlConfigPage,
  ZSamlDeleteQuery,
  ZSamlExchangeRequest,
  ZSamlListQuery,
  ZSamlLoginRequest,
  ZSamlLoginResponse,
  ZSamlParams,
  ZSamlSaveRequest,
  ZSamlStatusRequest,
  ZSamlUnitGroups,
  ZSamlUnitParams,
  ZSamlUsedCompanies,
  translate,
} from '@mirante/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { clientOf } from '../../platform/request';
import { recoveryLinkOrigin } from '../passwords/link-origin';
import { resolveSite } from '../tenancy/site';
import { loginRedirect } from '../auth/redirects';
import { openSessionFromHandover } from './saml-accounts';
import { serviceProviderMetadata } from './saml-provider';
import {
  consumeSamlCallback,
  consumeSamlResponse,
  redirectLocation,
  type SamlOutcome,
  startSamlLogin,
} from './saml-sign-in';
import { type SamlReach, samlPolicy, samlReachOf } from './saml.policy';
import { findSamlConfigOfUnit } from './saml.repository';
import {
  addSamlConfig,
  editSamlConfig,
  getSamlConfig,
  listSamlConfigsFor,
  removeSamlConfig,
  samlUnitGroups,
  saveSamlConfig,
  setSamlStatus,
  usedSamlCompanies,
} from './saml.service';

const tags = ['saml'];
/** The form the identity provider posts: its response, base64, and the relay state. */
const ACS_BODY_LIMIT = SAML_RESPONSE_MAX_LENGTH;

export function samlRoutes({
  secretBox,
  baseDomain,
}: {
  secretBox: SecretBox;
  baseDomain: string;
}): FastifyPluginAsyncZod {
  const ctx = (request: FastifyRequest) => ({
    db: request.db,
    scope: request.scope,
    reach: samlReachOf(request.scope) as SamlReach,
  });
  const originOf = async (request: FastifyRequest) =>
    recoveryLinkOrigin({
      protocol: request.protocol,
      hostHeader: request.headers.host,
      site: await resolveSite(request.db, request.headers.host, baseDomain),
      baseDomain,
    });

  return async (app) => {
    // The identity provider posts its answer as a form; only this area reads forms.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    // The specification's calls (§7) and, beside them, the same operations by REST paths.
    const manage = { policy: samlPolicy.manage };
    for (const url of ['/auth/saml/all', '/auth/saml']) {
      app.get(
        url,
        {
          config: manage,
          schema: {
            tags,
            summary: 'SAML applications of the units in reach',
            querystring: ZSamlListQuery,
            response: { 200: ZSamlConfigPage },
          },
        },
        async (request) => listSamlConfigsFor(ctx(request), request.query),
      );
    }
    app.get(
      '/auth/saml/companies/used',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Units in reach that already have a SAML application',
          response: { 200: ZSamlUsedCompanies },
        },
      },
      async (request) => ({ data: await usedSamlCompanies(ctx(request)) }),
    );
    app.get(
      '/auth/saml/companies/:companyId/groups',
      {
        config: manage,
        schema: {
          tags,
          summary: "A unit's user groups, for the group claim mappings",
          params: ZSamlUnitParams,
          response: { 200: ZSamlUnitGroups },
        },
      },
      async (request) => ({ data: await samlUnitGroups(ctx(request), request.params.companyId) }),
    );
    app.get(
      '/auth/saml/:id',
      {
        config: manage,
        schema: {
          tags,
          summary: 'One SAML application',
          params: ZSamlParams,
          response: { 200: ZSamlConfig },
        },
      },
      async (request) => getSamlConfig(ctx(request), request.params.id),
    );
    for (const [method, url] of [
      ['POST', '/auth/saml/add'],
      ['PUT', '/auth/saml/update'],
    ] as const) {
      app.route({
        method,
        url,
        config: manage,
        schema: {
          tags,
          summary:
            "Saves a SAML configuration: with an id, changes that application; without, adds the unit's (with its own signing certificate)",
          body: ZSamlSaveRequest,
          response: { 200: ZSamlConfig },
        },
        handler: async (request) =>
          saveSamlConfig({ ...ctx(request), secretBox, origin: await originOf(request) }, request.body),
      });
    }
    app.post(
      '/auth/saml',
      {
        config: manage,
        schema: {
          tags,
          summary: "Adds a unit's SAML application (with its own signing certificate)",
          body: ZSamlConfigInput,
          response: { 200: ZSamlConfig },
        },
      },
      async (request) =>
        addSamlConfig({ ...ctx(request), secretBox, origin: await originOf(request) }, request.body),
    );
    app.put(
      '/auth/saml/:id',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Changes a SAML application',
          params: ZSamlParams,
          body: ZSamlConfigInput,
          response: { 200: ZSamlConfig },
        },
      },
      async (request) => editSamlConfig(ctx(request), request.params.id, request.body),
    );
    app.post(
      '/auth/saml/change/status',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Enables or disables a SAML application',
          body: ZSamlChangeStatusRequest,
          response: { 200: ZSamlConfig },
        },
      },
      async (request) => setSamlStatus(ctx(request), request.body.id, request.body.status),
    );
    app.post(
      '/auth/saml/:id/status',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Enables or disables a SAML application',
          params: ZSamlParams,
          body: ZSamlStatusRequest,
          response: { 200: ZSamlConfig },
        },
      },
      async (request) => setSamlStatus(ctx(request), request.params.id, request.body.status),
    );
    const remove = async (request: FastifyRequest, id: number) => {
      await removeSamlConfig(ctx(request), id);
      return { status: 'success' as const, message: translate('done', request.lang) };
    };
    app.delete(
      '/auth/saml/delete',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Deletes a SAML application',
          querystring: ZSamlDeleteQuery,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => remove(request, request.query.id),
    );
    app.delete(
      '/auth/saml/:id',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Deletes a SAML application',
          params: ZSamlParams,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => remove(request, request.params.id),
    );
    app.post(
      '/auth/saml/:id/test',
      {
        config: manage,
        schema: {
          tags,
          summary: "Starts a test sign-in with the unit's provider (no session is opened)",
          params: ZSamlParams,
          response: { 200: ZSamlLoginResponse },
        },
      },
      async (request) => {
        const config = await getSamlConfig(ctx(request), request.params.id);
        const url = await startSamlLogin({
          db: request.db,
          secretBox,
          host: undefined,
          baseDomain,
          companyId: config.company_id,
          test: true,
        });
        return { url };
      },
    );

    // --- the sign-in itself: public -------------------------------------------------------------

    app.get(
      '/saml/metadata/:companyId',
      {
        config: { public: true, reach: 'crossing' },
        schema: { tags, summary: "The unit's service provider metadata (XML)", params: ZSamlUnitParams },
      },
      async (request, reply) => {
        const config = await findSamlConfigOfUnit(request.db, request.params.companyId);
        if (!config) throw new AppError('not_found');
        return reply
          .type('application/samlmetadata+xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="mirante-sp-${config.companyId}.xml"`)
          .send(serviceProviderMetadata(request.db, secretBox, config));
      },
    );
    app.post(
      '/saml/login',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags,
          summary: 'Starts a SAML sign-in; answers the identity provider address to go to',
          body: ZSamlLoginRequest,
          response: { 200: ZSamlLoginResponse },
        },
      },
      async (request) => ({
        url: await startSamlLogin({
          db: request.db,
          secretBox,
          host: request.headers.host,
          baseDomain,
          email: request.body.email,
          companyId: request.body.company_id,
          redirect: request.body.redirect,
        }),
      }),
    );
    // The identity provider's post: the browser goes on to /redirect with the outcome.
    const consumed = (request: FastifyRequest<{ Body: TSamlCallbackRequest }>) => ({
      db: request.db,
      secretBox,
      samlResponse: request.body.SAMLResponse,
      relayState: request.body.RelayState,
      client: clientOf(request),
      baseDomain,
    });
    const toRedirect = (reply: FastifyReply, outcome: SamlOutcome) =>
      reply.redirect(redirectLocation(outcome), 303);
    app.post(
      '/saml/callback',
      {
        config: { public: true, reach: 'crossing', skipXsrf: true },
        schema: {
          tags,
          summary:
            "Assertion consumer for any unit (the one whose request the response answers, else the host's): signs the person in and sends the browser to /redirect",
          body: ZSamlCallbackRequest,
        },
      },
      async (request, reply) => toRedirect(reply, await consumeSamlCallback(consumed(request))),
    );
    app.post(
      '/saml/callback/:companyId',
      {
        config: { public: true, reach: 'crossing', skipXsrf: true },
        schema: {
          tags,
          summary: "The unit's assertion consumer: signs the person in and sends the browser to /redirect",
          params: ZSamlUnitParams,
          body: ZSamlCallbackRequest,
        },
      },
      async (request, reply) =>
        toRedirect(
          reply,
          await consumeSamlResponse({ ...consumed(request), companyId: request.params.companyId }),
        ),
    );
    app.post(
      '/saml/exchange',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags,
          summary: 'Exchanges the single-use code of a finished SAML sign-in for the session',
          body: ZSamlExchangeRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (request) => {
        const answer = await openSessionFromHandover(request.db, request.body.code, clientOf(request));
        return { ...answer, redirect: loginRedirect(answer, request.body.redirect, request.protocol) };
      },
    );
  };
}
