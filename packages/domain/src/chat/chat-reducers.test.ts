import { describe, expect, it } from 'vitest';
import type { ChatContact, ChatMessage } from './chat.schema';
import {
  adjustTotalUnread,
  applyIncoming,
  conversationMessages,
  mergeContacts,
  mergeMessages,
  newerId,
  openContact,
  previewOf,
  pruneContacts,
  selectAfterQuery,
} from './chat-reducers';
import { bookingPickRefusal, bookingTimesRefusal, type ChatParty, chatErrorText, mayTalk } from './chat-rules';
import { parseClientFrame, parseServerFrame, reconnectDelayMs, resumeAgainInMs, type ServerFrame, SOCKET_ERRORS } from './chat-socket';

const contact = (id: string, last: number | null, unread = 0, lastMessage: string | null = last === null ? null : 'hi'): ChatContact => ({
  chatEasemobId: id,
  chatUserId: id,
  chatUserName: `u${id}`,
  chatLastTime: last,
  lastMessage,
  type: 'chat',
  chatUserNoReadMsgCount: unread,
  chatUserRole: '',
});
const msg = (id: string, msgId: string, from: string, to: string, at: number, text = 'hello'): ChatMessage => ({
  id,
  msgId,
  fromEasemobId: from,
  toEasemobId: to,
  type: 'txt',
  message: text,
  fromCommonUserName: `u${from}`,
  msgSendTime: at,
  chatTime: at,
  booking: null,
  file: null,
});

describe('mergeContacts', () => {
  it.each([
    ['merges by chat id, incoming wins', [contact('a', 1), contact('b', 2)], [contact('a', 5)], ['a', 'b']],
    ['newest first', [contact('a', 1)], [contact('b', 3), contact('c', 2)], ['b', 'c', 'a']],
    ['no last time sorts last', [contact('a', null)], [contact('b', 1)], ['b', 'a']],
    ['empty', [], [], []],
  ])('%s', (_, current, incoming, order) => {
    expect(mergeContacts(current, incoming).map((c) => c.chatEasemobId)).toEqual(order);
  });
});

