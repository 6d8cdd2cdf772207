import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../platform/ids';
import type { SharedStore } from '../../platform/shared-store';
import type { WebhookRefusalsRepository } from './webhook-refusals.repository';

/**
 * How refused webhook deliveries are counted. Anyone can post to the webhook, so a refusal must
 * cost us a counter, not a row and a log line each: per source and one-minute window (counted in
 * the shared store, so it holds across instances with Redis), the first few refusals are stored
 * for the operator, the rest only counted; past `limit` a source's refused deliveries answer 429.
 * A delivery with a valid signature is never held back by the refusals of its address.
 */
export const REFUSAL_RULES = {
  windowMs: 60_000,
  /** Refusals of one source in a window; past it, its refused deliveries answer 429. */
  limit: 20,
  /** Refusals of one source stored per window (call_webhook_refusals). */
  storedPerSource: 5,
  /** Refusals of all sources stored per window: a flood from many addresses stores no more. */
  storedInAll: 100,
} as const;

export type RefusalRules = { [K in keyof typeof REFUSAL_RULES]: number };

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The source a refusal is counted against: the IPv4 address, or the /64 network of an IPv6 one —
 * one subscriber holds a whole /64, so counting single IPv6 addresses would limit nothing.
 */
export function refusalSource(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = MAPPED_V4.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const isPowerOfTen = (n: number) => n >= 10 && /^10*$/.test(String(n));

export interface RefusalVerdict {
  /** Past the source's limit: answer 429. */
  limited: boolean;
  /** Seconds until the source's window ends (Retry-After). */
  retryAfterSeconds: number;
}

export class WebhookRefusals {
  constructor(
    private readonly store: SharedStore,
    private readonly repo: WebhookRefusalsRepository,
    private readonly log: FastifyBaseLogger,
    private readonly rules: RefusalRules = REFUSAL_RULES,
  ) {}

  /** Counts one refusal; stores it and logs it only as the rules sample them. */
  async refuse(refusal: { ip: string; reason: string; detail: string }, now = Date.now()): Promise<RefusalVerdict> {
    const { windowMs, limit, storedPerSource, storedInAll } = this.rules;
    const window = Math.floor(now / windowMs);
    const counter = (name: string) => this.store.increment(`call-webhook-refused:${name}:${window}`, windowMs);
    const source = refusalSource(refusal.ip);
    const fromSource = await counter(`source:${source}`);
    const fromAll = await counter('all');
    const limited = fromSource > limit;
    if (fromSource <= storedPerSource && (await counter('stored')) <= storedInAll)
      await this.repo.record({ id: newId(), reason: refusal.reason, ip: refusal.ip, detail: refusal.detail });
    // A source's first refusal, the one that limits it, then every tenfold (at most as many lines as rows
    // stored in all); and, for a flood from many sources, the count of all at every tenfold past a thousand.
    const sampled = fromSource === 1 || fromSource === limit + 1 || (fromSource >= 100 && isPowerOfTen(fromSource));
    if ((sampled && (await counter('logged')) <= storedInAll) || (fromAll >= 1000 && isPowerOfTen(fromAll)))
      this.log.warn(
        { reason: refusal.reason, source, refusalsFromSource: fromSource, refusalsFromAll: fromAll, limited, windowMs },
        'call webhook refused',
      );
    return { limited, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) };
  }
}
