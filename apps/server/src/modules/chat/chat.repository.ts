import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatBookings, chatContacts, chatFiles, chatMessages, users } from '../../db/schema/tables';

export type MessageRow = typeof chatMessages.$inferSelect & { fromName: string };
export type BookingRow = typeof chatBookings.$inferSelect;
export type ChatFileRow = typeof chatFiles.$inferSelect;

export interface ChatPerson {
  id: string;
  kind: 'consultant' | 'staff';
  firmId: string | null;
  cname: string;
  staffRole: string | null;
  open: boolean;
}

export interface ContactRow {
  peerId: string;
  peerName: string;
  peerKind: 'consultant' | 'staff';
  peerStaffRole: string | null;
  lastMessage: string | null;
  lastAt: Date | null;
  unread: number;
}

const messageColumns = {
  seq: chatMessages.seq,
  msgId: chatMessages.msgId,
  fromUserId: chatMessages.fromUserId,
  toUserId: chatMessages.toUserId,
  type: chatMessages.type,
  body: chatMessages.body,
  bookingId: chatMessages.bookingId,
  fileId: chatMessages.fileId,
  sentAt: chatMessages.sentAt,
  fromName: users.cname,
};

/**
 * The chat's tables: messages (stored first, unique per sender and msgId), each owner's
 * contacts with their unread counts, and the booking cards. Every read names the user it is
 * for: a message is read only by its sender or its receiver.
 */
export class ChatRepository {
  constructor(private readonly db: Db) {}

