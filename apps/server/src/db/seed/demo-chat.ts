import type { Db } from '../client';
import { chatContacts, chatMessages } from '../schema/tables';
import { seedId } from './seed-ids';

const MINUTE = 60_000;

/** Demo conversations: [from key, to key, text, minutes ago], oldest first. */
const DEMO_CHAT: readonly (readonly [string, string, string, number])[] = [
  ['xh-member-a2', 'pm', '郑老师您好，高级Java工程师这个职位还在招吗？', 180],
  ['pm', 'xh-member-a2', '在招的，客户这周希望看到3份以上的简历。', 175],
  ['xh-member-a2', 'pm', '好的，我今天推荐两位候选人过去。', 170],
  ['pm', 'xh-member-a2', '收到，推荐报告里请写清楚期望薪资。', 60],
  ['xh-leader-a', 'xh-member-a2', '本周的面试安排记得同步到群里。', 30],
  ['assistant', 'xh-member-b1', '您推荐的候选人企业已通过，请留意面试预约。', 20],
];

/**
 * The chat's demo world: a member of team A talks with the PM and their leader, a member of
 * team B has an unread note from the PM assistant, so the chat has content on first start.
 */
export async function seedDemoChat(db: Db, now: number): Promise<void> {
  const contacts = new Map<string, typeof chatContacts.$inferInsert>();
  const rows = DEMO_CHAT.map(([from, to, body, ago], i) => {
    const sentAt = new Date(now - ago * MINUTE);
    const fromUserId = seedId(`user:${from}`);
    const toUserId = seedId(`user:${to}`);
    const last = { lastMessage: body, lastAt: sentAt };
    const mine = contacts.get(`${fromUserId}:${toUserId}`);
    contacts.set(`${fromUserId}:${toUserId}`, {
      ownerId: fromUserId,
      peerId: toUserId,
      unread: 0,
      peerWrote: mine?.peerWrote ?? null,
      ...last,
    });
    const theirs = contacts.get(`${toUserId}:${fromUserId}`);
    contacts.set(`${toUserId}:${fromUserId}`, {
      ownerId: toUserId,
      peerId: fromUserId,
      // Read up to the last hour: only newer messages are unread.
      unread: (theirs?.unread ?? 0) + (ago <= 60 ? 1 : 0),
      peerWrote: theirs?.peerWrote ?? sentAt,
      ...last,
    });
    return { msgId: `demo-chat-${i + 1}`, fromUserId, toUserId, type: 'txt' as const, body, sentAt };
  });
  await db.insert(chatMessages).values(rows);
  await db.insert(chatContacts).values([...contacts.values()]);
}
