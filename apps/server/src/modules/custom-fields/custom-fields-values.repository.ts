import type { TCustomFieldType } from '@mirante/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { companies, customFields, customFieldValues } from '../../db/schema/index';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';

/** A field as the users screens need it. */
export interface CompanyCustomField {
  id: number;
  name: string;
  type: TCustomFieldType;
  options: string[];
  required: boolean;
  searchable: boolean;
  global: boolean;
  position: number;
}

/** A normalised value: text/date/list/single → string, number → number, multiple → string[]. */
export type CustomFieldValue = string | number | string[];

function optionsOf(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((o): o is string => typeof o === 'string') : [];
}

/** Which fields belong to a unit: its own, plus the global fields of its partner. */
async function fieldScopeCondition(db: Db | Tx, companyId: UnitId) {
  const [company] = await db
    .select({ partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const partnerId = company?.partnerId ?? null;
  return and(
    isNull(customFields.deletedAt),
    or(
      eq(customFields.companyId, companyId),
      partnerId === null
        ? undefined
        : and(eq(customFields.global, true), eq(customFields.partnerId, partnerId)),
    ),
  );
}

/** The unit's own fields plus its partner's global fields (not deleted), in display order. */
export async function listFieldsForCompany(db: Db | Tx, companyId: UnitId): Promise<CompanyCustomField[]> {
  const rows = await db
    .select({
      id: customFields.id,
      name: customFields.name,
      type: customFields.type,
      options: customFields.options,
      required: customFields.required,
      searchable: customFields.searchable,
      global: customFields.global,
      position: customFields.position,
    })
    .from(customFields)
    .where(await fieldScopeCondition(db, companyId))
    .orderBy(asc(customFields.position), asc(customFields.id));
  return rows.map((r) => ({ ...r, options: optionsOf(r.options) }));
}

/** Stores validated values for a user in a unit (insert or update per field). */
export async function saveCustomFieldValues(
  tx: Db | Tx,
  opts: { companyId: UnitId; userId: number; values: Record<string, CustomFieldValue | null> },
): Promise<void> {
  await saveCustomFieldValuesOfPeople(tx, opts.companyId, [{ userId: opts.userId, values: opts.values }]);
}

/** Stores validated values of several people of a unit, a statement per thousand values. */
export async function saveCustomFieldValuesOfPeople(
  tx: Db | Tx,
  companyId: UnitId,
  people: { userId: number; values: Record<string, CustomFieldValue | null> }[],
): Promise<void> {
  const rows = people.flatMap((p) =>
    Object.entries(p.values).map(([fieldId, value]) => ({
      fieldId: Number(fieldId),
      userId: p.userId,
      companyId,
      value,
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(customFieldValues)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [customFieldValues.fieldId, customFieldValues.userId, customFieldValues.companyId],
        set: { value: sql`excluded.value`, updatedAt: new Date() },
      });
  }
}

/** Forgets a person's values in a unit (an invitation withdrawn or declined: they never joined). */
export async function deleteCustomFieldValues(
  tx: Db | Tx,
  opts: { companyId: UnitId; userId: number },
): Promise<void> {
  await tx
    .delete(customFieldValues)
    .where(and(eq(customFieldValues.companyId, opts.companyId), eq(customFieldValues.userId, opts.userId)));
}

/** A user's stored values in a unit, keyed by field id (deleted fields left out). */
export async function getCustomFieldValues(
  db: Db | Tx,
  opts: { companyId: UnitId; userIds: number[] },
): Promise<Map<number, Record<string, CustomFieldValue | null>>> {
  const result = new Map<number, Record<string, CustomFieldValue | null>>();
  if (opts.userIds.length === 0) return result;
  const rows = await db
    .select({
      userId: customFieldValues.userId,
      fieldId: customFieldValues.fieldId,
      value: customFieldValues.value,
    })
    .from(customFieldValues)
    .innerJoin(customFields, eq(customFields.id, customFieldValues.fieldId))
    .where(
      and(
        eq(customFieldValues.companyId, opts.companyId),
        inArray(customFieldValues.userId, opts.userIds),
        isNull(customFields.deletedAt),
      ),
    );
  for (const row of rows) {
    const values = result.get(row.userId) ?? {};
    values[String(row.fieldId)] = row.value as CustomFieldValue | null;
    result.set(row.userId, values);
  }
  return result;
}

/** The column a condition on a person's values correlates with (the outer query's user id). */
export type UserIdColumn = Parameters<typeof eq>[0];

/**
 * The person (column `userIdColumn`) has, in the unit, a value of the field that matches the
 * LIKE `pattern` (case-insensitive; for a multiple field, one of the chosen options).
 */
export function customFieldMatchCondition(opts: {
  companyId: UnitId;
  field: Pick<CompanyCustomField, 'id' | 'type'>;
  pattern: string;
  userIdColumn: UserIdColumn;
}) {
  const { field, pattern } = opts;
  // jsonb #>> '{}' yields the scalar as text; a multiple value is matched per element.
  const matches =
    field.type === 'multiple'
      ? sql`jsonb_typeof(${customFieldValues.value}) = 'array' and exists (select 1 from jsonb_array_elements_text(${customFieldValues.value}) as e(v) where e.v ilike ${pattern})`
      : sql`(${customFieldValues.value} #>> '{}') ilike ${pattern}`;
  return sql`exists (select 1 from ${customFieldValues} where ${customFieldValues.userId} = ${opts.userIdColumn}
    and ${customFieldValues.companyId} = ${opts.companyId} and ${customFieldValues.fieldId} = ${field.id}
    and ${matches})`;
}
