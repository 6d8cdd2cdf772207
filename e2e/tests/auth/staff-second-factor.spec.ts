import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../../../scripts/totp.mjs';
import { fillSignIn, shoot, signInToConsole, stamped } from '../support/app';
import { DEMO_TOTP_SECRET, enterStaffCode, lastUsedStep } from '../support/staff-code';

/** 许嘉言, a BD who joined just now: no authenticator yet (apps/server/src/db/seed/demo-accounts.ts). */
const NEWCOMER = '13700000009';
const ASSISTANT = '13700000002';
const REUSED = '该动态验证码已使用，请等待验证器显示下一个验证码';
/** A console write BD may make; its request does not exist, so a write that passes the guard answers 404. */
const TRIAL_WRITE = '/api/ops/trials/00000000-0000-4000-8000-000000000000/follow-up';

/** A 6-digit code none of the three steps around now would give. */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c)) as string;
}

async function trialWrite(page: Page) {
  const answer = await page.request.post(stamped(TRIAL_WRITE), { data: { status: 'contacted' } });
  return { status: answer.status(), message: ((await answer.json()) as { message: string }).message };
}

test('a new staff member enrols an authenticator at 安全设置, then signs in with its code or a recovery code', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await fillSignIn(page, NEWCOMER);
  // Without an authenticator the password opens the console, which sends the member to enrol one.
  await page.waitForURL('**/ops/security');
  await expect(page.getByRole('heading', { name: '安全设置', level: 1 })).toBeVisible();
  await expect(page.getByText('请先绑定验证器')).toBeVisible();
  expect(await trialWrite(page)).toEqual({ status: 403, message: '请先完成动态验证码验证' });

  await page.getByRole('button', { name: '获取密钥' }).click();
  await expect(page.getByRole('img', { name: '绑定验证器的二维码' })).toBeVisible();
  const secret = ((await page.getByTestId('enrol-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shoot(page, 'ops-security-enrol', page.getByRole('button', { name: '确认绑定' }));

  const code = page.getByLabel('动态验证码');
  await code.fill(wrongCode(secret));
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '动态验证码错误' })).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: '确认绑定' }).click();

  const shown = page.getByTestId('recovery-codes').locator('code');
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allTextContents();
  await shoot(page, 'ops-security-recovery-codes', page.getByRole('button', { name: '我已保存' }));
  await page.getByRole('button', { name: '我已保存' }).click();
  const status = page.getByTestId('security-status');
  await expect(status).toContainText('已启用');
  await expect(status).toContainText('已验证');
  await expect(status).toContainText('10 个');
  await expect(page.getByRole('heading', { name: '重新生成恢复码' })).toBeVisible();
  await shoot(page, 'ops-security');
  // This session passed the factor when the first code confirmed the secret: the write reaches the route.
  expect((await trialWrite(page)).status).toBe(404);

  await page.getByRole('button', { name: '退出登录' }).first().click();
  await page.waitForURL(/\/login\?requesttime=\d+$/);
  await fillSignIn(page, NEWCOMER);
  await expect(page.getByTestId('second-factor-intro')).toContainText('137****0009');
  await expect(page.getByLabel('动态验证码')).toBeFocused();
  await shoot(page, 'sign-in-code-step');

  await page.getByLabel('动态验证码').fill(wrongCode(secret));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('动态验证码错误');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await shoot(page, 'sign-in-code-wrong');

  await page.getByRole('button', { name: '无法使用验证器？改用恢复码' }).click();
  await page.getByLabel('恢复码').fill(recoveryCodes[0] as string);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/ops\/[a-z]+$/);
  await page.goto('/ops/security');
  await expect(page.getByTestId('security-status')).toContainText('9 个');
});

test('a code already used is refused with its own message, and the next step signs in', async ({ browser }) => {
  const first = await browser.newPage();
  await signInToConsole(first, ASSISTANT);
  const used = lastUsedStep(ASSISTANT);
  expect(used).toBeDefined();

  // A second browser, as another journey would be, types the code the first one used.
  const second = await browser.newPage();
  await second.goto('/login');
  await fillSignIn(second, ASSISTANT);
  await second.getByLabel('动态验证码').fill(totpCode(DEMO_TOTP_SECRET, (used as number) * 30_000));
  await second.getByRole('button', { name: '登录', exact: true }).click();
  await expect(second.getByTestId('login-error')).toHaveText(REUSED);
  await enterStaffCode(second, ASSISTANT);
  await second.waitForURL(/\/ops\/[a-z]+$/);
  await first.close();
  await second.close();
});
