import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { MEMBER, MEMBER_NAME, PM } from '../orders/order-helpers';
import { shoot, signInToConsole, signInToWorkspace, stamped } from '../support/app';

/** A real PNG (a blue-grey card with a band) the browser can draw, made here so the journey needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const band = y > height / 3 && y < (height * 2) / 3;
      rows.set(band ? [22, 119, 255] : [230, 236, 245], y * (width * 3 + 1) + 1 + x * 3);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function data<T>(request: APIRequestContext, path: string, payload: unknown = {}): Promise<T> {
  const body = (await (await request.post(stamped(path), { data: payload })).json()) as { state: number; data: T };
  expect(body.state).toBe(1);
  return body.data;
}

/** The picture has really been drawn (its bytes came back and decoded). */
const drawn = (image: Locator) =>
  expect.poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

async function attach(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId('chat-file-input').setInputFiles({ name, mimeType, buffer });
}

test('a consultant sends the PM a picture and a file; the PM sees the thumbnail and downloads the file; a third party cannot', async ({
  page,
  browser,
}) => {
  const staff = await browser.newContext();
  const pm = await staff.newPage();
  await signInToConsole(pm, PM);
  const pmId = (await data<{ easemobId: string }>(pm.request, '/api/easemob/im/add/user.json')).easemobId;

  await signInToWorkspace(page, MEMBER);
  const memberId = (await data<{ easemobId: string }>(page.request, '/api/easemob/im/add/user.json')).easemobId;
  // The PM asked for the material first, so the conversation is there to open.
  await data(pm.request, '/api/easemob/im/add/message.json', {
    msgId: `e2e-files-${Date.now()}`,
    fromEasemobId: pmId,
    toEasemobId: memberId,
    type: 'txt',
    message: '您好，请把候选人的材料发我看看。',
  });
  // Opened on that contact (?to=): the conversation shows, not the empty list.
  await page.goto(`/index/chat?to=${pmId}`);
  await expect(page.getByTestId('chat-messages')).toContainText('请把候选人的材料发我看看');
  await expect(page.getByRole('button', { name: '添加图片或文件' })).toBeVisible();
  await attach(page, '职位截图.png', 'image/png', png(320, 200));
  await drawn(page.getByTestId('chat-image').last());
  await attach(page, '候选人简历.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('chat-file').last()).toContainText('候选人简历.pdf');
  // A kind the chat does not carry: refused with the spec's error line and a retry, nothing sent.
  await attach(page, '备注.txt', 'text/plain', Buffer.from('只是文字'));
  await expect(page.getByTestId('chat-send-error')).toContainText('Error:422, 只能发送JPG、PNG、GIF图片');
  await expect(page.getByTestId('chat-send-failed')).toContainText('发送失败');
  await shoot(page, 'chat-files-consultant');

  // The PM: the picture as a thumbnail, the file as a link that downloads.
  await pm.goto('/ops/chat');
  await pm.getByTestId('chat-contact').filter({ hasText: MEMBER_NAME }).click();
  await drawn(pm.getByTestId('chat-image').last());
  const fileLink = pm.getByTestId('chat-file').last();
  await expect(fileLink).toContainText('候选人简历.pdf');
  await expect(pm.getByTestId('chat-messages')).not.toContainText('备注.txt');
  const href = (await fileLink.getAttribute('href')) ?? '';
  const fileId = new URL(href, 'http://x').searchParams.get('fileId') ?? '';
  const download = await pm.request.get(stamped(`/api/easemob/im/file.json?fileId=${fileId}`));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect((await download.body()).equals(PDF)).toBe(true);
  await shoot(pm, 'chat-files-pm');

  // A colleague of the sender is no side of the conversation: the file answers as missing.
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signInToWorkspace(colleague, '13800000012');
  expect((await colleague.request.get(stamped(`/api/easemob/im/file.json?fileId=${fileId}`))).status()).toBe(404);
  await other.close();
  await staff.close();
});
