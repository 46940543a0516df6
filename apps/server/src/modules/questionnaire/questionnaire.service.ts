import {
  ERROR_STATUS,
  type MessageCode,
  NOTICE_CODES,
  type TSendQuestionnaireRequest,
  ZSendQuestionnaireRequest,
} from '@mirante/contracts';
import type { CallContext } from '../../platform/call-context';
import { AppError, addFieldError, isMissingValue, notFound } from '../../platform/errors';
import { saveQuestionnaireAnswer } from '../users';

function isMessageCode(value: string): value is MessageCode {
  return value in ERROR_STATUS || (NOTICE_CODES as readonly string[]).includes(value);
}

/**
 * Validates the answer. The contract names its own field messages ('field_required' for a blank
 * 'outro' text), which is kept rather than the generic one a schema failure would get.
 */
function parseAnswer(body: unknown) {
  const result = ZSendQuestionnaireRequest.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, MessageCode[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    const own = isMessageCode(issue.message) ? issue.message : undefined;
    const missing = isMissingValue(issue.code, issue.message, issue as unknown as Record<string, unknown>);
    addFieldError(errors, field, own ?? (missing ? 'field_required' : 'field_invalid'));
  }
  throw new AppError('validation_failed', { errors });
}

/** Saves the caller's own answer; another user's id is not found. */
export async function answerQuestionnaire(
  { db, scope }: Pick<CallContext, 'db' | 'scope'>,
  body: TSendQuestionnaireRequest | unknown,
): Promise<void> {
  const answer = parseAnswer(body);
  if (answer.user_id !== scope.userId) throw notFound();
  await saveQuestionnaireAnswer(db, scope.userId, {
    option: answer.perfil_usuario,
    other: answer.perfil_usuario === 'outro' ? (answer.other_text ?? null) : null,
  });
}
