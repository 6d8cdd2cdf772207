import type { ChatContact, ChatFile, ChatMessage, MessagePage } from '@hh/domain/chat/chat.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

/** Pictures and files in the chat: uploaded through the platform's limits, read by the two sides of a message only. */
let t: TestApp;
let member: Caller;
let colleague: Caller;
let otherFirm: Caller;
let pm: Caller;
const memberId = seedId('user:xh-member-a1');
const pmId = seedId('user:pm');
let counter = 0;
const msgId = () => `file-msg-${Date.now()}-${++counter}`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n%test\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(caller: Caller, name: string, content: Buffer) {
  const boundary = '----hh-chat-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return caller.call<ChatFile>('POST', '/api/easemob/im/upload/file.json', {
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const sendFile = (caller: Caller, from: string, to: string, type: 'img' | 'file', fileId: string | undefined, id = msgId()) =>
  caller.post<ChatMessage>('/api/easemob/im/add/message.json', { msgId: id, fromEasemobId: from, toEasemobId: to, type, fileId });
const download = (caller: Caller, fileId: string) => caller.get('/api/easemob/im/file.json', { fileId });

beforeAll(async () => {
  t = await createTestApp({ config: { chatRate: { max: 100, windowMs: 60_000 } } });
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000010');
  colleague = await signedIn(t.app, '13800000011');
  otherFirm = await signedIn(t.app, '13900000010');
  pm = await signedIn(t.app, '13700000001');
});
afterAll(async () => t?.close());

describe('chat pictures and files', () => {
  it('sends a picture the receiver sees as a picture and downloads; a third party gets 404', async () => {
    const up = await upload(member, '简历截图.png', PNG);
    expect(up.body.state).toBe(1);
    expect(up.body.data).toMatchObject({ name: '简历截图.png', mime: 'image/png', image: true, size: PNG.length });
    const sent = await sendFile(member, memberId, pmId, 'img', up.body.data.fileId);
    expect(sent.body.state).toBe(1);
    expect(sent.body.data).toMatchObject({ type: 'img', message: '简历截图.png', file: { fileId: up.body.data.fileId, image: true } });

    // The receiver: in the history with its file, in the contact list as [图片], and the bytes inline.
    const page = await pm.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: memberId });
    expect(page.body.data.data.at(-1)).toMatchObject({ type: 'img', file: { name: '简历截图.png' } });
    const contact = (await pm.post<ChatContact[]>('/api/easemob/im/query/chat.json')).body.data.find((c) => c.chatEasemobId === memberId);
    expect(contact?.lastMessage).toBe('[图片]');
    const got = await download(pm, up.body.data.fileId);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(String(got.headers['content-disposition'])).toMatch(/^inline/);
    expect(got.raw.rawPayload.equals(PNG)).toBe(true);
    expect((await download(member, up.body.data.fileId)).status).toBe(200);

    // Not a side of the conversation: a colleague of the sender, a consultant of another firm.
    for (const stranger of [colleague, otherFirm]) {
      const res = await download(stranger, up.body.data.fileId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('文件不存在');
    }
  });

  it('sends a PDF as a file download with its name', async () => {
    const up = await upload(pm, '职位说明书.pdf', PDF);
    expect(up.body.data).toMatchObject({ mime: 'application/pdf', image: false });
    const sent = await sendFile(pm, pmId, memberId, 'file', up.body.data.fileId);
    expect(sent.body.data).toMatchObject({ type: 'file', message: '职位说明书.pdf' });
    const contact = (await member.post<ChatContact[]>('/api/easemob/im/query/chat.json')).body.data.find((c) => c.chatEasemobId === pmId);
    expect(contact?.lastMessage).toBe('[文件] 职位说明书.pdf');
    const got = await download(member, up.body.data.fileId);
    expect(got.status).toBe(200);
    expect(String(got.headers['content-disposition'])).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('职位说明书.pdf')}`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses other kinds, empty and oversized files, in Chinese', async () => {
    const exe = await upload(member, '工具.exe', Buffer.from('MZ\x90\x00not a picture'));
    expect(exe.status).toBe(422);
    expect(exe.body.message).toContain('只能发送JPG、PNG、GIF图片');
    // A picture by name only is refused too: the bytes decide.
    expect((await upload(member, '伪装.png', Buffer.from('hello, not a png'))).status).toBe(422);
    const empty = await upload(member, '空.png', Buffer.alloc(0));
    expect(empty.body.message).toBe('「空.png」是空文件');
    const big = await upload(member, '大图.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('「大图.png」超过10MB，请压缩后再上传');
  });

  it('sends only a file the sender uploaded, a picture only as a picture, and stores nothing otherwise', async () => {
    const before = (await pm.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: memberId })).body.data.data.length;
    const pmFile = await upload(pm, '内部.pdf', PDF);
    // Someone else's upload answers as missing.
    const forged = await sendFile(member, memberId, pmId, 'file', pmFile.body.data.fileId);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe('文件不存在');
    // …and so stays unreadable for the one who tried to send it.
    expect((await download(member, pmFile.body.data.fileId)).status).toBe(404);
    const pdf = await upload(member, '说明.pdf', PDF);
    const asPicture = await sendFile(member, memberId, pmId, 'img', pdf.body.data.fileId);
    expect(asPicture.status).toBe(422);
    expect(asPicture.body.message).toBe('只能以图片发送JPG、PNG或GIF图片');
    const missing = await sendFile(member, memberId, pmId, 'file', undefined);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('请选择要发送的文件');
    const after = (await pm.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: memberId })).body.data.data.length;
    expect(after).toBe(before);
  });

  it('stores a retried file message once', async () => {
    const up = await upload(member, '重发.png', PNG);
    const id = msgId();
    const first = await sendFile(member, memberId, pmId, 'img', up.body.data.fileId, id);
    const again = await sendFile(member, memberId, pmId, 'img', up.body.data.fileId, id);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, file: { fileId: up.body.data.fileId } });
  });
});
