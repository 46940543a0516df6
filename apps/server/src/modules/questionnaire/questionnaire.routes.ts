import { translate, ZOkResponse } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerQuestionnaire } from './questionnaire.service';
import { questionnairePolicy } from './questionnaire.policy';

export function questionnaireRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/users/send/questionario/perfil',
      {
        config: { policy: questionnairePolicy.answer },
        schema: {
          tags: ['questionnaire'],
          summary:
            "Answer the first-login profile questionnaire (ZSendQuestionnaireRequest, the caller's own)",
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        // The body is checked by the service so the 'outro' text keeps its own field message.
        await answerQuestionnaire({ db: request.db, scope: request.scope, body: request.body });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );
  };
}
