import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { msTimestamp } from '../time/timestamp';

/**
 * The chat's shapes (spec 001 §3) and the requests of its calls (§7). We are the IM provider
 * ourselves: an `easemobId` is the platform user's id, kept under the spec's name so the
 * fields read as the spec writes them.
 */

/** Longest text of one message, in characters. */
export const CHAT_TEXT_MAX = 2000;
/** What a message carries: text, a picture, a file, or an interview booking card (beyond the spec; docs/API.md). */
export const CHAT_MESSAGE_TYPES = ['txt', 'img', 'file', 'booking'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
/** The types a user sends through add/message.json (a booking card has its own call). */
export const CHAT_SENDABLE_TYPES = ['txt', 'img', 'file'] as const;
/** Pictures and files in the chat: the platform's upload limit (10 MB) and the kinds the server accepts. */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_FILE_ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf,.docx';
export const CHAT_FILE_KINDS_LABEL = 'JPG、PNG、GIF图片，PDF和Word（docx）文件';
/** One page of history at most, and the caches of spec 001 §9. */
export const CHAT_HISTORY_PAGE_MAX = 50;
export const CHAT_CACHE_PERSON = 500;
export const CHAT_CACHE_GROUP = 200;

const easemobId = z.string({ error: '请选择联系人' }).trim().min(1, '请选择联系人').max(64, '联系人不存在');

/** IM user: who the caller is on the chat, with a short-lived socket token as its "password". */
export const imUserSchema = z.object({
  easemobId: z.string(),
  password: z.string(),
  commonUserName: z.string(),
  commonUserId: z.string(),
});
export type ImUser = z.infer<typeof imUserSchema>;

export const bookingStates = ['open', 'booked', 'refused'] as const;
export type BookingState = (typeof bookingStates)[number];
export const BOOKING_STATE_LABELS: Record<BookingState, string> = { open: '待选择', booked: '已预约', refused: '已失效' };

/** The interview booking card a PM sends for an order at stage 50. */
export const bookingCardSchema = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  candidateName: z.string(),
  positionName: z.string(),
  place: z.string(),
  times: z.array(z.number().int()),
  state: z.enum(bookingStates),
  pickedTime: z.number().int().nullable(),
  /** Why the card no longer works (the order moved on), in Chinese. */
  note: z.string().nullable(),
});
export type BookingCard = z.infer<typeof bookingCardSchema>;

