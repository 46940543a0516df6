import type { TNotificationTemplate, TPageQuery, TTemplateText } from '@mirante/contracts';
import { and, asc, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { notificationTemplates as templates } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { isUniqueViolation, likeContains } from '../../platform/sql';

type Handle = Db | Tx;
export type TemplateTexts = Partial<Record<string, TTemplateText>>;

function liveInCompany(companyId: UnitId): SQL {
  return and(eq(templates.companyId, companyId), isNull(templates.deletedAt)) as SQL;
}

const columns = {
  id: templates.id,
  name: templates.name,
  purpose: templates.purpose,
  texts: templates.texts,
  updatedAt: templates.updatedAt,
};

type Purpose = TNotificationTemplate['purpose'];

function present(row: {
  id: number;
  name: string;
  purpose: Purpose;
  texts: unknown;
  updatedAt: Date;
}): TNotificationTemplate {
  return {
    id: row.id,
    name: row.name,
    purpose: row.purpose,
    texts: row.texts as TNotificationTemplate['texts'],
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: Db, companyId: UnitId, query: TPageQuery) {
  const where = and(
    liveInCompany(companyId),
    query.search ? ilike(templates.name, likeContains(query.search)) : undefined,
  );
  const rows = await db
    .select(columns)
    .from(templates)
    .where(where)
    .orderBy(asc(sql`lower(${templates.name})`), asc(templates.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(templates).where(where);
  return { data: rows.map(present), page: query.page, per_page: query.per_page, total: count?.n ?? 0 };
}

export async function findTemplate(
  db: Handle,
  companyId: UnitId,
  id: number,
): Promise<TNotificationTemplate> {
  const [row] = await db
    .select(columns)
    .from(templates)
    .where(and(liveInCompany(companyId), eq(templates.id, id)));
  if (!row) throw new AppError('notification_template_not_found');
  return present(row);
}

const nameTaken = () =>
  new AppError('notification_template_name_exists', {
    errors: { name: ['notification_template_name_exists'] },
  });

async function assertNameFree(db: Handle, companyId: UnitId, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(
      and(
        liveInCompany(companyId),
        eq(sql`lower(${templates.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(templates.id, exceptId),
      ),
    );
  if (clash) throw nameTaken();
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

type TemplateInput = { name: string; texts: TemplateTexts; purpose: Purpose };

/** One maintenance template per unit: the one being saved takes the role from the others. */
async function takeMaintenanceRole(tx: Tx, companyId: UnitId, input: TemplateInput) {
  if (input.purpose !== 'maintenance') return;
  await tx
    .update(templates)
    .set({ purpose: 'general', updatedAt: new Date() })
    .where(and(liveInCompany(companyId), eq(templates.purpose, 'maintenance')));
}

/** The unit's maintenance notice template's texts, when it has one. */
export async function maintenanceTemplateTexts(db: Handle, companyId: UnitId): Promise<TemplateTexts | null> {
  const [row] = await db
    .select({ texts: templates.texts })
    .from(templates)
    .where(and(liveInCompany(companyId), eq(templates.purpose, 'maintenance')))
    .orderBy(desc(templates.updatedAt))
    .limit(1);
  return row ? (row.texts as TemplateTexts) : null;
}

export async function insertTemplate(tx: Tx, companyId: UnitId, input: TemplateInput) {
  await assertNameFree(tx, companyId, input.name);
  await takeMaintenanceRole(tx, companyId, input);
  const [row] = await guardUnique(() =>
    tx
      .insert(templates)
      .values({ companyId, name: input.name, texts: input.texts, purpose: input.purpose })
      .returning({ id: templates.id }),
  );
  return findTemplate(tx, companyId, row!.id);
}

export async function updateTemplate(tx: Tx, companyId: UnitId, id: number, input: TemplateInput) {
  await findTemplate(tx, companyId, id);
  await assertNameFree(tx, companyId, input.name, id);
  await takeMaintenanceRole(tx, companyId, input);
  await guardUnique(() =>
    tx
      .update(templates)
      .set({ name: input.name, texts: input.texts, purpose: input.purpose, updatedAt: new Date() })
      .where(and(liveInCompany(companyId), eq(templates.id, id))),
  );
  return findTemplate(tx, companyId, id);
}

export async function deleteTemplate(tx: Tx, companyId: UnitId, id: number) {
  await findTemplate(tx, companyId, id);
  await tx
    .update(templates)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(liveInCompany(companyId), eq(templates.id, id)));
}
