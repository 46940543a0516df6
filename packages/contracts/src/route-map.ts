import { z } from 'zod';

/*
 * One typed route map: each call is declared once, here in the contracts, with its method, path,
 * parameters, query, body and answer. The server registers its routes from these declarations,
 * the web client calls through them (the answer's type follows), and the server's tests call and
 * parse through them, so renaming a route or changing an answer is a compile error in all three.
 *
 * The web build reads each `route(…)` without its schemas and summary (apps/web/route-schemas.ts):
 * the browser takes a call's method, path, status and media type at run time and its types from
 * the compiler, and never reads `params`, `query`, `body`, `response` or `summary` of a
 * declaration. A form validates with its schema, imported by name.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses a call may answer on success; 204 has no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** What a route declares beside its method and path. */
export interface RouteShape {
  /** Path parameters (`:id`), as they arrive in the URL. */
  params?: z.ZodType;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The success answer (its JSON body); a `z.void()`/`z.undefined()` or status 204 has none. */
  response: z.ZodType;
  /** The success status, 200 unless said. */
  status?: SuccessStatus;
  /** One line for the API reference. */
  summary?: string;
  /**
   * The answer is not JSON but a file or a stream of this media type (a PDF, a CSV, an image,
   * `text/event-stream`): its handler sends it itself, and `response` is `fileAnswer`.
   */
  file?: string;
}

/** The `response` of a route that answers a file or a stream (see `RouteShape.file`). */
export const fileAnswer = z.string();

/** A declared call. `path` is relative to the API's base (`/api`), e.g. `/auth/groups/:id`. */
export type RouteDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteShape = RouteShape,
> = S & {
  readonly method: M;
  readonly path: P;
};

/** Any declared call, for code that handles them all (the server's registration, the bench). */
export type AnyRoute = RouteDef<HttpMethod, string, RouteShape>;

type MethodOf<D extends string> = D extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<D extends string> = D extends `${HttpMethod} ${infer P}` ? P : never;

/**
 * Declares a call: `route('DELETE /auth/groups/:id', { params, query, response })`. The
 * declaration's method and path are checked here once, when the module loads.
 */
// A declaration has no effect of its own: a bundle drops the ones it does not use.
/*#__NO_SIDE_EFFECTS__*/
export function route<const D extends `${HttpMethod} /${string}`, const S extends RouteShape>(
  declaration: D,
  shape: S,
): RouteDef<MethodOf<D>, PathOf<D>, S> {
  const space = declaration.indexOf(' ');
  const method = declaration.slice(0, space) as MethodOf<D>;
  const path = declaration.slice(space + 1) as PathOf<D>;
  if (!/^\/[\w\-./:]*$/.test(path)) throw new Error(`Route path is not a path: ${declaration}`);
  return { ...shape, method, path };
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** The names of a path's `:parameters`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a caller sends: the parts the route declares, as the caller writes them (zod input). */
export type RouteInput<R extends AnyRoute> = (R['params'] extends z.ZodType
  ? { params: Input<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: Input<R['query']> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : { body?: never });

/** What the server's handler reads: the parts the route declares, as validated (zod output). */
export interface RouteRequestParts<R extends AnyRoute> {
  params: R['params'] extends z.ZodType ? Output<R['params']> : Record<string, never>;
  query: R['query'] extends z.ZodType ? Output<R['query']> : Record<string, never>;
  body: R['body'] extends z.ZodType ? Output<R['body']> : undefined;
}

/** The success answer of a route, as the caller reads it. */
export type RouteAnswer<R extends AnyRoute> = z.output<R['response']>;

/** The success answer of a route, as the server's handler returns it (before serialisation). */
export type RouteReply<R extends AnyRoute> = z.input<R['response']>;

/** The success status of a route. */
export function successStatus(def: AnyRoute): SuccessStatus {
  return def.status ?? 200;
}

/**
 * The URL of a call below the API's base: `:name` replaced by the parameter (URI-encoded), then
 * the query string of the values that are set (`undefined` and `null` left out; arrays repeat).
 */
export function routeUrl(
  def: Pick<AnyRoute, 'path'>,
  parts: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = def.path.replace(/:([A-Za-z_][\w]*)/g, (_, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Route ${def.path} needs its parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
