import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Chat messages (modules/chat), stored before they are pushed. `seq` is the order of arrival,
 * the cursor a reconnecting socket resumes after and history pages end before; `msg_id` is the
 * sender's own id of the message, unique per sender, so a retried send is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigserial('seq', { mode: 'bigint' }).primaryKey(),
    msgId: text('msg_id').notNull(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['txt', 'img', 'file', 'booking'] }).notNull(),
    body: text('body').notNull(),
    bookingId: uuid('booking_id'),
    /** The picture or file of an `img` / `file` message (chat_files). */
    fileId: uuid('file_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_msg').on(t.fromUserId, t.msgId),
    index('chat_messages_to_seq').on(t.toUserId, t.seq),
    index('chat_messages_from_seq').on(t.fromUserId, t.seq),
    index('chat_messages_file').on(t.fileId),
  ],
);

/** One conversation as its owner sees it: the last message and the owner's unread count. */
export const chatContacts = pgTable(
  'chat_contacts',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    peerId: uuid('peer_id')
      .notNull()
      .references(() => users.id),
    lastMessage: text('last_message'),
    lastAt: timestamp('last_at', { withTimezone: true }),
    unread: integer('unread').notNull().default(0),
    /** The peer wrote to the owner at least once (a consultant may then answer that staff member). */
    peerWrote: timestamp('peer_wrote', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.peerId] }), index('chat_contacts_owner_last').on(t.ownerId, t.lastAt)],
);

/** Interview booking cards: up to three times a PM proposes for an order at 50; the consultant picks one. */
export const chatBookings = pgTable('chat_bookings', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  pmUserId: uuid('pm_user_id')
    .notNull()
    .references(() => users.id),
  consultantId: uuid('consultant_id')
    .notNull()
    .references(() => users.id),
  candidateName: text('candidate_name').notNull(),
  positionName: text('position_name').notNull(),
  place: text('place').notNull(),
  times: jsonb('times').$type<number[]>().notNull(),
  /** The order's version when the card was sent: a move in between makes the pick a refusal. */
  orderVersion: integer('order_version').notNull(),
  state: text('state', { enum: ['open', 'booked', 'refused'] })
    .notNull()
    .default('open'),
  pickedAt: timestamp('picked_at', { withTimezone: true }),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pictures and files sent in the chat, in the platform's file storage. Read only by their
 * uploader and by the other side of a message that carries them.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_files_uploader').on(t.uploaderId)],
);
