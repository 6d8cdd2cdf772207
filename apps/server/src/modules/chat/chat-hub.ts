import { type ServerFrame, SOCKET_ACK_TIMEOUT_MS, SOCKET_MAX_RESENDS } from '@hh/domain/chat/chat-socket';
import type { SharedStore } from '../../platform/shared-store';

/** What the hub needs of a socket (ws's WebSocket has it; the socket tests hand in a real ws client). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/** Who a fanned-out frame is for, and the message id the sockets wait an acknowledgement for. */
interface FanoutHeader {
  to: string[];
  id: string | null;
}
const FANOUT_CHANNEL = 'chat:fanout';
/** Sockets of one user on one instance: one per tab, a few tabs. */
export const SOCKETS_PER_USER_MAX = 20;

/**
 * One open socket: pushes frames and keeps each pushed message until the client acknowledges
 * it, pushing it again after SOCKET_ACK_TIMEOUT_MS, at most SOCKET_MAX_RESENDS times (then the
 * client's resume on its next connect picks it up from the database).
 */
export class ChatConnection {
  private readonly pending = new Map<string, { data: string; tries: number; timer: NodeJS.Timeout }>();

  constructor(
    readonly userId: string,
    private readonly socket: SocketLike,
    private readonly ackTimeoutMs = SOCKET_ACK_TIMEOUT_MS,
  ) {}

  push(frame: ServerFrame): void {
    this.pushSerialized(JSON.stringify(frame), frame.t === 'msg' ? frame.message.id : null);
  }

  /** Pushes a frame already serialized (one serialization for every socket it goes to); `messageId` when it is a message. */
  pushSerialized(data: string, messageId: string | null): void {
    if (messageId !== null) {
      const id = messageId;
      if (this.pending.has(id)) return;
      const entry = { data, tries: 0, timer: setTimeout(() => this.resend(id), this.ackTimeoutMs) };
      entry.timer.unref();
      this.pending.set(id, entry);
    }
    this.send(data);
  }

  private resend(id: string): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    if (entry.tries >= SOCKET_MAX_RESENDS || this.socket.readyState !== OPEN) {
      this.pending.delete(id);
      return;
    }
    entry.tries += 1;
    entry.timer = setTimeout(() => this.resend(id), this.ackTimeoutMs);
    entry.timer.unref();
    this.send(entry.data);
  }

  ack(id: string): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.pending.delete(id);
  }

  get unacknowledged(): number {
    return this.pending.size;
  }

  private send(data: string): void {
    if (this.socket.readyState === OPEN) this.socket.send(data);
  }

  dispose(): void {
    for (const entry of this.pending.values()) clearTimeout(entry.timer);
    this.pending.clear();
  }
}

/**
 * The sockets of this instance by user, and the fan-out between instances: every push goes
 * through the shared store's channel (Redis pub/sub with REDIS_URL, in-process otherwise), and
 * each instance delivers to the sockets it holds. A message is stored before it is published.
 */
export class ChatHub {
  private readonly byUser = new Map<string, Set<ChatConnection>>();

  constructor(private readonly store: SharedStore) {}

  async start(): Promise<void> {
    await this.store.subscribe(FANOUT_CHANNEL, (raw) => {
      // "<header JSON>\n<frame JSON>": the frame goes to the sockets as it came, never parsed again.
      const cut = raw.indexOf('\n');
      try {
        const header = JSON.parse(raw.slice(0, cut)) as FanoutHeader;
        this.deliverLocal(header.to, raw.slice(cut + 1), header.id);
      } catch {
        // A malformed fan-out message is dropped; the receivers' resume reads the database.
      }
    });
  }

  add(connection: ChatConnection): boolean {
    const set = this.byUser.get(connection.userId) ?? new Set();
    if (set.size >= SOCKETS_PER_USER_MAX) return false;
    set.add(connection);
    this.byUser.set(connection.userId, set);
    return true;
  }

  remove(connection: ChatConnection): void {
    connection.dispose();
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** Pushes a frame to every socket of these users, on every instance. */
  async notify(userIds: readonly string[], frame: ServerFrame): Promise<void> {
    const header: FanoutHeader = { to: [...new Set(userIds)], id: frame.t === 'msg' ? frame.message.id : null };
    await this.store.publish(FANOUT_CHANNEL, `${JSON.stringify(header)}\n${JSON.stringify(frame)}`);
  }

  private deliverLocal(userIds: readonly string[], data: string, messageId: string | null): void {
    for (const userId of userIds) for (const c of this.byUser.get(userId) ?? []) c.pushSerialized(data, messageId);
  }

  get connectionCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
