import type { SharedStore } from '../../platform/shared-store';

/** Resumes one user may ask for per window, across their sockets and the server's instances. */
export interface ChatResumeLimit {
  max: number;
  windowMs: number;
}

/**
 * 120 a minute. A tab asks once per (re)connect, and once more for each further 500 missed
 * messages; 20 tabs (the socket cap) reconnecting through a rolling restart of three instances
 * ask 60 times. The flood of issue 31 asked 12,000 times a minute, each reading up to 500 messages.
 */
export const DEFAULT_CHAT_RESUME_LIMIT: ChatResumeLimit = { max: 120, windowMs: 60_000 };

/**
 * The per-user budget of socket resumes (each reads up to SOCKET_RESUME_MAX messages), counted in
 * the shared store so it holds across instances with Redis. One fixed window per user.
 */
export class ChatResumeBudget {
  constructor(
    private readonly store: SharedStore,
    private readonly limit: ChatResumeLimit = DEFAULT_CHAT_RESUME_LIMIT,
  ) {}

  /** Takes one resume: 0 when it may run now, else the ms until the next window grants one. */
  async take(userId: string, now = Date.now()): Promise<number> {
    const window = Math.floor(now / this.limit.windowMs);
    const n = await this.store.increment(`chat:resume:${userId}:${window}`, this.limit.windowMs);
    return n > this.limit.max ? (window + 1) * this.limit.windowMs - now : 0;
  }
}
