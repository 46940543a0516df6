import { questionnaireRoutes, type TSendQuestionnaireRequest } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The signed-in user's own answer. */
export function sendQuestionnaire(answer: TSendQuestionnaireRequest) {
  return api.call(questionnaireRoutes.send, { body: answer });
}

export function useSendQuestionnaire() {
  return useMutation({ mutationFn: sendQuestionnaire });
}
