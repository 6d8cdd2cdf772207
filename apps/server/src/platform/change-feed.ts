import pg from 'pg';

/**
 * Change notices from PostgreSQL: one dedicated connection that LISTENs on a channel which
 * database triggers NOTIFY after commit. Notices sent while the connection is down are lost,
 * so a subscriber is told when the feed goes down and comes back (`live`) and must treat
 * everything as changed across the gap. The connection is reopened with a growing pause.
 * (A pooler in transaction mode, such as PgBouncer's, cannot carry LISTEN: point the feed
 * at PostgreSQL itself.)
 */
export interface ChangeFeedHandlers {
  notice(payload: string): void;
  /** true once listening, false when the connection is lost. */
  live(up: boolean): void;
  error?(error: unknown): void;
}

export interface ChangeFeed {
  close(): Promise<void>;
}

const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 30_000;

export function listenForChanges(connection: pg.ClientConfig, channel: string, handlers: ChangeFeedHandlers): ChangeFeed {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let pause = FIRST_PAUSE_MS;
  let retry: NodeJS.Timeout | null = null;

  const lost = (c: pg.Client, error?: unknown) => {
    if (client !== c) return;
    client = null;
    handlers.live(false);
    if (error) handlers.error?.(error);
    c.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(open, pause);
    retry.unref();
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  };

  function open() {
    retry = null;
    const c = new pg.Client(connection);
    client = c;
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    c.on('error', (error) => lost(c, error));
    c.on('end', () => lost(c));
    c.connect()
      .then(() => c.query(`LISTEN ${channel}`))
      .then(() => {
        if (client !== c || closed) return;
        pause = FIRST_PAUSE_MS;
        handlers.live(true);
      })
      .catch((error: unknown) => lost(c, error));
  }

  open();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        handlers.live(false);
        await c.end().catch(() => {});
      }
    },
  };
}