/** A picture or file as a message carries it; its bytes come from `file.json` (sender and receiver only). */
export const chatFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  image: z.boolean(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

/** Chat message (spec 001 §3); `id` is the server's order of arrival, the cursor a reconnect resumes after. */
export const chatMessageSchema = z.object({
  id: z.string(),
  msgId: z.string(),
  fromEasemobId: z.string(),
  toEasemobId: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  message: z.string(),
  fromCommonUserName: z.string(),
  msgSendTime: z.number().int(),
  chatTime: z.number().int(),
  booking: bookingCardSchema.nullable(),
  file: chatFileSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Chat contact (spec 001 §3): one conversation of the caller. */
export const chatContactSchema = z.object({
  chatEasemobId: z.string(),
  chatUserName: z.string(),
  chatUserId: z.string(),
  chatLastTime: z.number().int().nullable(),
  lastMessage: z.string().nullable(),
  type: z.enum(['chat']),
  chatUserNoReadMsgCount: z.number().int().min(0),
  /** Who the contact is, for the list's tag: 平台 staff or a colleague. */
  chatUserRole: z.string(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

const messageText = z
  .string({ error: '请输入消息内容' })
  .refine((s) => s.trim().length > 0, '请输入消息内容')
  .refine((s) => [...s].length <= CHAT_TEXT_MAX, `消息不能超过${CHAT_TEXT_MAX}字`);

/**
 * add/message.json: a text (`message`), or a picture / file uploaded first through
 * upload/file.json (`fileId`; `message` is then not needed and the file's name is shown).
 */
export const addMessageSchema = z
  .object({
    msgId: z
      .string({ error: '缺少消息编号' })
      .trim()
      .min(8, '消息编号无效')
      .max(64, '消息编号无效')
      .regex(/^[A-Za-z0-9_-]+$/, '消息编号无效'),
    fromEasemobId: easemobId,
    toEasemobId: easemobId,
    type: z.enum(CHAT_SENDABLE_TYPES, { error: '消息类型只能是文字、图片或文件' }).default('txt'),
    message: z.string({ error: '请输入消息内容' }).optional(),
    fileId: z.string({ error: '请选择要发送的文件' }).trim().max(64, '文件不存在').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'txt') {
      const text = messageText.safeParse(input.message);
      if (!text.success) ctx.addIssue({ code: 'custom', path: ['message'], message: text.error.issues[0]?.message ?? '请输入消息内容' });
    } else if (!input.fileId) {
      ctx.addIssue({ code: 'custom', path: ['fileId'], message: input.type === 'img' ? '请选择要发送的图片' : '请选择要发送的文件' });
    }
  });
export type AddMessageInput = z.input<typeof addMessageSchema>;

/** upload/file.json answers the stored file; add/message.json then sends it. */
export const uploadedChatFileSchema = chatFileSchema;
export const chatFileQuerySchema = z.object({
  fileId: z.string({ error: '文件不存在' }).trim().min(1, '文件不存在').max(64, '文件不存在'),
});

export const msgReadSchema = z.object({ toEasemobId: easemobId });

export const queryMessageSchema = z.object({
  toEasemobId: easemobId,
  /** The id of the oldest message shown: the page ends before it. */
  before: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, '分页位置无效')
    .optional(),
  limit: numberParam(z.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX)).default(20),
});
export const messagePageSchema = z.object({ data: z.array(chatMessageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const contactListSchema = z.array(chatContactSchema);
export const noReadCountSchema = z.object({ noReadMsgCount: z.number().int().min(0) });

export const pmInfoQuerySchema = z.object({ positionId: z.string({ error: '缺少职位' }).trim().min(1, '缺少职位').max(64) });
/** The position's PM and assistant as chat contacts. */
export const chatPmInfoSchema = z.object({
  positionId: z.string(),
  pm: z.object({ easemobId: z.string(), name: z.string() }),
  assistant: z.object({ easemobId: z.string(), name: z.string() }).nullable(),
});
export type ChatPmInfo = z.infer<typeof chatPmInfoSchema>;
export const PM_INFO_MISSING = '无法获取PM或助理信息';

/** Booking card requests (beyond the spec; docs/API.md). */
export const BOOKING_TIMES_MAX = 3;
export const sendBookingSchema = z.object({
  msgId: addMessageSchema.shape.msgId,
  toEasemobId: easemobId,
  orderId: z.string({ error: '请选择订单' }).trim().min(1, '请选择订单').max(64),
  place: z.string({ error: '请填写面试地点' }).trim().min(1, '请填写面试地点').max(100, '面试地点不能超过100字'),
  times: z
    .array(msTimestamp('面试时间'), { error: '请选择面试时间' })
    .min(1, '请选择面试时间')
    .max(BOOKING_TIMES_MAX, `最多提供${BOOKING_TIMES_MAX}个面试时间`),
});
export const pickBookingSchema = z.object({
  bookingId: z.string({ error: '预约不存在' }).trim().min(1, '预约不存在').max(64),
  time: msTimestamp('面试时间'),
});
export const bookableOrdersQuerySchema = z.object({ toEasemobId: easemobId });
export const bookableOrderSchema = z.object({ orderId: z.string(), candidateName: z.string(), positionName: z.string() });
export const bookableOrderListSchema = z.array(bookableOrderSchema);
export type BookableOrder = z.infer<typeof bookableOrderSchema>;
