// The server's module recipe, checked from the sources (part of `npm run lint`):
//   module-door          another module is reached through its index.ts only
//   sql-in-repositories  drizzle-orm and the schema are imported by *.repository.ts files only
//   crossing-allow-list  the all-units helpers of platform/db-reach are imported only by the
//                        files named in modules.lint.json ("crossing")
//   file-names           modules/<area>/ holds index.ts and <area>[-part].<kind>.ts files, kind one
//                        of routes, service, repository, policy, jobs (tests live in test/)
//   module-cycles        no module depends on itself through others
//   table-owner          a table is written (insert, update, delete; query builder or SQL text)
//                        only by the module modules.lint.json "tables" names as its owner
// A violation named in modules.lint.json ("known") is reported as remaining, not as an error; the
// list may only shrink: a known entry that no longer occurs is an error too, so it is removed.
//   node scripts/check-modules.mjs [--root <src dir>] [--config <file>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const KINDS = ['routes', 'service', 'repository', 'policy', 'jobs'];
/** What platform/db-reach exports that reads or writes across every unit. */
const CROSSING_NAMES = new Set(['CROSSING', 'OWNER', 'crossingOf', 'crossingRead', 'rootOf', 'asOwner']);

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The imports of a source: specifier and the names it takes (`*` for a namespace or a side effect). */
export function importsOf(text) {
  const found = [];
  const body = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const fromRe = /\b(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const m of body.matchAll(fromRe)) {
    const clause = m[2];
    const braces = /\{([\s\S]*)\}/.exec(clause);
    const names = braces
      ? braces[1]
          .split(',')
          .map((n) =>
            n
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]
              .trim(),
          )
          .filter(Boolean)
      : ['*'];
    found.push({ specifier: m[3], names, typeOnly: Boolean(m[1]) });
  }
  for (const m of body.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: m[1], names: ['*'], typeOnly: false });
  }
  for (const m of body.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) {
    found.push({ specifier: m[1], names: ['*'], typeOnly: false });
  }
  return found;
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return `${base}.ts`;
}

/** Checks the sources under `root` (apps/server/src); answers the violations found. */
export function checkModules(root, config = {}) {
  const modulesDir = join(root, 'modules');
  const crossingAllowed = new Set(config.crossing ?? []);
  const violations = [];
  const graph = new Map();
  const areaOf = (file) => {
    const rel = relative(modulesDir, file);
    return rel.startsWith('..') ? undefined : rel.split(sep)[0];
  };
  const rel = (file) => relative(root, file).split(sep).join('/');
  const files = walk(root);
  for (const file of files) {
    const area = areaOf(file);
    const name = rel(file);
    if (area) {
      if (!graph.has(area)) graph.set(area, new Map());
      const inside = relative(join(modulesDir, area), file).split(sep);
      const base = inside.at(-1);
      const kinds = KINDS.join('|');
      const ok =
        inside.length === 1 &&
        (base === 'index.ts' || new RegExp(`^${area}(-[a-z0-9]+)*\\.(${kinds})\\.ts$`).test(base));
      if (!ok) {
        violations.push({
          rule: 'file-names',
          file: name,
          message: `a module file is named ${area}[-part].<${KINDS.join('|')}>.ts (or index.ts), directly in modules/${area}/`,
        });
      }
    }
    for (const imp of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, imp.specifier);
      if (area) {
        const schemaImport = target && rel(target).startsWith('db/schema');
        const drizzleImport = imp.specifier === 'drizzle-orm' || imp.specifier.startsWith('drizzle-orm/');
        if ((schemaImport || drizzleImport) && !name.endsWith('.repository.ts')) {
          violations.push({
            rule: 'sql-in-repositories',
            file: name,
            message: `imports ${imp.specifier}: SQL and the schema live in *.repository.ts files`,
          });
        }
        const targetArea = target ? areaOf(target) : undefined;
        if (targetArea && targetArea !== area) {
          if (!graph.get(area).has(targetArea)) graph.get(area).set(targetArea, name);
          if (rel(target) !== `modules/${targetArea}/index.ts`) {
            violations.push({
              rule: 'module-door',
              file: name,
              message: `imports ${rel(target)}: another module is reached through modules/${targetArea}/index.ts`,
            });
          }
        }
      }
      if (target && rel(target) === 'platform/db-reach.ts' && !crossingAllowed.has(name)) {
        const crossing = imp.names.filter((n) => CROSSING_NAMES.has(n) || n === '*');
        if (crossing.length > 0 && !imp.typeOnly) {
          violations.push({
            rule: 'crossing-allow-list',
            file: name,
            message: `imports ${crossing.join(', ')} from platform/db-reach: name the file in modules.lint.json "crossing" to cross units`,
          });
        }
      }
    }
  }
  for (const v of tableWrites(root, files, areaOf, config.tables ?? {})) violations.push(v);
  for (const cycle of cyclesOf(graph)) {
    violations.push({
      rule: 'module-cycles',
      file: `modules/{${cycle.join(',')}}`,
      message: `these modules depend on each other: ${cycle.join(' ↔ ')}`,
    });
  }
  return violations;
}

