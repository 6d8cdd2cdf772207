import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';

const MEMBER = '13800000012';

interface ImapServer {
  host: string;
  port: number;
  user: string;
  password: string;
}

/**
 * A private Dovecot for this journey, started through the server's test helper
 * (apps/server/src/test/dovecot-serve.ts); null when the dovecot binary is absent, and then only
 * the refusal of a server that cannot be reached is shown.
 */
let server: ChildProcess | null = null;
let imap: ImapServer | null = null;

test.beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/test/dovecot-serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: server?.stdout as NodeJS.ReadableStream });
    lines.once('line', resolve);
    server?.once('exit', (code) => reject(new Error(`dovecot-serve exited (${code})`)));
  });
  const answer = JSON.parse(first) as ImapServer | { absent: true };
  if ('absent' in answer) {
    if (process.env.TEST_REQUIRE_DOVECOT === '1') throw new Error('TEST_REQUIRE_DOVECOT=1 but dovecot is absent');
    console.warn('mailbox.spec: dovecot is absent — only the refusal path is shown (apt-get install dovecot-imapd for the whole journey)');
  } else imap = answer;
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
});

test('a consultant binds a work mailbox on the settings page after a refused attempt, sees its collection, and unbinds it', async ({
  page,
}) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/callSettings');
  const card = page.getByTestId('mailbox-binding');
  await expect(card).toContainText('绑定工作邮箱后');

  const fill = async (values: { email: string; password: string; host: string; port: number; ssl: boolean }) => {
    await card.getByLabel('邮箱地址').fill(values.email);
    await card.getByLabel('密码或授权码').fill(values.password);
    await card.getByLabel('IMAP服务器').fill(values.host);
    const ssl = card.getByRole('switch', { name: 'SSL' });
    if ((await ssl.getAttribute('aria-checked')) !== String(values.ssl)) await ssl.click();
    await card.getByLabel('端口').fill(String(values.port));
  };

  // A server that cannot be reached: refused with a Chinese message, nothing bound.
  await fill({ email: 'hr@mail.test', password: 'whatever', host: '127.0.0.1', port: 1, ssl: false });
  await card.getByRole('button', { name: '验证并绑定' }).click();
  await expect(page.getByTestId('mailbox-refusal')).toHaveText('无法连接邮件服务器，请检查服务器地址、端口和SSL设置');
  await shoot(page, 'mailbox-refused', card);
  // An address of the internal network is refused before any connection is tried.
  await fill({ email: 'hr@mail.test', password: 'whatever', host: '10.0.0.1', port: 993, ssl: true });
  await card.getByRole('button', { name: '验证并绑定' }).click();
  await expect(page.getByTestId('mailbox-refusal')).toHaveText('该服务器地址指向内部网络，无法绑定；请填写邮箱服务商提供的IMAP服务器地址');
  await page.reload();
  await expect(page.getByTestId('mailbox-binding').getByRole('button', { name: '验证并绑定' })).toBeVisible();
  if (!imap) return;

  // A wrong password at a real IMAP server: the login is refused.
  await fill({ email: imap.user, password: 'wrong-password', host: imap.host, port: imap.port, ssl: false });
  await card.getByRole('button', { name: '验证并绑定' }).click();
  await expect(page.getByTestId('mailbox-refusal')).toContainText('邮箱登录失败');

  // The right one binds; the first collection runs at once.
  await card.getByLabel('密码或授权码').fill(imap.password);
  await card.getByRole('button', { name: '验证并绑定' }).click();
  await expect(page.getByText('邮箱已绑定')).toBeVisible();
  await expect(card).toContainText(imap.user);
  await expect(card).toContainText(`${imap.host}:${imap.port}`);
  await expect(card.getByRole('link', { name: '查看导入记录' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('mailbox-binding')).toContainText('0封新邮件', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await shoot(page, 'mailbox-bound', page.getByTestId('mailbox-binding'));

  await page.getByTestId('mailbox-binding').getByRole('button', { name: '解绑邮箱' }).click();
  await page.getByRole('button', { name: '解绑', exact: true }).click();
  await expect(page.getByText('邮箱已解绑')).toBeVisible();
  await expect(page.getByTestId('mailbox-binding').getByRole('button', { name: '验证并绑定' })).toBeVisible();
});
