import { ImapFlow } from 'imapflow';
import { type MailHostPolicy, MailHostRefusedError, mayLogInWithoutTls, resolveMailHost } from './mail-host-guard';

/** Where and as whom to sign in to a mailbox over IMAP. */
export interface ImapSettings {
  host: string;
  port: number;
  ssl: boolean;
  user: string;
  password: string;
  /** Which hosts may be internal, and which may be signed in to without TLS (mail-host-guard.ts). */
  hosts: MailHostPolicy;
}

/** IMAP over implicit TLS (RFC 8314): a connection to this port is TLS from its first byte, whatever `ssl` says. */
export const IMAPS_PORT = 993;

/**
 * Why a mailbox could not be opened: the server refused the credentials, could not be reached (or
 * spoke no IMAP), its host is an internal address the server may not connect to, or it offered no
 * encrypted connection (no STARTTLS, or one whose TLS failed) where one is required.
 */
export class ImapOpenError extends Error {
  constructor(
    readonly reason: 'refused' | 'unreachable' | 'internal' | 'insecure',
    cause: unknown,
  ) {
    super(`imap ${reason}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** The INBOX as a run sees it: its UIDVALIDITY, the next UID, and a reader of mails by UID range. */
export interface OpenInbox {
  uidValidity: number;
  uidNext: number;
  /** The UIDs and sizes of the mails with UIDs from..to (inclusive), ascending. */
  sizes(from: number, to: number): Promise<{ uid: number; size: number }[]>;
  /** These mails, each with its raw source. */
  read(uids: number[]): AsyncIterable<{ uid: number; source: Buffer }>;
}

/** How long a bind's login test and a run may wait on a server (ms). */
export const IMAP_TIMEOUTS = { connect: 15_000, greeting: 10_000, socket: 120_000 } as const;

/**
 * Resolves the mailbox host through the guard (mail-host-guard.ts), connects to the checked
 * address and signs in. Every IMAP connection of the module is opened here, so none bypasses the
 * guard. The password never crosses the network in clear: with `ssl` (or on port 993) the
 * connection is TLS from the start; otherwise STARTTLS must succeed before the login is sent
 * (imapflow's `doSTARTTLS: true`: a server that offers none, or whose certificate fails, is
 * refused), unless the host is allowed plain text (`mayLogInWithoutTls`), where imapflow still
 * upgrades when offered. A refused login, an unreachable server, an internal host and a server
 * without TLS are an ImapOpenError. Auto-IDLE is off: a run reads and signs out, and the watcher
 * (imap-idle.ts) enters IDLE itself.
 */
export async function openImapClient(
  settings: ImapSettings,
  timeouts: { connect: number; greeting: number; socket: number },
  options: { maxIdleTime?: number } = {},
): Promise<ImapFlow> {
  let target: Awaited<ReturnType<typeof resolveMailHost>>;
  try {
    target = await resolveMailHost(settings.host, settings.hosts.privateHosts);
  } catch (error) {
    throw new ImapOpenError(error instanceof MailHostRefusedError ? 'internal' : 'unreachable', error);
  }
  const implicitTls = settings.ssl || settings.port === IMAPS_PORT;
  const client = new ImapFlow({
    host: target.address,
    servername: target.servername,
    port: settings.port,
    secure: implicitTls,
    doSTARTTLS: implicitTls || mayLogInWithoutTls(settings.host, settings.hosts) ? undefined : true,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    maxIdleTime: options.maxIdleTime,
    connectionTimeout: timeouts.connect,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  });
  // An 'error' event comes with the failure of the pending command or with 'close' (the connection closes after it): those are handled.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.close();
    const failed = error as { authenticationFailed?: boolean; tlsFailed?: boolean };
    throw new ImapOpenError(failed.tlsFailed ? 'insecure' : failed.authenticationFailed ? 'refused' : 'unreachable', error);
  }
  return client;
}

/**
 * Signs in to a mailbox with imapflow, opens INBOX read-only (EXAMINE: collecting never marks a
 * mail read) and runs `work` with it, then signs out. A refused login or an unreachable server
 * is an ImapOpenError; an error inside `work` passes through as it is.
 */
export async function withInbox<T>(settings: ImapSettings, work: (inbox: OpenInbox) => Promise<T>): Promise<T> {
  const client = await openImapClient(settings, IMAP_TIMEOUTS);
  try {
    const box = await client.mailboxOpen('INBOX', { readOnly: true });
    const inbox: OpenInbox = {
      uidValidity: Number(box.uidValidity),
      uidNext: box.uidNext,
      async sizes(from, to) {
        if (to < from) return [];
        const found = await client.fetchAll(`${from}:${to}`, { uid: true, size: true }, { uid: true });
        // `n:m` may answer a mail outside the range when none is inside it (RFC 3501 6.4.8).
        return found
          .filter((m) => m.uid >= from && m.uid <= to)
          .map((m) => ({ uid: m.uid, size: m.size ?? 0 }))
          .sort((a, b) => a.uid - b.uid);
      },
      async *read(uids) {
        if (uids.length === 0) return;
        const wanted = new Set(uids);
        for await (const message of client.fetch(uids.join(','), { uid: true, source: true }, { uid: true })) {
          if (wanted.has(message.uid) && message.source) yield { uid: message.uid, source: message.source };
        }
      },
    };
    return await work(inbox);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