/** The tables of the schema, by the name their definition is exported as. */
function schemaTables(root) {
  const byExport = new Map();
  const dir = join(root, 'db', 'schema');
  if (!existsSync(dir)) return byExport;
  for (const file of walk(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"]([\w]+)['"]/g))
      byExport.set(m[1], m[2]);
  }
  return byExport;
}

/** Which module writes which table: `.insert(x)`, `.update(x)`, `.delete(x)` and SQL text. */
function tableWrites(root, files, areaOf, owners) {
  const tables = schemaTables(root);
  const names = new Set(tables.values());
  const written = new Map();
  const note = (area, table, file) => {
    const key = `${area}:${table}`;
    if (!written.has(key)) written.set(key, { area, table, file });
  };
  for (const file of files) {
    const area = areaOf(file);
    if (!area) continue;
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = tables.get(m[1]);
      if (table) note(area, table, file);
    }
    for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      if (names.has(m[1])) note(area, m[1], file);
    }
  }
  const out = [];
  for (const { area, table } of [...written.values()].sort((a, b) =>
    `${a.area}:${a.table}`.localeCompare(`${b.area}:${b.table}`),
  )) {
    const owner = owners[table];
    if (owner === area) continue;
    out.push({
      rule: 'table-owner',
      file: `modules/${area}:${table}`,
      message: owner
        ? `writes ${table}, which modules/${owner} owns: ask that module's index.ts to write it`
        : `writes ${table}, which has no owner: name one in modules.lint.json "tables"`,
    });
  }
  return out;
}

/** The strongly connected groups of more than one module (Tarjan), each sorted. */
function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const groups = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

const key = (v) => `${v.rule} ${v.file}`;

/** Splits the violations into errors and the known ones still remaining; stale known entries are errors. */
export function judge(violations, known = []) {
  const knownSet = new Set(known);
  const seen = new Set(violations.map(key));
  const errors = violations.filter((v) => !knownSet.has(key(v)));
  const remaining = violations.filter((v) => knownSet.has(key(v)));
  const stale = known.filter((k) => !seen.has(k));
  return { errors, remaining, stale };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const arg = (flag, fallback) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? resolve(process.argv[at + 1]) : fallback;
  };
  const root = arg('--root', resolve(here, '../src'));
  const configFile = arg('--config', resolve(here, '../modules.lint.json'));
  const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  const { errors, remaining, stale } = judge(checkModules(root, config), config.known);
  for (const v of errors) console.error(`${v.file}: ${v.rule}: ${v.message}`);
  for (const k of stale) console.error(`modules.lint.json: known "${k}" no longer occurs: remove it`);
  if (remaining.length > 0)
    console.log(`module recipe: ${remaining.length} known violations remain (modules.lint.json)`);
  if (errors.length > 0 || stale.length > 0) {
    console.error(`module recipe: ${errors.length + stale.length} error(s)`);
    process.exit(1);
  }
}
