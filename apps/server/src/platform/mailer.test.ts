import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, isOutboxFileName, listOutbox, readOutboxMessage, readOutboxRaw } from './mailer';

const FROM = '猎头协作平台 <noreply@lietou-platform.cn>';
const outbox = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'hh-mail-')), 'outbox');

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an RFC 822 .eml file that the outbox lists and shows', async () => {
    const dir = outbox();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: dir });
    const sent = await mailer.send({
      to: 'sales@lietou-platform.cn',
      subject: '【试用申请】杭州远见人才 · 王敏',
      text: '姓名：王敏\n手机号：13912345678',
      html: '<p>姓名：王敏</p>',
      attachments: [{ filename: '订单.xlsx', content: Buffer.from('xlsx bytes'), contentType: 'application/vnd.ms-excel' }],
    });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);

    const listed = await listOutbox(dir, { limit: 20, offset: 0 });
    expect(listed.total).toBe(1);
    const [entry] = listed.items;
    expect(entry).toMatchObject({ to: 'sales@lietou-platform.cn', subject: '【试用申请】杭州远见人才 · 王敏' });
    expect(isOutboxFileName(entry?.file ?? '')).toBe(true);
    expect(entry?.size).toBeGreaterThan(100);

    const raw = (await readOutboxRaw(dir, entry?.file ?? ''))?.toString('utf8') ?? '';
    expect(raw).toMatch(/^From: =\?UTF-8\?.+\?= <noreply@lietou-platform\.cn>\r$/m);
    expect(raw).toMatch(/^To: sales@lietou-platform\.cn\r$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(raw).toMatch(/Content-Type: multipart\/mixed/);
    expect(raw).toContain("Content-Disposition: attachment; filename*0*=utf-8''%E8%AE%A2%E5%8D%95.xlsx");

    const message = await readOutboxMessage(dir, entry?.file ?? '');
    expect(message).toMatchObject({
      from: FROM,
      text: '姓名：王敏\n手机号：13912345678',
      html: '<p>姓名：王敏</p>',
      attachments: [{ filename: '订单.xlsx', contentType: 'application/vnd.ms-excel', size: 10 }],
    });
  });

  it('lists newest first and pages', async () => {
    const dir = outbox();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: dir });
    for (let i = 1; i <= 5; i++) await mailer.send({ to: 'a@b.cn', subject: `第${i}封`, text: String(i) });
    const first = await listOutbox(dir, { limit: 2, offset: 0 });
    expect(first.total).toBe(5);
    expect(first.items.map((m) => m.subject)).toEqual(['第5封', '第4封']);
    const last = await listOutbox(dir, { limit: 2, offset: 4 });
    expect(last.items.map((m) => m.subject)).toEqual(['第1封']);
    // Only finished messages are listed: no temporary or sidecar files.
    expect((await readdir(dir)).filter((f) => f.endsWith('.eml'))).toHaveLength(5);
  });

  it('answers an empty outbox before anything was sent', async () => {
    expect(await listOutbox(outbox(), { limit: 20, offset: 0 })).toEqual({ items: [], total: 0 });
  });

  it.each(['../data.key', 'x.eml', '2026-11-21T20-30-00-123Z-0123abcd.eml/../../secret', '/etc/passwd'])(
    'refuses the file name %j without touching the disk',
    async (name) => {
      const dir = outbox();
      expect(isOutboxFileName(name)).toBe(false);
      expect(await readOutboxMessage(dir, name)).toBeNull();
      expect(await readOutboxRaw(dir, name)).toBeNull();
    },
  );

  it('answers a well-formed name that is not there as missing', async () => {
    const dir = outbox();
    await createMailer({ smtpUrl: undefined, from: FROM, outboxDir: dir }).send({ to: 'a@b.cn', subject: 's', text: 't' });
    expect(await readOutboxMessage(dir, '2001-01-01T00-00-00-000Z-00000000.eml')).toBeNull();
  });
});

describe('the SMTP mailer (SMTP_URL set)', () => {
  it('sends through SMTP and writes nothing to the outbox', async () => {
    const dir = outbox();
    // Nothing listens on port 1: the send must fail at the SMTP connection, not land in the outbox.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: FROM, outboxDir: dir });
    await expect(mailer.send({ to: 'a@b.cn', subject: 's', text: 't' })).rejects.toThrow(/ECONNREFUSED|connect/);
    await expect(readFile(path.join(dir, 'x'))).rejects.toThrow();
    expect(await listOutbox(dir, { limit: 20, offset: 0 })).toEqual({ items: [], total: 0 });
  });
});
