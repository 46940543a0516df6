import { customFieldRoutes, type TSaveCustomFieldRequest, unitUserRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFields, customFieldValues, users } from '../src/db/schema';
import {
  customFieldSearchCondition,
  getCustomFieldValues,
  listFieldsForCompany,
  saveCustomFieldValues,
  validateCustomFieldValues,
} from '../src/modules/custom-fields/custom-fields.service';
import { AppError } from '../src/platform/errors';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { trustedUnitId } from '../src/platform/scope';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let siblingCompanyId: number;
let siblingAdminToken: string;
let strangerCompanyId: number;
let strangerAdminToken: string;
let strangerMasterToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const sibling = await createCompany(ctx.db, { partnerId: world.partner.id });
  siblingCompanyId = sibling.id;
  siblingAdminToken = await signIn(
    ctx.app,
    (await createUser(ctx.db, { profile: 'admin', companyId: sibling.id })).email,
  );
  const strangerPartner = await createPartner(ctx.db, { operatorId: world.operator.id });
  const stranger = await createCompany(ctx.db, { partnerId: strangerPartner.id });
  strangerCompanyId = stranger.id;
  strangerAdminToken = await signIn(
    ctx.app,
    (await createUser(ctx.db, { profile: 'admin', companyId: stranger.id })).email,
  );
  strangerMasterToken = await signIn(
    ctx.app,
    (await createUser(ctx.db, { profile: 'master', partnerId: strangerPartner.id })).email,
  );
});
afterAll(() => ctx.close());

/** Some of the bodies sent are ones the contract refuses, on purpose. */
function create(token: string, body: unknown) {
  return callRoute(ctx.app, customFieldRoutes.create, {
    token,
    body: body as TSaveCustomFieldRequest,
    lang: 'en-US',
  });
}
async function list(token: string) {
  const res = await callRoute(ctx.app, customFieldRoutes.list, { token });
  expect(res.statusCode).toBe(200);
  return res.data().data;
}
function remove(token: string, id: number) {
  return callRoute(ctx.app, customFieldRoutes.remove, { token, params: { id } });
}

