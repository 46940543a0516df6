import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { samlConfigs } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

// The unit's single sign-on as the sign-in page and the sign-in rules read it (the saml module
// writes it).

/** Whether a unit (or, without one, any unit by its e-mail domains) signs people in through SAML. */
export async function hasSamlSignIn(db: Db, companyId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: samlConfigs.id })
    .from(samlConfigs)
    .where(
      and(
        eq(samlConfigs.status, 'enable'),
        companyId === null
          ? sql`jsonb_array_length(${samlConfigs.emailDomains}) > 0`
          : eq(samlConfigs.companyId, companyId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the unit has a working way in through single sign-on: an enabled application that has
 * completed a sign-in (a test sign-in or a person's).
 */
export async function hasWorkingSamlApp(db: Db | Tx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: samlConfigs.id })
    .from(samlConfigs)
    .where(
      and(
        eq(samlConfigs.companyId, companyId),
        eq(samlConfigs.status, 'enable'),
        isNotNull(samlConfigs.lastSuccessAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
