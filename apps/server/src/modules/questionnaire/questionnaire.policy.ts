import { anySession } from '../../platform/policy';

/** Every profile answers its own first-login questionnaire. */
export const questionnairePolicy = {
  answer: anySession,
} as const;
