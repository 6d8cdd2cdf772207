/**
 * The type-only variant of `call` (call.ts), for the pages with a tight size budget
 * (vite.config.ts: the sign-in page's 200 kB, the public site's 150 kB). The answer's type comes
 * from the endpoint's declaration imported as a type, and the answer is NOT parsed, so zod and
 * the schemas stay out of those chunks; the method and path come from the area's `*.paths.ts`,
 * from which the declaration itself is built. It lives apart from call.ts, and takes only
 * endpoints without path parameters (no `fillPath`), so those pages load neither. Everywhere
 * else use `call`.
 */
import type { Endpoint, ResponseOut } from '@hh/domain/api/endpoint';
import type { CallArgs } from './call';
import { httpClient, type RequestOptions } from './http-client';

/** What the type-only variant sends: an endpoint's method and path, without its schemas. */
export type EndpointRoute<E extends Endpoint> = Pick<E, 'method' | 'path'>;

type WithoutParams = Endpoint<undefined>;

export function callTyped<E extends WithoutParams>(route: EndpointRoute<E>, ...[input]: CallArgs<E>): Promise<ResponseOut<E['response']>> {
  return httpClient.request<ResponseOut<E['response']>>(route.method, route.path, input as RequestOptions | undefined);
}
