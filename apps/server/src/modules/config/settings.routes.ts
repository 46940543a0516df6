import {
  supportedTimeZones,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../platform/crypto';
import type { Mailer } from '../../platform/mail';
import { configPolicy, settingsPolicy } from './config.policy';
import { sendTestMail } from './mail-test.service';
import {
  getCompanySettings,
  getRemoteConfig,
  getWhitelistByDomain,
  updateCompanySettings,
} from './settings.service';
import { unitScopeOf } from './unit-scope';

export function settingsRoutes(opts: {
  secretBox: SecretBox;
  mailer: Mailer;
  /** MIRANTE_MAIL_ALLOW_ANY_HOST: units' mail servers may be any host and port. */
  mailAllowAnyHost?: boolean;
}): FastifyPluginAsyncZod {
  const { secretBox, mailer, mailAllowAnyHost } = opts;
  return async (app) => {
    app.post(
      '/auth/config',
      {
        config: { policy: configPolicy.read },
        schema: {
          tags: ['config'],
          summary:
            'The same as getConfig, plus whether a mail-server password is stored (a master names a unit with company_id)',
          querystring: ZUnitScopeQuery,
          response: { 200: ZCompanySettings },
        },
      },
      async (request) => getCompanySettings(request.db, await unitScopeOf(request.db, request)),
    );

    app.post(
      '/auth/config/update',
      {
        config: { policy: settingsPolicy.update },
        schema: {
          tags: ['config'],
          summary:
            "Save the unit's settings (admin, or master with company_id): only the named fields change; an admin's update leaves the partner's fields as stored",
          querystring: ZUnitScopeQuery,
          body: ZCompanyConfigUpdate,
          response: { 200: ZCompanyConfigUpdateResponse },
        },
      },
      async (request) => {
        const scope = await unitScopeOf(request.db, request);
        await updateCompanySettings({
          db: request.db,
          secretBox,
          scope,
          input: request.body,
          clientIp: request.ip,
          mailAllowAnyHost,
        });
        return {
          status: 'success' as const,
          message: translate('done', request.lang),
          config: await getCompanySettings(request.db, scope),
        };
      },
    );

    app.get(
      '/auth/config/remote_config',
      {
        config: { policy: configPolicy.read },
        schema: {
          tags: ['config'],
          summary: 'The settings a browser merges into its cached config, if it has one',
          response: { 200: ZRemoteConfig },
        },
      },
      async (request) => getRemoteConfig(request.db, request.scope),
    );

    app.get(
      '/timezone/all',
      {
        config: { policy: configPolicy.read },
        schema: { tags: ['config'], summary: 'Every IANA timezone', response: { 200: ZTimezoneList } },
      },
      async () => ({ timezones: [...supportedTimeZones()] }),
    );

    app.get(
      '/auth/config/get/whitelist/by/domain',
      {
        config: { policy: settingsPolicy.whitelist },
        schema: {
          tags: ['config'],
          summary: 'The IP rules of the unit a registered domain belongs to',
          querystring: ZWhitelistQuery,
          response: { 200: ZWhitelistResponse },
        },
      },
      async (request) => getWhitelistByDomain(request.db, request.scope, request.query.domain_id),
    );

    app.post(
      '/auth/config/mail/test',
      {
        config: { policy: settingsPolicy.testMail },
        schema: {
          tags: ['config'],
          summary: "Send a test e-mail through the unit's mail server to the caller",
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        const email = await sendTestMail({ db: request.db, mailer, scope: request.scope, log: request.log });
        return { status: 'success' as const, message: translate('mail_test_sent', request.lang, { email }) };
      },
    );
  };
}