describe('mergeMessages', () => {
  it('drops duplicates by msgId and sorts by send time', () => {
    const merged = mergeMessages(
      [msg('2', 'm2', 'a', 'b', 20), msg('1', 'm1', 'a', 'b', 10)],
      [msg('2', 'm2', 'a', 'b', 20), msg('3', 'm0', 'b', 'a', 5)],
    );
    expect(merged.map((m) => m.msgId)).toEqual(['m0', 'm1', 'm2']);
  });
  it('keeps a msgId of two senders apart', () => {
    expect(mergeMessages([msg('1', 'same', 'a', 'b', 1)], [msg('2', 'same', 'b', 'a', 2)])).toHaveLength(2);
  });
  it('keeps only the newest of the cache', () => {
    const many = Array.from({ length: 12 }, (_, i) => msg(String(i + 1), `m${i}`, 'a', 'b', i));
    expect(mergeMessages([], many, 10).map((m) => m.id)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });
});

describe('conversationMessages', () => {
  it('shows every loaded history page even past the cache size', () => {
    const history = Array.from({ length: 520 }, (_, i) => msg(String(i + 1), `h${i}`, 'a', 'b', i));
    const live = [msg('521', 'l0', 'b', 'a', 600), msg('520', 'h519', 'a', 'b', 519)];
    const shown = conversationMessages(history, live);
    expect(shown).toHaveLength(521);
    expect(shown[0]?.msgId).toBe('h0');
    expect(shown.at(-1)?.msgId).toBe('l0');
  });
});

describe('previewOf', () => {
  it.each([
    ['txt', '你好', '你好'],
    ['img', '截图.png', '[图片]'],
    ['file', '职位说明书.pdf', '[文件] 职位说明书.pdf'],
    ['booking', '面试预约：…', '[面试预约]'],
  ] as const)('%s', (type, text, preview) => expect(previewOf({ ...msg('1', 'm', 'a', 'b', 1, text), type })).toBe(preview));
});

describe('applyIncoming', () => {
  it.each([
    ['raises the unread of a closed conversation', [contact('b', 1, 2)], null, false, 3, 1],
    ['keeps the open conversation at 0', [contact('b', 1, 2)], 'b', false, 0, 0],
    ['creates the contact', [], null, false, 1, 1],
    ['a message seen already changes nothing', [contact('b', 1, 2)], null, true, 2, 0],
  ])('%s', (_, contacts, open, seen, unread, delta) => {
    const result = applyIncoming(contacts, msg('9', 'x', 'b', 'me', 50), 'me', open, seen);
    expect(result.unreadDelta).toBe(delta);
    expect(result.contacts.find((c) => c.chatEasemobId === 'b')?.chatUserNoReadMsgCount).toBe(unread);
  });
  it('moves the contact to the top with its last message', () => {
    const result = applyIncoming([contact('a', 40), contact('b', 1)], msg('9', 'x', 'b', 'me', 50, '你好'), 'me', null, false);
    expect(result.contacts[0]).toMatchObject({ chatEasemobId: 'b', lastMessage: '你好', chatLastTime: 50 });
  });
  it('never counts my own message from another tab', () => {
    const result = applyIncoming([], msg('9', 'x', 'me', 'b', 50), 'me', null, false);
    expect(result.unreadDelta).toBe(0);
    expect(result.contacts[0]).toMatchObject({ chatEasemobId: 'b', chatUserNoReadMsgCount: 0 });
  });
});

describe('unread arithmetic and selection', () => {
  it.each([
    [3, -1, 2],
    [1, -5, 0],
    [0, -1, 0],
    [0, 2, 2],
  ])('%i %+i → %i', (total, delta, expected) => expect(adjustTotalUnread(total, delta)).toBe(expected));

  it('prunes contacts without a last message but keeps the open one', () => {
    const kept = pruneContacts([contact('a', 1), contact('b', null), contact('c', null)], 'c');
    expect(kept.map((c) => c.chatEasemobId)).toEqual(['a', 'c']);
  });

  it.each([
    ['current stays', [contact('a', 2, 4), contact('b', 1, 1)], 'b', 'b', 0],
    ['no current: the first is selected and reset', [contact('a', 2, 4), contact('b', 1, 1)], null, 'a', 4],
    ['current gone: the first', [contact('a', 2, 0)], 'z', 'a', 0],
    ['no contacts', [], 'z', null, 0],
  ])('%s', (_, contacts, current, selected, cleared) => {
    const s = selectAfterQuery(contacts, current);
    expect(s.currentId).toBe(selected);
    expect(s.cleared).toBe(cleared);
    if (selected)
      expect(s.contacts.find((c) => c.chatEasemobId === selected)?.chatUserNoReadMsgCount).toBe(
        selected === current ? contacts.find((c) => c.chatEasemobId === selected)?.chatUserNoReadMsgCount : 0,
      );
  });

  it('opening a conversation clears its unread', () => {
    expect(openContact([contact('a', 1, 3)], 'a')).toMatchObject({ cleared: 3, contacts: [{ chatUserNoReadMsgCount: 0 }] });
    expect(openContact([contact('a', 1, 3)], 'x').cleared).toBe(0);
  });

  it('keeps the newest id as the resume cursor', () => {
    expect(newerId(null, '5')).toBe('5');
    expect(newerId('12', '9')).toBe('12');
    expect(newerId('9', '12')).toBe('12');
  });
});

describe('who may talk', () => {
  const consultant = (id: string, firm: string, open = true): ChatParty => ({ userId: id, kind: 'consultant', firmId: firm, open });
  const staff = (id: string): ChatParty => ({ userId: id, kind: 'staff', firmId: null, open: true });
  const none = { receiverRunsProject: false, receiverWroteFirst: false };
  it.each([
    ['colleagues of one firm', consultant('a', 'f1'), consultant('b', 'f1'), none, 'ok'],
    ['consultants of two firms', consultant('a', 'f1'), consultant('b', 'f2'), none, 'other-firm'],
    ['consultant to a PM of a project', consultant('a', 'f1'), staff('p'), { ...none, receiverRunsProject: true }, 'ok'],
    ['consultant to staff who wrote first', consultant('a', 'f1'), staff('p'), { ...none, receiverWroteFirst: true }, 'ok'],
    ['consultant to other staff', consultant('a', 'f1'), staff('p'), none, 'staff-not-reachable'],
    ['staff to any consultant', staff('p'), consultant('a', 'f2'), none, 'ok'],
    ['staff to staff', staff('p'), staff('q'), none, 'ok'],
    ['to a closed account', consultant('a', 'f1'), consultant('b', 'f1', false), none, 'closed'],
    ['to oneself', consultant('a', 'f1'), consultant('a', 'f1'), none, 'self'],
  ] as const)('%s', (_, from, to, context, decision) => expect(mayTalk(from, to, context)).toBe(decision));
});

describe('booking times', () => {
  it.each([
    [[100, 200], 100, 50, null],
    [[100, 200], 150, 50, '请选择卡片上的面试时间'],
    [[100, 200], 100, 100, '该面试时间已过，请联系PM重新预约'],
  ])('pick %j %i at %i', (times, picked, now, refusal) => expect(bookingPickRefusal(times, picked, now)).toBe(refusal));
  it.each([
    [[100, 200], 50, null],
    [[100, 100], 50, '面试时间不能重复'],
    [[100, 40], 50, '面试时间必须晚于现在'],
  ])('propose %j at %i', (times, now, refusal) => expect(bookingTimesRefusal(times, now)).toBe(refusal));
});

describe('socket frames', () => {
  it.each([
    ['{"t":"ack","id":"12"}', { t: 'ack', id: '12' }],
    ['{"t":"resume","after":null}', { t: 'resume', after: null }],
    ['{"t":"ack","id":"x"}', null],
    ['not json', null],
    ['{"t":"send"}', null],
  ])('%s', (raw, frame) => expect(parseClientFrame(raw)).toEqual(frame));
  it('backs off and caps the delay', () => {
    expect([0, 1, 2, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 30000]);
  });
  it('asks for a resume again at once when more is waiting, and when the server says after a refusal for the budget', () => {
    const limited = parseServerFrame(
      JSON.stringify({ t: 'error', code: 'resume-limited', message: SOCKET_ERRORS['resume-limited'], retryAfterMs: 12_000 }),
    );
    expect(limited).not.toBeNull();
    const frames: [ServerFrame, number | null][] = [
      [{ t: 'resumed', more: true, cursor: '9' }, 0],
      [{ t: 'resumed', more: false, cursor: '9' }, null],
      [limited as ServerFrame, 12_000],
      // The resume still running answers a busy refusal.
      [{ t: 'error', code: 'resume-busy', message: SOCKET_ERRORS['resume-busy'], retryAfterMs: null }, null],
      [{ t: 'pong' }, null],
    ];
    for (const [frame, inMs] of frames) expect(resumeAgainInMs(frame), JSON.stringify(frame)).toBe(inMs);
  });
});

describe('chat call errors (spec 001 §8)', () => {
  it.each([
    [{ httpStatus: 429, state: 429, message: '发送太频繁，请稍后再试' }, 'Error:429, 发送太频繁，请稍后再试'],
    [{ httpStatus: 404, state: 404, message: '联系人不存在' }, 'Error:404, 联系人不存在'],
    // An answer of 200 whose envelope says it failed: the envelope's state is the status.
    [{ httpStatus: 200, state: 400, message: '请输入消息内容' }, 'Error:400, 请输入消息内容'],
    [{ httpStatus: 302, state: null, message: '服务返回的数据有误' }, 'Error:302, 服务返回的数据有误'],
    [{ httpStatus: null, state: null, message: '网络错误' }, 'Error:0, 网络错误'],
  ])('%j → %s', (failure, text) => expect(chatErrorText(failure)).toBe(text));
});
