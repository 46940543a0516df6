import { describe, expect, it } from 'vitest';
import { executeNamed } from './db';

/** A query stand-in recording the statement name it was prepared under. */
function fakeQuery(text: string, names: string[]) {
  return {
    toSQL: () => ({ sql: text }),
    prepare(name: string) {
      names.push(name);
      return { execute: async () => [{ text }] };
    },
  };
}

describe('executeNamed', () => {
  it('names a statement after its text: one name per text, never one name for two texts', async () => {
    const names: string[] = [];
    const menu = 'select id from reports where company_id = $1';
    const other = 'select id from reports where company_id = $1 and hidden = $2';
    expect(await executeNamed(fakeQuery(menu, names))).toEqual([{ text: menu }]);
    await executeNamed(fakeQuery(menu, names));
    await executeNamed(fakeQuery(other, names));
    expect(names[0]).toBe(names[1]);
    expect(names[2]).not.toBe(names[0]);
    // PostgreSQL keeps 63 bytes of a name: longer ones would collide once cut.
    for (const name of names) expect(name.length).toBeLessThanOrEqual(63);
  });
});
