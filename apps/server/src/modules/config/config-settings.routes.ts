import { configRoutes as calls, supportedTimeZones, translate } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import type { SecretBox } from '../../platform/crypto';
import type { Mailer } from '../../platform/mail';
import { serve } from '../../platform/serve';
import { configPolicy, settingsPolicy } from './config.policy';
import { sendTestMail } from './config-mail-test.service';
import {
  getCompanySettings,
  getRemoteConfig,
  getWhitelistByDomain,
  updateCompanySettings,
} from './config-settings.service';
import { unitScopeOf } from '../identity';

export function settingsRoutes(opts: {
  secretBox: SecretBox;
  mailer: Mailer;
  /** MIRANTE_MAIL_ALLOW_ANY_HOST: units' mail servers may be any host and port. */
  mailAllowAnyHost?: boolean;
}): FastifyPluginAsync {
  const { secretBox, mailer, mailAllowAnyHost } = opts;
  return async (app) => {
    const tags = ['config'];
    const read = { tags, config: { policy: configPolicy.read } };

    serve(app, calls.settings, read, async (request) =>
      getCompanySettings(request.db, await unitScopeOf(request.db, request)),
    );

    serve(app, calls.update, { tags, config: { policy: settingsPolicy.update } }, async (request) => {
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
    });

    serve(app, calls.remote, read, (request) => getRemoteConfig(request.db, request.scope));

    serve(app, calls.timezones, read, () => ({ timezones: [...supportedTimeZones()] }));

    serve(app, calls.whitelist, { tags, config: { policy: settingsPolicy.whitelist } }, (request) =>
      getWhitelistByDomain(request.db, request.scope, request.query.domain_id),
    );

    serve(app, calls.testMail, { tags, config: { policy: settingsPolicy.testMail } }, async (request) => {
      const email = await sendTestMail(contextOf(request), mailer);
      return { status: 'success' as const, message: translate('mail_test_sent', request.lang, { email }) };
    });
  };
}
