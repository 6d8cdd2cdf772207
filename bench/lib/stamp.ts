import { nextRequestTime } from '@hh/domain/api/request-time';

let last = 0;
/** Request-time stamps exactly as the web client makes them: monotonic, never repeated. */
export function stamp(): string {
  const next = nextRequestTime(Date.now(), last, Math.floor(Math.random() * 10));
  last = next.ms;
  return next.stamp;
}
