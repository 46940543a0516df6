import { eq, sql } from 'drizzle-orm';
import type { QuestionnaireOption } from '@mirante/contracts';
import { users } from '../../db/schema';
import type { Db } from '../../platform/db';

/** Stores the answer and stops asking: the questionnaire is shown until it is answered. */
export async function saveQuestionnaireAnswer(
  db: Db,
  userId: number,
  answer: { option: QuestionnaireOption; other: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      questionnaireAnswer: answer.option,
      questionnaireOther: answer.other,
      questionnaireAnsweredAt: sql`now()`,
      showQuestionnaire: false,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