  async people(ids: readonly string[]): Promise<ChatPerson[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: users.id,
        kind: users.kind,
        firmId: users.firmId,
        cname: users.cname,
        staffRole: users.staffRole,
        status: users.status,
      })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map(({ status, ...r }) => ({ ...r, open: status === 'open' }));
  }

  /** Whether `peer` has written to `owner` before. */
  async peerWrote(ownerId: string, peerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ at: chatContacts.peerWrote })
      .from(chatContacts)
      .where(and(eq(chatContacts.ownerId, ownerId), eq(chatContacts.peerId, peerId)));
    return row?.at != null;
  }

  /**
   * Stores a message and moves both sides' contacts, atomically. A msgId the sender used before
   * stores nothing and answers the stored message (`inserted: false`). A text, picture or file is
   * one statement (one round trip: the message and both contacts in CTEs); a booking card, rare,
   * stores its card in the same transaction.
   */
  async store(input: {
    msgId: string;
    fromUserId: string;
    toUserId: string;
    type: 'txt' | 'img' | 'file' | 'booking';
    body: string;
    preview: string;
    bookingId?: string;
    fileId?: string;
    booking?: typeof chatBookings.$inferInsert;
  }): Promise<{ seq: bigint; sentAt: Date; inserted: boolean }> {
    if (input.booking) return this.storeBooking({ ...input, booking: input.booking });
    const result = await this.db.execute<{ seq: string; sent_at: Date | string }>(sql`
      with m as (
        insert into chat_messages (msg_id, from_user_id, to_user_id, type, body, booking_id, file_id)
        values (${input.msgId}, ${input.fromUserId}, ${input.toUserId}, ${input.type}, ${input.body}, ${input.bookingId ?? null}, ${input.fileId ?? null})
        on conflict do nothing
        returning seq, sent_at
      ), mine as (
        insert into chat_contacts (owner_id, peer_id, last_message, last_at, unread)
        select ${input.fromUserId}, ${input.toUserId}, ${input.preview}, m.sent_at, 0 from m
        on conflict (owner_id, peer_id) do update set last_message = excluded.last_message, last_at = excluded.last_at
      ), theirs as (
        insert into chat_contacts (owner_id, peer_id, last_message, last_at, unread, peer_wrote)
        select ${input.toUserId}, ${input.fromUserId}, ${input.preview}, m.sent_at, 1, m.sent_at from m
        on conflict (owner_id, peer_id) do update set last_message = excluded.last_message, last_at = excluded.last_at,
          unread = chat_contacts.unread + 1, peer_wrote = coalesce(chat_contacts.peer_wrote, excluded.peer_wrote)
      )
      select seq::text as seq, sent_at from m`);
    const row = result.rows[0];
    if (row) return { seq: BigInt(row.seq), sentAt: new Date(row.sent_at), inserted: true };
    return { ...(await this.existing(this.db, input.fromUserId, input.msgId)), inserted: false };
  }

  private async existing(db: Pick<Db, 'select'>, fromUserId: string, msgId: string): Promise<{ seq: bigint; sentAt: Date }> {
    const [old] = await db
      .select({ seq: chatMessages.seq, sentAt: chatMessages.sentAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.fromUserId, fromUserId), eq(chatMessages.msgId, msgId)));
    if (!old) throw new Error('chat message vanished after a conflict');
    return old;
  }

  private async storeBooking(input: {
    msgId: string;
    fromUserId: string;
    toUserId: string;
    body: string;
    preview: string;
    bookingId?: string;
    booking: typeof chatBookings.$inferInsert;
  }): Promise<{ seq: bigint; sentAt: Date; inserted: boolean }> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ seq: chatMessages.seq, sentAt: chatMessages.sentAt })
        .from(chatMessages)
        .where(and(eq(chatMessages.fromUserId, input.fromUserId), eq(chatMessages.msgId, input.msgId)));
      if (existing) return { ...existing, inserted: false };
      await tx.insert(chatBookings).values(input.booking);
      const [inserted] = await tx
        .insert(chatMessages)
        .values({
          msgId: input.msgId,
          fromUserId: input.fromUserId,
          toUserId: input.toUserId,
          type: 'booking',
          body: input.body,
          bookingId: input.bookingId,
        })
        .onConflictDoNothing()
        .returning({ seq: chatMessages.seq, sentAt: chatMessages.sentAt });
      if (!inserted) return { ...(await this.existing(tx, input.fromUserId, input.msgId)), inserted: false };
      const last = { lastMessage: input.preview, lastAt: inserted.sentAt };
      await tx
        .insert(chatContacts)
        .values({ ownerId: input.fromUserId, peerId: input.toUserId, ...last, unread: 0 })
        .onConflictDoUpdate({ target: [chatContacts.ownerId, chatContacts.peerId], set: last });
      await tx
        .insert(chatContacts)
        .values({ ownerId: input.toUserId, peerId: input.fromUserId, ...last, unread: 1, peerWrote: inserted.sentAt })
        .onConflictDoUpdate({
          target: [chatContacts.ownerId, chatContacts.peerId],
          set: {
            ...last,
            unread: sql`${chatContacts.unread} + 1`,
            peerWrote: sql`coalesce(${chatContacts.peerWrote}, ${inserted.sentAt})`,
          },
        });
      return { ...inserted, inserted: true };
    });
  }

  async messageBySeq(seq: bigint): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.fromUserId))
      .where(eq(chatMessages.seq, seq));
    return row;
  }

  /** A page of one conversation, newest first, ending before `before`. */
  async history(me: string, peer: string, before: bigint | null, limit: number): Promise<MessageRow[]> {
    const pair = or(
      and(eq(chatMessages.fromUserId, me), eq(chatMessages.toUserId, peer)),
      and(eq(chatMessages.fromUserId, peer), eq(chatMessages.toUserId, me)),
    );
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.fromUserId))
      .where(before === null ? pair : and(pair, lt(chatMessages.seq, before)))
      .orderBy(desc(chatMessages.seq))
      .limit(limit);
  }

  /** Everything to or from me after a cursor, oldest first (a reconnecting socket's resume). */
  async after(me: string, after: bigint, limit: number): Promise<MessageRow[]> {
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.fromUserId))
      .where(and(or(eq(chatMessages.toUserId, me), eq(chatMessages.fromUserId, me)), gt(chatMessages.seq, after)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
  }

  /** The newest message id to or from me (null: none yet). */
  async newestSeq(me: string): Promise<bigint | null> {
    const result = await this.db.execute<{ seq: string | null }>(sql`
      select greatest(
        (select max(seq) from chat_messages where to_user_id = ${me}),
        (select max(seq) from chat_messages where from_user_id = ${me})
      )::text as seq`);
    const seq = result.rows[0]?.seq;
    return seq ? BigInt(seq) : null;
  }

  async contacts(ownerId: string, limit: number): Promise<ContactRow[]> {
    return this.db
      .select({
        peerId: chatContacts.peerId,
        peerName: users.cname,
        peerKind: users.kind,
        peerStaffRole: users.staffRole,
        lastMessage: chatContacts.lastMessage,
        lastAt: chatContacts.lastAt,
        unread: chatContacts.unread,
      })
      .from(chatContacts)
      .innerJoin(users, eq(users.id, chatContacts.peerId))
      .where(eq(chatContacts.ownerId, ownerId))
      .orderBy(sql`${chatContacts.lastAt} desc nulls last`)
      .limit(limit);
  }

  async markRead(ownerId: string, peerId: string): Promise<void> {
    await this.db
      .update(chatContacts)
      .set({ unread: 0 })
      .where(and(eq(chatContacts.ownerId, ownerId), eq(chatContacts.peerId, peerId)));
  }

  async totalUnread(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${chatContacts.unread}), 0)::int` })
      .from(chatContacts)
      .where(eq(chatContacts.ownerId, ownerId));
    return Math.max(0, row?.n ?? 0);
  }

  async bookings(ids: readonly string[]): Promise<BookingRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(chatBookings)
      .where(inArray(chatBookings.id, [...ids]));
  }

  /** Closes an open card; false when it was not open any more (a second pick lost the race). */
  async closeBooking(id: string, change: { state: 'booked' | 'refused'; pickedAt: Date | null; note: string | null }): Promise<boolean> {
    const rows = await this.db
      .update(chatBookings)
      .set(change)
      .where(and(eq(chatBookings.id, id), eq(chatBookings.state, 'open')))
      .returning({ id: chatBookings.id });
    return rows.length > 0;
  }

  /** After a failed move: refused with the reason, or open again when the failure was not the order's. */
  async reopenOrRefuse(id: string, note: string | null): Promise<void> {
    await this.db
      .update(chatBookings)
      .set(note === null ? { state: 'open', pickedAt: null, note: null } : { state: 'refused', note })
      .where(eq(chatBookings.id, id));
  }

  async saveFile(file: typeof chatFiles.$inferInsert): Promise<void> {
    await this.db.insert(chatFiles).values(file);
  }

  async files(ids: readonly string[]): Promise<ChatFileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(chatFiles)
      .where(inArray(chatFiles.id, [...ids]));
  }

  /**
   * A chat file as this user may read it: they uploaded it, or they sent or received a message
   * carrying it. Anyone else gets nothing (the caller answers 404).
   */
  async readableFile(userId: string, fileId: string): Promise<ChatFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatFiles)
      .where(
        and(
          eq(chatFiles.id, fileId),
          or(
            eq(chatFiles.uploaderId, userId),
            sql`exists (select 1 from ${chatMessages} where ${chatMessages.fileId} = ${chatFiles.id}
              and (${chatMessages.fromUserId} = ${userId} or ${chatMessages.toUserId} = ${userId}))`,
          ),
        ),
      );
    return row;
  }
}
