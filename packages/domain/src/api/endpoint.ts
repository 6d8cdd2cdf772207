import type { z } from 'zod';

/**
 * One declaration per endpoint (docs/ARCHITECTURE.md › Endpoints): its method, its path with
 * `:name` parameters as Fastify writes them, the schemas of what it takes and answers, and
 * whether it changes data. The server registers its route from this object; the web calls it
 * through `call(endpoint, input)`, which parses every answer with `response`. No path is
 * written anywhere else.
 *
 * - `response`: the schema of the envelope's `data`; `'file'` for an answer that is a file
 *   (the web opens `endpointUrl(...)` instead of calling it); `null` for `data: null`.
 * - `mutates`: every state-changing request must come from our own origin (the server's CSRF
 *   check reads this). POST, PUT and DELETE change data unless they say `mutates: false` (a
 *   search sent as POST); a GET must say either way, because the spec makes several writes GETs.
 * - `multipart`: the body is a FormData of files, not JSON.
 * - `bodyLimit`: the largest body in bytes the server reads for it, where it differs from the
 *   app's default (uploads).
 */
/** Where every endpoint lives: the server's guards and the static server tell API calls by it. */
export const API_PREFIX = '/api/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.ZodType;

interface EndpointBase<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R> {
  path: `/api/${string}`;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  multipart?: boolean;
  bodyLimit?: number;
}

export type EndpointDeclaration<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | 'file' | null = Schema | 'file' | null,
> =
  | (EndpointBase<P, Q, B, R> & { method: 'GET'; mutates: boolean })
  | (EndpointBase<P, Q, B, R> & { method: 'POST' | 'PUT' | 'DELETE'; mutates?: boolean });

export type Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | 'file' | null = Schema | 'file' | null,
> = EndpointBase<P, Q, B, R> & { method: HttpMethod; mutates: boolean };

/**
 * Declares an endpoint; `mutates` defaults to true for POST, PUT and DELETE. `multipart` keeps its
 * literal type, so the web's call() knows a multipart endpoint takes a FormData body.
 */
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | 'file' | null = null,
  M extends boolean = false,
>(declaration: EndpointDeclaration<P, Q, B, R> & { multipart?: M }): Endpoint<P, Q, B, R> & { multipart: M } {
  const mutates = declaration.method === 'GET' ? declaration.mutates : (declaration.mutates ?? true);
  return { ...declaration, mutates, multipart: (declaration.multipart ?? false) as M };
}

/** What a schema slot accepts on the way in: nothing when the endpoint declares none. */
export type InputOf<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends Schema ? z.input<NonNullable<S>> : undefined;
/** What a schema slot holds after parsing. */
export type OutputOf<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends Schema
    ? z.output<NonNullable<S>>
    : undefined;
/** Whether an endpoint declares this slot. */
export type Declares<S> = [NonNullable<S>] extends [never] ? false : true;

/** The answer's data as the server writes it (before serialisation) and as the web reads it. */
export type ResponseIn<R> = R extends Schema ? z.input<R> : null;
export type ResponseOut<R> = R extends Schema ? z.output<R> : null;

/** `/api/a/:id/b` with `{ id: 'x y' }` → `/api/a/x%20y/b`; a missing parameter is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Path ${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
