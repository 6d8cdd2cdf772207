/**
 * Calls an endpoint of the domain contract (packages/domain/src/<area>/<area>.endpoints.ts)
 * through the one HTTP client and parses the answer with the endpoint's response schema, so a
 * page never trusts a cast. `endpointUrl` is for files the browser opens itself (downloads).
 * The type-only variant for the pages with a tight size budget is `callTyped` (call-typed.ts).
 */
import { type Declares, type Endpoint, fillPath, type InputOf, type ResponseOut } from '@hh/domain/api/endpoint';
import { buildUrl, httpClient, type QueryParams } from './http-client';

type Slot<K extends string, S> = Declares<S> extends false ? { [P in K]?: undefined } : { [P in K]: InputOf<S> };

/** What a call sends: the endpoint's params, query and body, each only when it declares one. */
export type CallInput<E extends Endpoint> = Slot<'params', E['params']> &
  Slot<'query', E['query']> &
  (E['multipart'] extends true ? { body: FormData } : Slot<'body', E['body']>) & { headers?: Record<string, string> };

type NoInput<E extends Endpoint> = [Declares<E['params']>, Declares<E['query']>, Declares<E['body']>] extends [false, false, false]
  ? true
  : false;

export type CallArgs<E extends Endpoint> = NoInput<E> extends true ? [input?: CallInput<E>] : [input: CallInput<E>];

export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOut<E['response']>> {
  const sent = (input ?? {}) as { params?: Record<string, unknown>; query?: QueryParams; body?: unknown; headers?: Record<string, string> };
  const data = await httpClient.request<unknown>(endpoint.method, fillPath(endpoint.path, sent.params), {
    query: sent.query,
    body: sent.body,
    ...(sent.headers ? { headers: sent.headers } : {}),
  });
  if (endpoint.response === null || endpoint.response === 'file') return null as ResponseOut<E['response']>;
  return endpoint.response.parse(data) as ResponseOut<E['response']>;
}

/** The address of a file endpoint, stamped, for a link or `window.open`. */
export function endpointUrl<E extends Endpoint>(endpoint: E, params?: Record<string, unknown>, query?: QueryParams): string {
  return buildUrl(fillPath(endpoint.path, params), query, httpClient.stamp());
}
