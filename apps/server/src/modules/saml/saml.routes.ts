import {
  samlRoutes as calls,
  SAML_RESPONSE_MAX_LENGTH,
  type TSamlCallbackRequest,
  translate,
} from '@mirante/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SecretBox } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { clientOf } from '../../platform/request';
import { serve } from '../../platform/serve';
import { recoveryLinkOrigin, resolveSite } from '../tenancy';
import { loginRedirect } from '../auth';
import { openSessionFromHandover } from './saml-accounts.service';
import { serviceProviderMetadata } from './saml-provider.service';
import {
  consumeSamlCallback,
  consumeSamlResponse,
  redirectLocation,
  type SamlOutcome,
  startSamlLogin,
} from './saml-sign-in.service';
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
}): FastifyPluginAsync {
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
    const manage = { tags, config: { policy: samlPolicy.manage } };
    for (const def of [calls.list, calls.listRest]) {
      serve(app, def, manage, (request) => listSamlConfigsFor(ctx(request), request.query));
    }
    serve(app, calls.usedUnits, manage, async (request) => ({ data: await usedSamlCompanies(ctx(request)) }));
    serve(app, calls.unitGroups, manage, async (request) => ({
      data: await samlUnitGroups(ctx(request), request.params.companyId),
    }));
    serve(app, calls.get, manage, (request) => getSamlConfig(ctx(request), request.params.id));
    for (const def of [calls.add, calls.save]) {
      serve(app, def, manage, async (request) =>
        saveSamlConfig({ ...ctx(request), secretBox, origin: await originOf(request) }, request.body),
      );
    }
    serve(app, calls.create, manage, async (request) =>
      addSamlConfig({ ...ctx(request), secretBox, origin: await originOf(request) }, request.body),
    );
    serve(app, calls.update, manage, (request) =>
      editSamlConfig(ctx(request), request.params.id, request.body),
    );
    serve(app, calls.changeStatus, manage, (request) =>
      setSamlStatus(ctx(request), request.body.id, request.body.status),
    );
    serve(app, calls.setStatus, manage, (request) =>
      setSamlStatus(ctx(request), request.params.id, request.body.status),
    );
    const remove = async (request: FastifyRequest, id: number) => {
      await removeSamlConfig(ctx(request), id);
      return { status: 'success' as const, message: translate('done', request.lang) };
    };
    serve(app, calls.delete, manage, (request) => remove(request, request.query.id));
    serve(app, calls.remove, manage, (request) => remove(request, request.params.id));
    serve(app, calls.test, manage, async (request) => {
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
    });

    // --- the sign-in itself: public -------------------------------------------------------------

    const open = { tags, config: { public: true, reach: 'crossing' as const } };
    serve(app, calls.metadata, open, async (request, reply) => {
      const config = await findSamlConfigOfUnit(request.db, request.params.companyId);
      if (!config) throw new AppError('not_found');
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="mirante-sp-${config.companyId}.xml"`)
        .send(serviceProviderMetadata(request.db, secretBox, config));
    });
    serve(app, calls.login, open, async (request) => ({
      url: await startSamlLogin({
        db: request.db,
        secretBox,
        host: request.headers.host,
        baseDomain,
        email: request.body.email,
        companyId: request.body.company_id,
        redirect: request.body.redirect,
      }),
    }));
    // The identity provider's post: the browser goes on to /redirect with the outcome.
    const consumed = (request: FastifyRequest, body: TSamlCallbackRequest) => ({
      db: request.db,
      secretBox,
      samlResponse: body.SAMLResponse,
      relayState: body.RelayState,
      client: clientOf(request),
      baseDomain,
    });
    const toRedirect = (reply: FastifyReply, outcome: SamlOutcome) =>
      reply.redirect(redirectLocation(outcome), 303);
    const identityProvider = { tags, config: { ...open.config, skipXsrf: true } };
    serve(app, calls.callback, identityProvider, async (request, reply) =>
      toRedirect(reply, await consumeSamlCallback(consumed(request, request.body))),
    );
    serve(app, calls.unitCallback, identityProvider, async (request, reply) =>
      toRedirect(
        reply,
        await consumeSamlResponse({
          ...consumed(request, request.body),
          companyId: request.params.companyId,
        }),
      ),
    );
    serve(app, calls.exchange, open, async (request) => {
      const answer = await openSessionFromHandover(request.db, request.body.code, clientOf(request));
      return { ...answer, redirect: loginRedirect(answer, request.body.redirect, request.protocol) };
    });
  };
}
