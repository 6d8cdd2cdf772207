import type { ImapFlow } from 'imapflow';
import { type ImapSettings, openImapClient } from './imap-inbox';

/**
 * Timeouts of a watch connection (ms). A connection in IDLE that has been quiet for `socket` is
 * probed by imapflow with a NOOP (which ends the IDLE; the loop below enters it again), and one
 * whose probe is not answered within another `socket` is closed — so a dead peer or a NAT that
 * forgot the connection is noticed within about twice `socket`.
 */
export const WATCH_TIMEOUTS = { connect: 15_000, greeting: 10_000, socket: 240_000 } as const;
/** IDLE is ended and entered again at least this often: RFC 2177 asks clients to re-issue it within 29 minutes. */
const IDLE_REISSUE_MS = 25 * 60_000;
/** How long close() waits for the server to acknowledge LOGOUT before dropping the socket. */
const LOGOUT_WAIT_MS = 3_000;
/** An IDLE that ends sooner than this is not re-entered at once (it could otherwise spin on a broken session). */
const IDLE_MIN_MS = 1_000;

/** A mailbox's INBOX held open in IDLE. */
export interface InboxWatch {
  /** INBOX as it was when the watch began, to tell whether mail arrived before IDLE did. */
  uidValidity: number;
  uidNext: number;
  /** Settles when the connection has ended: `byUs` after close(), false when the server or the network ended it. */
  ended: Promise<{ byUs: boolean }>;
  /** Signs out (or drops the socket when the server does not answer) and waits for the end. */
  close(): Promise<void>;
}

/** Whether the server announces IDLE (RFC 2177; IMAP4rev2 includes it). */
export function announcesIdle(capabilities: ReadonlyMap<string, unknown>): boolean {
  return capabilities.has('IDLE') || capabilities.has('IMAP4rev2');
}

/**
 * Signs in (through openImapClient, so through the host guard), opens INBOX read-only and holds
 * it in IDLE, calling `onNewMail` whenever the server reports more messages (EXISTS). It never
 * reads a mail: collection stays with the collector. Answers null, having signed out again, when
 * the server does not announce IDLE. A refused login or an unreachable or internal host is an
 * ImapOpenError, as for a collection run.
 */
export async function watchInbox(settings: ImapSettings, onNewMail: () => void): Promise<InboxWatch | null> {
  const client = await openImapClient(settings, WATCH_TIMEOUTS, { maxIdleTime: IDLE_REISSUE_MS });
  // The capabilities after sign-in: a server may announce more (or fewer) than in its greeting.
  if (!announcesIdle(client.capabilities)) {
    await signOut(client);
    return null;
  }
  let closing = false;
  const ended = new Promise<{ byUs: boolean }>((resolve) => {
    if (client.isClosed) resolve({ byUs: closing });
    else client.once('close', () => resolve({ byUs: closing }));
  });
  let box: Awaited<ReturnType<ImapFlow['mailboxOpen']>>;
  try {
    box = await client.mailboxOpen('INBOX', { readOnly: true });
  } catch (error) {
    client.close();
    throw error;
  }
  client.on('exists', (event) => {
    if (event.count > event.prevCount) onNewMail();
  });
  void holdIdle(client, () => closing);
  return {
    uidValidity: Number(box.uidValidity),
    uidNext: box.uidNext,
    ended,
    async close() {
      closing = true;
      await signOut(client);
      await ended;
    },
  };
}

/**
 * Keeps the connection in IDLE until it closes. With auto-IDLE off (openImapClient), imapflow
 * starts IDLE only when asked. idle() re-issues IDLE itself every maxIdleTime and returns when a
 * NOOP probe or LOGOUT breaks it or the server ends it; the loop then enters it again, once the
 * connection is free (`whenFree`), unless the connection is closing or closed.
 */
async function holdIdle(client: ImapFlow, closing: () => boolean): Promise<void> {
  while (client.usable && client.mailbox && !closing()) {
    const began = Date.now();
    let result: boolean | undefined;
    try {
      result = await client.idle({ whenFree: true });
    } catch {
      return; // the connection closed while waiting to be free: `ended` reports it
    }
    if (result === false && client.usable && !closing()) {
      // The server refused IDLE although it announced it; imapflow would poll instead. End the
      // connection, which the watcher treats as dropped (a later attempt, after a back-off).
      client.close();
      return;
    }
    if (Date.now() - began < IDLE_MIN_MS) await new Promise((r) => setTimeout(r, IDLE_MIN_MS));
  }
}

async function signOut(client: ImapFlow): Promise<void> {
  if (client.isClosed) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.logout().catch(() => undefined),
    new Promise((r) => {
      timer = setTimeout(r, LOGOUT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  client.close();
}
