import {
  translate,
  ZCompanyConfigUpdate,
  ZCompanyConfigUpdateResponse,
  ZCompanySettings,
  ZOkResponse,
  ZRemoteConfig,
  ZTimezoneList,
  ZUnitScopeQuery,
  ZWhitelistQuery,
  ZWhitelistResponse,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { findUserById } from '../users/users.repository';
import { unitScopeOf } from './unit-scope';
import {
  getCompanySettings,
  getRemoteConfig,
  getWhitelistByDomain,
  settingsPolicy,
  updateCompanySettings,
} from './settings.service';

/** Checked before body validation, so a profile without access gets 403 rather than field errors. */
const allow = (policy: (scope: Scope) => boolean) => async (request: FastifyRequest) =>
  authorize(request.scope, policy);

/** Every IANA zone the runtime knows, read once. */
const TIMEZONES: string[] = Intl.supportedValuesOf('timeZone');

export function settingsRoutes(opts: {
  db: Db;
  secretBox: SecretBox;
  mailer: Mailer;
}): FastifyPluginAsyncZod {
  const { db, secretBox, mailer } = opts;
  return async (app) => {
    app.post(
      '/auth/config',
      {
        schema: {
          tags: ['config'],
          summary:
            'The same as getConfig, plus whether a mail-server password is stored (a master names a unit with company_id)',
          querystring: ZUnitScopeQuery,
          response: { 200: ZCompanySettings },
        },
      },
      async (request) => getCompanySettings(db, await unitScopeOf(db, request)),
    );

    app.post(
      '/auth/config/update',
      {
        preValidation: allow(settingsPolicy.updateProfile),
        schema: {
          tags: ['config'],
          summary:
            "Save the unit's settings (admin, or master with company_id); absent fields keep their value",
          querystring: ZUnitScopeQuery,
          body: ZCompanyConfigUpdate,
          response: { 200: ZCompanyConfigUpdateResponse },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(db, request);
        authorize(scope, settingsPolicy.update);
        await updateCompanySettings({ db, secretBox, scope, input: request.body, clientIp: request.ip });
        return {
          status: 'success' as const,
          message: translate('done', request.lang),
          config: await getCompanySettings(db, scope),
        };
      },
    );

    app.get(
      '/auth/config/remote_config',
      {
        schema: {
          tags: ['config'],
          summary: 'The settings a browser merges into its cached config, if it has one',
          response: { 200: ZRemoteConfig },
        },
      },
      async (request) => getRemoteConfig(db, request.scope),
    );

    app.get(
      '/timezone/all',
      { schema: { tags: ['config'], summary: 'Every IANA timezone', response: { 200: ZTimezoneList } } },
      async () => ({ timezones: TIMEZONES }),
    );

    app.get(
      '/auth/config/get/whitelist/by/domain',
      {
        preValidation: allow(settingsPolicy.whitelist),
        schema: {
          tags: ['config'],
          summary: 'The IP rules of the unit a registered domain belongs to',
          querystring: ZWhitelistQuery,
          response: { 200: ZWhitelistResponse },
        },
      },
      async (request) => {
        return getWhitelistByDomain(db, request.scope, request.query.domain_id);
      },
    );

    app.post(
      '/auth/config/mail/test',
      {
        preValidation: allow(settingsPolicy.update),
        schema: {
          tags: ['config'],
          summary: "Send a test e-mail through the unit's mail server to the caller",
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        const user = await findUserById(db, request.scope.userId);
        if (!user) throw new AppError('mail_test_failed');
        try {
          // Inside the try: a stored password that cannot be opened is a failed test too.
          const channel = await mailer.channelFor(request.scope.companyId);
          if (!channel) throw new Error('no mail server configured');
          await channel.send({
            to: user.email,
            subject: 'Mirante: test e-mail',
            text: 'This is a test message: your mail-server settings work.',
            html: '<p>This is a test message: your mail-server settings work.</p>',
          });
        } catch (error) {
          request.log.warn({ err: error }, 'test e-mail failed');
          throw new AppError('mail_test_failed');
        }
        return {
          status: 'success' as const,
          message: translate('mail_test_sent', request.lang, { email: user.email }),
        };
      },
    );
  };
}
