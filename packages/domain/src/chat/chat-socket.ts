import { z } from 'zod';
import { bookingCardSchema, chatMessageSchema } from './chat.schema';

/**
 * The socket protocol of `/api/im/socket` (docs/API.md › Chat). Messages are written through
 * REST (add/message.json) and stored first; the socket only pushes what is stored. Delivery is
 * at least once: the client acknowledges every pushed message by id, the server pushes an
 * unacknowledged one again, and a reconnecting client asks for everything after the last id it saw.
 */

/** The query of the socket's address: the token from add/user.json. */
export const SOCKET_TOKEN_PARAM = 'token';
/** How long the token from add/user.json opens a socket. */
export const SOCKET_TOKEN_TTL_MS = 5 * 60_000;
/** How long the server waits for an acknowledgement before pushing again, and how often. */
export const SOCKET_ACK_TIMEOUT_MS = 5_000;
export const SOCKET_MAX_RESENDS = 3;
/** The most messages one resume answers at once; the client asks again after the last. */
export const SOCKET_RESUME_MAX = 500;

/** Frames of the client the server may refuse, and why. */
export const SOCKET_ERROR_CODES = ['resume-busy', 'resume-limited'] as const;
export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[number];
/** Why the server did not carry out a frame of the client, with the message a person may be shown. */
export const SOCKET_ERRORS: Record<SocketErrorCode, string> = {
  /** A resume came while this socket's previous one was still being read: dropped, the first one answers. */
  'resume-busy': '上一次消息同步尚未完成，请稍候',
  /** The user's resume budget is spent: nothing was read. */
  'resume-limited': '消息同步过于频繁，请稍后再试',
};

export const clientFrameSchema = z.discriminatedUnion('t', [
  /** After (re)connecting: everything to or from me after this id (null: nothing old). */
  z.object({
    t: z.literal('resume'),
    after: z
      .string()
      .regex(/^\d{1,18}$/)
      .nullable(),
  }),
  z.object({ t: z.literal('ack'), id: z.string().regex(/^\d{1,18}$/) }),
  z.object({ t: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('ready') }),
  z.object({ t: z.literal('msg'), message: chatMessageSchema }),
  /** A resume's messages are pushed one by one; this closes the batch (more: ask again after the last). */
  /**
   * `cursor`: the id to resume after from now on. A first resume (after null) answers the newest id
   * to or from me, so a client that has seen no message yet still asks, after a drop, for everything since it connected.
   */
  z.object({ t: z.literal('resumed'), more: z.boolean(), cursor: z.string().nullable().default(null) }),
  z.object({ t: z.literal('booking'), booking: bookingCardSchema }),
  /** Another tab of mine read this conversation. */
  z.object({ t: z.literal('read'), chatEasemobId: z.string() }),
  z.object({ t: z.literal('pong') }),
  /** A frame of the client was not carried out (SOCKET_ERRORS); `retryAfterMs`: when asking again is accepted. */
  z.object({
    t: z.literal('error'),
    code: z.enum(SOCKET_ERROR_CODES),
    message: z.string(),
    retryAfterMs: z.number().int().nonnegative().nullable(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Parses a frame; null for anything that is not one (never throws on hostile input). */
export function parseClientFrame(raw: string): ClientFrame | null {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function parseServerFrame(raw: string): ServerFrame | null {
  try {
    const parsed = serverFrameSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * When the client asks for a resume again after this frame: at once after a batch that says there
 * is more, after `retryAfterMs` when its budget was spent; null when it does not. A `resume-busy`
 * needs nothing: the resume still running answers.
 */
export function resumeAgainInMs(frame: ServerFrame): number | null {
  if (frame.t === 'resumed') return frame.more ? 0 : null;
  if (frame.t === 'error' && frame.code === 'resume-limited') return frame.retryAfterMs ?? 60_000;
  return null;
}

/** Reconnect backoff of the client (spec 001 §9: at most 10 tries): 1 s, 2 s, 4 s … capped at 30 s. */
export const RECONNECT_MAX_TRIES = 10;
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
