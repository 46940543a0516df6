import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  INT32_MAX,
  INT32_MIN,
  isRealSchema,
  isStorableJson,
  isStorableText,
  zId,
  zIdParam,
  zInt,
  zIntParam,
  JSON_DEPTH_MAX,
  zJson,
  ZPageQuery,
  zReal,
  zText,
} from './common';

describe('isStorableText', () => {
  it.each([
    ['plain', 'Relatório de vendas'],
    ['empty', ''],
    ['an emoji (a surrogate pair)', 'ok 😀'],
    ['a pair at the very end', 'x\uD83D\uDE00'],
    ['tabs and new lines', 'a\tb\nc'],
  ])('keeps %s', (_what, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a trailing high surrogate', 'ab\uD800'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a leading low surrogate', '\uDC00ab'],
    ['two high surrogates', '\uD800\uD800\uDC00'],
    ['a pair reversed', '\uDE00\uD83D'],
  ])('refuses %s', (_what, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('isStorableJson', () => {
  it('walks nested objects, arrays and keys', () => {
    expect(isStorableJson({ a: [1, 'b', { c: null, d: true }] })).toBe(true);
    expect(isStorableJson({ a: [1, 'b', { c: 'x\u0000' }] })).toBe(false);
    expect(isStorableJson({ 'k\uD800': 1 })).toBe(false);
    expect(isStorableJson([[[['\uDC00']]]])).toBe(false);
  });

  it('walks a value of any depth or width without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(isStorableJson(deep)).toBe(false);
    expect(isStorableJson(new Array(1_000_000).fill(0))).toBe(true);
  });
});

describe('primitives of request schemas', () => {
  it('zText refuses what PostgreSQL cannot store and keeps chaining like z.string()', () => {
    const name = zText().trim().min(1).max(5);
    expect(name.parse('  Ana  ')).toBe('Ana');
    expect(name.safeParse('A\u0000').success).toBe(false);
    expect(name.safeParse('A\uD800').success).toBe(false);
    expect(name.safeParse('😀').success).toBe(true);
    const issue = name.safeParse('A\u0000').error?.issues[0];
    expect(issue?.message).toBe('field_invalid');
  });

  it('zInt and zId fit int4', () => {
    expect(zInt().parse(INT32_MAX)).toBe(INT32_MAX);
    expect(zInt().parse(INT32_MIN)).toBe(INT32_MIN);
    expect(zInt().safeParse(INT32_MAX + 1).success).toBe(false);
    expect(zInt().safeParse(INT32_MIN - 1).success).toBe(false);
    expect(zInt().safeParse(1.5).success).toBe(false);
    expect(zId().safeParse(0).success).toBe(false);
    expect(zId().parse(INT32_MAX)).toBe(INT32_MAX);
  });

  it('zIntParam and zIdParam read the same from text', () => {
    expect(zIdParam().parse('42')).toBe(42);
    expect(zIdParam().safeParse(String(INT32_MAX + 1)).success).toBe(false);
    expect(zIdParam().safeParse('1e10').success).toBe(false);
    expect(zIntParam().parse('-3')).toBe(-3);
    expect(ZPageQuery.safeParse({ page: '2147483648' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ search: 'a\u0000' }).success).toBe(false);
  });

  it('zJson takes any JSON whose strings are storable', () => {
    expect(zJson().parse({ a: ['b', 1] })).toEqual({ a: ['b', 1] });
    expect(zJson().safeParse({ a: ['b\u0000'] }).success).toBe(false);
  });

  it('zJson refuses JSON nested past JSON_DEPTH_MAX levels, and takes it at the limit', () => {
    const nested = (levels: number) =>
      Array.from({ length: levels - 1 }).reduce<unknown>((inner) => ({ a: inner }), []);
    expect(zJson().safeParse(nested(JSON_DEPTH_MAX)).success).toBe(true);
    expect(zJson().safeParse(nested(JSON_DEPTH_MAX + 1)).success).toBe(false);
    expect(zJson().safeParse(nested(100_000)).success).toBe(false);
  });

  it('zReal takes numbers of any size and is told apart from an unbounded z.number()', () => {
    expect(zReal().parse(1e12)).toBe(1e12);
    expect(isRealSchema(zReal())).toBe(true);
    expect(isRealSchema(zReal().min(0))).toBe(true);
    expect(isRealSchema(z.number())).toBe(false);
  });
});
