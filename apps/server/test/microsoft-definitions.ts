import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoggedRequest, LoggedResponse } from '@mirante/emulator';
import { transformSync } from 'esbuild';

/*
 * Microsoft's published definitions of the services the provider client calls (Swagger 2.0, kept
 * beside the checkout in ../shared/microsoft, never copied into it), and what a test needs to
 * hold a request and its answer against them: the operation a path and method are, the
 * parameters and body it requires, the answers it lists, and a loose JSON-schema check ($ref,
 * allOf, required, types, enums, lengths, patterns and the common formats).
 */

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../../..');
export const DEFINITIONS_DIR = resolve(REPO_ROOT, '../shared/microsoft');

/** The Microsoft services the provider client talks to. */
export type Service = 'entra' | 'powerbi' | 'arm';

/** Each service's host in its definitions, and where the emulator serves it. */
export const SERVICES: Record<Service, { host: string; prefix: string }> = {
  entra: { host: 'login.microsoftonline.com', prefix: '/login' },
  powerbi: { host: 'api.powerbi.com', prefix: '/powerbi' },
  arm: { host: 'management.azure.com', prefix: '/arm' },
};

// biome-ignore lint/suspicious/noExplicitAny: a definition's schema is free JSON, read loosely
export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'body' | 'formData';
  required?: boolean;
  schema?: Schema;
  [keyword: string]: unknown;
}

export interface Operation {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  consumes?: string[];
  responses: Record<string, { schema?: Schema; description?: string }>;
}

export interface SwaggerDoc {
  host: string;
  consumes?: string[];
  paths: Record<string, Record<string, Operation | (Parameter | { $ref: string })[]>>;
  definitions?: Record<string, Schema>;
  parameters?: Record<string, Parameter>;
}

export interface Definition {
  file: string;
  doc: SwaggerDoc;
}

/** Read first when two files define one operation: the files of what Mirante calls today. */
const PREFERRED = [
  'entra-token-v2.from-docs.json',
  'powerbi-rest.trimmed.json',
  'powerbidedicated-2021-01-01.trimmed.json',
];

/** Every definition in the folder, or null when the folder is not there. */
export function loadDefinitions(dir = DEFINITIONS_DIR): Definition[] | null {
  if (!existsSync(dir)) return null;
  const rank = (file: string) => (PREFERRED.includes(file) ? PREFERRED.indexOf(file) : PREFERRED.length);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file) => ({ file, doc: JSON.parse(readFileSync(join(dir, file), 'utf8')) as SwaggerDoc }));
}

/** A logged request's service and its path at that service, from its path inside the emulator. */
export function serviceOf(path: string): { service: Service; path: string } | undefined {
  for (const [service, { prefix }] of Object.entries(SERVICES) as [Service, { prefix: string }][]) {
    if (path.startsWith(`${prefix}/`)) return { service, path: path.slice(prefix.length) };
  }
  return undefined;
}

export interface FoundOperation {
  service: Service;
  definition: Definition;
  /** The path as the definition writes it, `{name}` for its parameters. */
  template: string;
  method: string;
  operation: Operation;
  parameters: Parameter[];
  /** The path parameters as sent (still percent-encoded). */
  pathValues: Record<string, string>;
}

/** `service METHOD template`: how the test names an operation. */
export function operationKey(op: Pick<FoundOperation, 'service' | 'method' | 'template'>): string {
  return `${op.service} ${op.method} ${op.template}`;
}

function resolveRef<T>(doc: SwaggerDoc, ref: string): T | undefined {
  const match = /^#\/(definitions|parameters)\/(.+)$/.exec(ref);
  if (!match) return undefined;
  const [, kind, name] = match as unknown as [string, 'definitions' | 'parameters', string];
  return doc[kind]?.[name] as T | undefined;
}

