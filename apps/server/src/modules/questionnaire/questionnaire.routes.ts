import { questionnaireRoutes as calls, translate } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { questionnairePolicy } from './questionnaire.policy';
import { answerQuestionnaire } from './questionnaire.service';

export function questionnaireRoutes(): FastifyPluginAsync {
  return async (app) => {
    serve(
      app,
      calls.send,
      { tags: ['questionnaire'], config: { policy: questionnairePolicy.answer } },
      async (request) => {
        await answerQuestionnaire(contextOf(request), request.body);
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );
  };
}