async function expectValidationError(values: Record<string, unknown>, key: string, message: string) {
  const error = await validateCustomFieldValues({
    db: ctx.db,
    companyId: trustedUnitId(world.company.id),
    values,
  }).catch((e) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('validation_failed');
  expect((error as AppError).details.errors?.[key]).toEqual([message]);
}

describe('custom fields', () => {
  const ids: Record<string, number> = {};

  it('lets the admin add a field of every type, in order', async () => {
    const specs = [
      { name: 'Badge', type: 'text', required: true, searchable: true },
      { name: 'Age', type: 'number' },
      { name: 'Hired on', type: 'date' },
      { name: 'Shirt', type: 'list', options: ['S', 'M', 'L'], searchable: true },
      { name: 'Skills', type: 'multiple', options: ['SQL', 'DAX'], searchable: true },
      { name: 'Shift', type: 'single', options: ['Day', 'Night'] },
    ];
    for (const spec of specs) {
      const res = await create(world.tokens.admin, spec);
      expect(res.statusCode, spec.name).toBe(201);
      expect(res.data()).toMatchObject({ name: spec.name, type: spec.type, global: false, editable: true });
      ids[spec.type] = res.data().id;
    }
    const fields = await list(world.tokens.admin);
    expect(fields.map((f) => f.name)).toEqual(specs.map((s) => s.name));
    const [stored] = await ctx.db.select().from(customFields).where(eq(customFields.id, ids.text!));
    expect(stored).toMatchObject({
      companyId: trustedUnitId(world.company.id),
      required: true,
      searchable: true,
      global: false,
    });
  });

  it('checks options: needed for choice types, unique, dropped for the others', async () => {
    const none = await create(world.tokens.admin, { name: 'Empty list', type: 'list', options: [] });
    expect(none.statusCode).toBe(400);
    expect(none.error().errors?.options).toBeDefined();
    const dup = await create(world.tokens.admin, { name: 'Dup', type: 'single', options: ['A', 'a'] });
    expect(dup.statusCode).toBe(400);
    expect(dup.error().errors?.['options.1']).toBeDefined();
    const text = await create(world.tokens.admin, { name: 'Note', type: 'text', options: ['ignored'] });
    expect(text.data().options).toEqual([]);
    const bad = await create(world.tokens.admin, { name: '', type: 'colour' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(expect.arrayContaining(['name', 'type']));
    await remove(world.tokens.admin, text.data().id);
  });

  it('validates values by type, required fields and unknown ids', async () => {
    const good = await validateCustomFieldValues({
      db: ctx.db,
      companyId: trustedUnitId(world.company.id),
      values: {
        [ids.text!]: ' B-42 ',
        [ids.number!]: '37',
        [ids.date!]: '2024-02-29',
        [ids.list!]: 'M',
        [ids.multiple!]: ['SQL', 'DAX'],
        [ids.single!]: '',
      },
    });
    expect(good).toEqual({
      [ids.text!]: 'B-42',
      [ids.number!]: 37,
      [ids.date!]: '2024-02-29',
      [ids.list!]: 'M',
      [ids.multiple!]: ['SQL', 'DAX'],
      [ids.single!]: null,
    });
    const base = { [ids.text!]: 'B-1' };
    await expectValidationError({}, `custom_fields.${ids.text}`, 'field_required');
    await expectValidationError({ [ids.text!]: '  ' }, `custom_fields.${ids.text}`, 'field_required');
    await expectValidationError(
      { [ids.text!]: 'x'.repeat(1001) },
      `custom_fields.${ids.text}`,
      'field_invalid',
    );
    await expectValidationError(
      { ...base, [ids.number!]: 'abc' },
      `custom_fields.${ids.number}`,
      'field_invalid',
    );
    await expectValidationError(
      { ...base, [ids.number!]: Infinity },
      `custom_fields.${ids.number}`,
      'field_invalid',
    );
    await expectValidationError(
      { ...base, [ids.date!]: '2023-02-29' },
      `custom_fields.${ids.date}`,
      'field_invalid',
    );
    await expectValidationError(
      { ...base, [ids.date!]: '01/02/2024' },
      `custom_fields.${ids.date}`,
      'field_invalid',
    );
    await expectValidationError({ ...base, [ids.list!]: 'XL' }, `custom_fields.${ids.list}`, 'field_invalid');
    await expectValidationError(
      { ...base, [ids.single!]: 'Dusk' },
      `custom_fields.${ids.single}`,
      'field_invalid',
    );
    await expectValidationError(
      { ...base, [ids.multiple!]: ['SQL', 'SQL'] },
      `custom_fields.${ids.multiple}`,
      'field_invalid',
    );
    await expectValidationError(
      { ...base, [ids.multiple!]: 'SQL' },
      `custom_fields.${ids.multiple}`,
      'field_invalid',
    );
    await expectValidationError({ ...base, 999999: 'x' }, 'custom_fields.999999', 'field_invalid');
    // Partial updates leave absent required fields alone.
    await expect(
      validateCustomFieldValues({
        db: ctx.db,
        companyId: trustedUnitId(world.company.id),
        values: {},
        partial: true,
      }),
    ).resolves.toEqual({});
  });

  it('stores values and finds users by a searchable field', async () => {
    const values = await validateCustomFieldValues({
      db: ctx.db,
      companyId: trustedUnitId(world.company.id),
      values: { [ids.text!]: 'B-42', [ids.multiple!]: ['DAX'] },
    });
    await saveCustomFieldValues(ctx.db, {
      companyId: trustedUnitId(world.company.id),
      userId: world.users.user.id,
      values,
    });
    await saveCustomFieldValues(ctx.db, {
      companyId: trustedUnitId(world.company.id),
      userId: world.users.user.id,
      values: { [ids.text!]: 'B-43' },
    });
    const stored = await getCustomFieldValues(ctx.db, {
      companyId: trustedUnitId(world.company.id),
      userIds: [world.users.user.id],
    });
    expect(stored.get(world.users.user.id)).toEqual({ [ids.text!]: 'B-43', [ids.multiple!]: ['DAX'] });

    async function match(fieldId: number, term: string) {
      const condition = await customFieldSearchCondition({
        db: ctx.db,
        companyId: trustedUnitId(world.company.id),
        fieldId,
        term,
        userIdColumn: users.id,
      });
      if (!condition) return null;
      return (await ctx.db.select({ id: users.id }).from(users).where(condition)).map((r) => r.id);
    }
    expect(await match(ids.text!, 'b-4')).toEqual([world.users.user.id]);
    expect(await match(ids.text!, 'zzz')).toEqual([]);
    expect(await match(ids.multiple!, 'dax')).toEqual([world.users.user.id]);
    // Not searchable → no condition.
    expect(await match(ids.number!, '1')).toBeNull();
  });

  it('refuses a type change once values exist, allows it before', async () => {
    const changed = await callRoute(ctx.app, customFieldRoutes.update, {
      params: { id: ids.text! },
      token: world.tokens.admin,
      body: { name: 'Badge', type: 'number', required: true },
      lang: 'en-US',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.error().code).toBe('custom_field_type_locked');
    const free = await callRoute(ctx.app, customFieldRoutes.update, {
      params: { id: ids.date! },
      token: world.tokens.admin,
      body: { name: 'Started on', type: 'text', position: 9 },
    });
    expect(free.statusCode).toBe(200);
    expect(free.data()).toMatchObject({ name: 'Started on', type: 'text', position: 9 });
  });

  it('shows the partner global fields to every unit of the partner, read only, and to no other', async () => {
    const res = await create(world.tokens.master, { name: 'Cost centre', type: 'text', required: true });
    expect(res.statusCode).toBe(201);
    const global = res.data();
    expect(global).toMatchObject({ global: true, editable: true });
    const [stored] = await ctx.db.select().from(customFields).where(eq(customFields.id, global.id));
    expect(stored).toMatchObject({ partnerId: world.partner.id, companyId: null, global: true });

    expect((await list(world.tokens.admin)).find((f) => f.id === global.id)).toMatchObject({
      editable: false,
    });
    expect((await list(siblingAdminToken)).map((f) => f.id)).toContain(global.id);
    expect((await list(strangerAdminToken)).map((f) => f.id)).not.toContain(global.id);
    expect((await list(strangerMasterToken)).map((f) => f.id)).not.toContain(global.id);
    expect((await list(world.tokens.master)).map((f) => f.id)).toEqual([global.id]);
    expect(
      (await listFieldsForCompany(ctx.db, trustedUnitId(strangerCompanyId))).map((f) => f.id),
    ).not.toContain(global.id);
    // The sibling unit's values must now include the global required field.
    await expect(
      validateCustomFieldValues({ db: ctx.db, companyId: trustedUnitId(siblingCompanyId), values: {} }),
    ).rejects.toMatchObject({ details: { errors: { [`custom_fields.${global.id}`]: ['field_required'] } } });

    const edit = await callRoute(ctx.app, customFieldRoutes.update, {
      params: { id: global.id },
      token: world.tokens.admin,
      body: { name: 'Mine', type: 'text' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.error().code).toBe('custom_field_read_only');
    const foreign = await remove(strangerMasterToken, global.id);
    expect(foreign.statusCode).toBe(404);
    await remove(world.tokens.master, global.id);
  });

  it("answers 404 for another unit's field", async () => {
    const theirs = (await create(strangerAdminToken, { name: 'Theirs', type: 'text' })).data();
    const edit = await callRoute(ctx.app, customFieldRoutes.update, {
      params: { id: theirs.id },
      token: world.tokens.admin,
      body: { name: 'Mine', type: 'text' },
    });
    expect(edit.statusCode, 'PUT').toBe(404);
    expect((await remove(world.tokens.admin, theirs.id)).statusCode, 'DELETE').toBe(404);
    expect((await list(world.tokens.admin)).map((f) => f.id)).not.toContain(theirs.id);
    await expectValidationError(
      { [ids.text!]: 'B', [theirs.id]: 'x' },
      `custom_fields.${theirs.id}`,
      'field_invalid',
    );
  });

  it('soft-deletes a field: gone from lists and validation, row and values kept', async () => {
    const res = await remove(world.tokens.admin, ids.text!);
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(customFields).where(eq(customFields.id, ids.text!));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    const values = await ctx.db
      .select()
      .from(customFieldValues)
      .where(eq(customFieldValues.fieldId, ids.text!));
    expect(values).toHaveLength(1);
    expect((await list(world.tokens.admin)).map((f) => f.id)).not.toContain(ids.text);
    // No longer required, and no longer accepted.
    await expectValidationError({ [ids.text!]: 'B' }, `custom_fields.${ids.text}`, 'field_invalid');
    const again = await remove(world.tokens.admin, ids.text!);
    expect(again.statusCode).toBe(404);
  });

  it("keeps the unit's list of people in step with values, fields and accounts changed anywhere", async () => {
    const person = world.users.user.id;
    const shown = async () => {
      const page = (await callRoute(ctx.app, unitUserRoutes.list, { token: world.tokens.admin })).data();
      return page.data.find((u) => u.id === person)!;
    };
    const before = await shown();
    expect(before.custom_fields).not.toHaveProperty(String(ids.number));
    // Written straight to the database, as another instance or a tool would: each change is
    // announced and the kept page is read again.
    await ctx.db
      .insert(customFieldValues)
      .values({ fieldId: ids.number!, userId: person, companyId: world.company.id, value: 7 });
    expect((await shown()).custom_fields).toMatchObject({ [String(ids.number)]: 7 });
    await ctx.db.update(customFields).set({ deletedAt: new Date() }).where(eq(customFields.id, ids.number!));
    expect((await shown()).custom_fields).not.toHaveProperty(String(ids.number));
    await ctx.db.update(customFields).set({ deletedAt: null }).where(eq(customFields.id, ids.number!));
    await ctx.db.update(users).set({ department: 'Kept nowhere' }).where(eq(users.id, person));
    expect(await shown()).toMatchObject({
      department: 'Kept nowhere',
      custom_fields: { [String(ids.number)]: 7 },
    });
    await ctx.db.delete(customFieldValues).where(eq(customFieldValues.fieldId, ids.number!));
    await ctx.db.update(users).set({ department: before.department }).where(eq(users.id, person));
  });
});

describe('values typed in the user form', () => {
  it('refuse what is not a number for a number field and an impossible day for a date field, on the field', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const token = await signIn(
      ctx.app,
      (await createUser(ctx.db, { profile: 'admin', companyId: unit.id })).email,
    );
    const [age] = await ctx.db
      .insert(customFields)
      .values({ companyId: unit.id, name: 'Age', type: 'number' })
      .returning();
    const [hired] = await ctx.db
      .insert(customFields)
      .values({ companyId: unit.id, name: 'Hired on', type: 'date' })
      .returning();
    const person = (email: string, custom_fields: Record<string, unknown>) => ({
      name: 'Typed Person',
      email,
      profile: 'user',
      password: 'Typed-Pass-123!',
      custom_fields,
    });
    // Some of the values sent are ones the contract refuses, on purpose.
    const post = (body: unknown) =>
      callRoute(ctx.app, unitUserRoutes.create, { token, body: body as never, lang: 'en-US' });
    const before = (await ctx.db.select().from(users)).length;
    for (const typed of ['12abc', 'abc', '0x1F', '1e3', 'Infinity', '1,5', '--2']) {
      const res = await post(person(`typed-${before}@example.test`, { [age!.id]: typed }));
      expect(res.statusCode, typed).toBe(400);
      expect(res.error().errors, typed).toEqual({ [`custom_fields.${age!.id}`]: ['Age is invalid'] });
    }
    for (const day of ['2024-02-30', '2023-02-29', '2024-13-01', '0000-01-01', '30/01/2024']) {
      const res = await post(person(`typed-${before}@example.test`, { [hired!.id]: day }));
      expect(res.statusCode, day).toBe(400);
      expect(res.error().errors, day).toEqual({ [`custom_fields.${hired!.id}`]: ['Hired on is invalid'] });
    }
    expect((await ctx.db.select().from(users)).length).toBe(before);
    const ok = await post(
      person(`typed-ok-${before}@example.test`, { [age!.id]: ' -12.5 ', [hired!.id]: '2024-02-29' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const stored = await getCustomFieldValues(ctx.db, {
      companyId: trustedUnitId(unit.id),
      userIds: [ok.data().id],
    });
    expect(stored.get(ok.data().id)).toEqual({ [age!.id]: -12.5, [hired!.id]: '2024-02-29' });
  });
});