function parametersOf(doc: SwaggerDoc, template: string, operation: Operation): Parameter[] {
  const shared = doc.paths[template]?.parameters;
  const all = [...(Array.isArray(shared) ? shared : []), ...(operation.parameters ?? [])];
  return all.map((p) => {
    if (typeof p.$ref !== 'string') return p as Parameter;
    const resolved = resolveRef<Parameter>(doc, p.$ref);
    if (!resolved) throw new Error(`${template}: the definition's ${p.$ref} cannot be resolved`);
    return resolved;
  });
}

function templatePattern(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (param) {
        names.push(param[1] as string);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}

/** The operation a method and path (at the service) are, in the first definition that has it. */
export function findOperation(
  definitions: Definition[],
  service: Service,
  method: string,
  path: string,
): FoundOperation | undefined {
  for (const definition of definitions) {
    const { doc } = definition;
    if (doc.host !== SERVICES[service].host) continue;
    for (const [template, item] of Object.entries(doc.paths)) {
      const operation = item[method.toLowerCase()];
      if (!operation || Array.isArray(operation)) continue;
      const { regex, names } = templatePattern(template);
      const match = regex.exec(path);
      if (!match) continue;
      const pathValues = Object.fromEntries(names.map((name, i) => [name, match[i + 1] as string]));
      const parameters = parametersOf(doc, template, operation);
      return {
        service,
        definition,
        template,
        method: method.toUpperCase(),
        operation,
        parameters,
        pathValues,
      };
    }
  }
  return undefined;
}

/** Whether some definition of the service has this method on this exact path template. */
export function hasOperation(definitions: Definition[], service: Service, method: string, template: string) {
  return definitions.some((d) => {
    const item = d.doc.host === SERVICES[service].host ? d.doc.paths[template] : undefined;
    const operation = item?.[method.toLowerCase()];
    return operation !== undefined && !Array.isArray(operation);
  });
}

/**
 * The definitions with a supplement behind them: operations read in Microsoft's own source that
 * the shared files lack. Only the supplement's operations no definition of its host has are
 * kept, and they come last, so a shared definition always wins a lookup.
 */
export function withSupplement(definitions: Definition[], supplement: Definition): Definition[] {
  const { doc } = supplement;
  const service = (Object.keys(SERVICES) as Service[]).find((s) => SERVICES[s].host === doc.host);
  if (!service) throw new Error(`${supplement.file}: no service has the host ${doc.host}`);
  const paths: SwaggerDoc['paths'] = {};
  for (const [template, item] of Object.entries(doc.paths)) {
    const missing = Object.entries(item).filter(
      ([method, operation]) =>
        !Array.isArray(operation) && !hasOperation(definitions, service, method, template),
    );
    if (missing.length === 0) continue;
    paths[template] = Object.fromEntries(
      Array.isArray(item.parameters) ? [...missing, ['parameters', item.parameters]] : missing,
    );
  }
  if (Object.keys(paths).length === 0) return definitions;
  return [...definitions, { file: supplement.file, doc: { ...doc, paths } }];
}

// ---------------------------------------------------------------------------------------------
// Loose JSON-schema check of Swagger 2.0 schemas.

const FORMATS: Record<string, (value: unknown) => boolean> = {
  uuid: (v) =>
    typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  'date-time': (v) =>
    typeof v === 'string' &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
  url: (v) => typeof v === 'string' && URL.canParse(v),
  uri: (v) => typeof v === 'string' && URL.canParse(v),
  int32: (v) => Number.isInteger(v) && (v as number) >= -(2 ** 31) && (v as number) < 2 ** 31,
  int64: (v) => Number.isInteger(v),
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function isType(type: string, value: unknown): boolean {
  const actual = typeOf(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  if (type === 'file') return true;
  return actual === type;
}

/**
 * What is wrong with `value` under `schema` (a schema of `doc`), each problem with its place
 * (`body.reports[0].id`); empty when it conforms.
 */
export function validate(
  schema: Schema | undefined,
  value: unknown,
  doc: SwaggerDoc,
  at = 'body',
  out: string[] = [],
): string[] {
  if (!schema) return out;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef<Schema>(doc, schema.$ref);
    if (!target) out.push(`${at}: the definition's ${schema.$ref} cannot be resolved`);
    else validate(target, value, doc, at, out);
    return out;
  }
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) validate(part, value, doc, at, out);
  if (value === undefined) return out;
  const type: string | undefined =
    schema.type ??
    (schema.properties || schema.required || schema.additionalProperties ? 'object' : undefined) ??
    (schema.items ? 'array' : undefined);
  if (value === null) {
    if (type && !schema['x-nullable']) out.push(`${at}: null where the definition wants ${type}`);
    return out;
  }
  if (type && !isType(type, value)) {
    out.push(`${at}: ${typeOf(value)} ${JSON.stringify(value)} where the definition wants ${type}`);
    return out;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    out.push(`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
  }
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format && !format(value)) out.push(`${at}: ${JSON.stringify(value)} is not a ${schema.format}`);
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      out.push(`${at}: "${value}" is shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      out.push(`${at}: "${value}" is longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
      out.push(`${at}: "${value}" does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      out.push(`${at}: ${value} is below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      out.push(`${at}: ${value} is above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      out.push(`${at}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      out.push(`${at}: more than ${schema.maxItems} items`);
    value.forEach((item, i) => {
      validate(schema.items as Schema | undefined, item, doc, `${at}[${i}]`, out);
    });
  } else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (record[name] === undefined) out.push(`${at}: misses ${name}, which the definition requires`);
    }
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [name, item] of Object.entries(record)) {
      const property = properties[name];
      if (property) validate(property, item, doc, `${at}.${name}`, out);
      else if (schema.additionalProperties === false) out.push(`${at}: ${name} is not in the definition`);
      else if (typeof schema.additionalProperties === 'object')
        validate(schema.additionalProperties as Schema, item, doc, `${at}.${name}`, out);
    }
  }
  return out;
}

/** A path, query or form value (text on the wire) as its parameter's type reads it. */
function scalarOf(parameter: Parameter, text: string): unknown {
  switch (parameter.type) {
    case 'integer':
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    default:
      return text;
  }
}

function parameterSchema(parameter: Parameter): Schema {
  const { name: _name, in: _in, required: _required, description: _description, ...schema } = parameter;
  return schema;
}

function hasBody(body: unknown): boolean {
  return body !== null && body !== undefined && !(typeof body === 'string' && body === '');
}

/** What a logged request lacks or gets wrong against its operation's parameters. */
export function checkRequest(found: FoundOperation, request: LoggedRequest): string[] {
  const { doc } = found.definition;
  const problems: string[] = [];
  const form = (request.body ?? {}) as Record<string, unknown>;
  let bodyParameter: Parameter | undefined;
  let takesForm = false;
  for (const parameter of found.parameters) {
    const where = `${parameter.in} parameter ${parameter.name}`;
    let value: string | undefined;
    switch (parameter.in) {
      case 'body':
        bodyParameter = parameter;
        continue;
      case 'path':
        value = found.pathValues[parameter.name];
        value = value === undefined ? undefined : decodeURIComponent(value);
        break;
      case 'query':
        value = request.query[parameter.name];
        break;
      case 'header':
        value = request.headers[parameter.name.toLowerCase()];
        break;
      case 'formData': {
        takesForm = true;
        const field = form[parameter.name];
        value = field === undefined ? undefined : String(field);
        break;
      }
    }
    if (value === undefined) {
      if (parameter.required) problems.push(`misses the required ${where}`);
      continue;
    }
    validate(parameterSchema(parameter), scalarOf(parameter, value), doc, where, problems);
  }
  for (const name of Object.keys(request.query)) {
    if (!found.parameters.some((p) => p.in === 'query' && p.name === name)) {
      problems.push(`sends the query parameter ${name}, which the definition does not have`);
    }
  }
  if (hasBody(request.body)) {
    if (bodyParameter) validate(bodyParameter.schema, request.body, doc, 'body', problems);
    else if (!takesForm) problems.push('sends a body to an operation that takes none');
    const consumes = found.operation.consumes ?? doc.consumes;
    const type = request.headers['content-type'] ?? '';
    if (consumes?.length && !consumes.some((c) => type.includes(c))) {
      problems.push(`sends ${type || 'no content type'} where the definition takes ${consumes.join(' or ')}`);
    }
  } else if (bodyParameter?.required) {
    problems.push(`sends no body where the definition requires ${bodyParameter.name}`);
  }
  return problems;
}

/** An error answer a definition does not list, and the body the service gives it. */
export interface UnlistedErrors {
  why: string;
  schema: Schema;
}

/** What is wrong with an answer against the answers its operation lists. */
export function checkResponse(
  found: FoundOperation,
  response: LoggedResponse,
  unlisted: UnlistedErrors | undefined,
): string[] {
  const { doc } = found.definition;
  const { responses } = found.operation;
  const listed =
    responses[String(response.status)] ?? (response.status >= 400 ? responses.default : undefined);
  const name = found.operation.operationId ?? operationKey(found);
  if (!listed) {
    if (response.status >= 400 && unlisted) {
      return validate(
        unlisted.schema,
        response.body ?? undefined,
        doc,
        `answer ${response.status}`,
        [],
      ).concat(response.body === null ? [`answer ${response.status} has no error body`] : []);
    }
    return [`answers ${response.status}, which ${name} does not list (${Object.keys(responses).join(', ')})`];
  }
  if (listed.schema) {
    if (response.body === null) {
      return [`answers ${response.status} without the body ${name} defines for it`];
    }
    return validate(listed.schema, response.body, doc, `answer ${response.status}`, []);
  }
  if (response.body !== null) return [`answers ${response.status} with a body ${name} does not define`];
  return [];
}

// ---------------------------------------------------------------------------------------------
// The provider client's source.

/**
 * The string and template literals of a TypeScript file, with each `${…}` written `{}`
 * (comments and types are gone first: esbuild strips them, with the whitespace).
 */
export function literalsOf(file: string): string[] {
  const js = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', minifyWhitespace: true }).code;
  const found: string[] = [];
  let i = 0;
  const quoted = (quote: string): string => {
    let text = '';
    i++;
    while (i < js.length && js[i] !== quote) {
      if (js[i] === '\\') {
        text += js[i + 1];
        i += 2;
      } else text += js[i++];
    }
    i++;
    return text;
  };
  const expression = (): void => {
    let depth = 0;
    while (i < js.length) {
      const c = js[i] as string;
      if (c === "'" || c === '"') found.push(quoted(c));
      else if (c === '`') found.push(template());
      else {
        if (c === '{') depth++;
        if (c === '}') {
          if (depth === 0) {
            i++;
            return;
          }
          depth--;
        }
        i++;
      }
    }
  };
  const template = (): string => {
    let text = '';
    i++;
    while (i < js.length && js[i] !== '`') {
      if (js[i] === '\\') {
        text += js[i + 1];
        i += 2;
      } else if (js[i] === '$' && js[i + 1] === '{') {
        i += 2;
        expression();
        text += '{}';
      } else text += js[i++];
    }
    i++;
    return text;
  };
  while (i < js.length) {
    const c = js[i] as string;
    if (c === "'" || c === '"') found.push(quoted(c));
    else if (c === '`') found.push(template());
    else i++;
  }
  return found;
}

/**
 * The URL paths a client file builds: its literals that are paths (a base URL in front written
 * `{}`, which is dropped, and the query string dropped too), each with a named segment.
 */
export function pathsBuiltIn(file: string): string[] {
  return literalsOf(file)
    .map((text) => (text.split('?')[0] ?? '').replace(/^\{\}(?=\/)/, ''))
    .filter((text) => /^(\/(\{\}|[\w.$-]+))+$/.test(text) && /[A-Za-z]/.test(text));
}

/** A template of the definitions with every parameter written `{}`, to compare with built paths. */
export function bareTemplate(template: string): string {
  return template.replace(/\{[^}]+\}/g, '{}');
}

/** The names of the methods a class's source declares `private`. */
export function privateMethodsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*private\s+(?:async\s+)?(\w+)\s*[<(]/gm)].map((m) => m[1] as string);
}
