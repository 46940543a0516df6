import type { TOkResponse, TSendQuestionnaireRequest } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/users/send/questionario/perfil: the signed-in user's own answer. */
export function sendQuestionnaire(answer: TSendQuestionnaireRequest): Promise<TOkResponse> {
  return api.post<TOkResponse>('/auth/users/send/questionario/perfil', answer);
}

export function useSendQuestionnaire() {
  return useMutation({ mutationFn: sendQuestionnaire });
}
