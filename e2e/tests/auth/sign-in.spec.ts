import { expect, test } from '@playwright/test';
import { fillSignIn, shoot, signInToWorkspace, WORKSPACE_HOME } from '../support/app';

test.describe('sign-in page', () => {
  test('shows the product and the form, and checks the fields before calling the server', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('登录 - 猎头协作平台');
    await expect(page.getByRole('heading', { name: '猎头协作平台' })).toBeVisible();
    await expect(page.getByText('连接猎头公司与企业职位的协作工作台')).toBeVisible();
    await shoot(page, 'sign-in');

    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/login.json')) loginCalls += 1;
    });
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();

    await page.getByLabel('手机号').fill('1380000003');
    await page.getByLabel('密码', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('手机号格式不正确')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    // One failure on a demo account never comes near its lock (that is covered by the API tests).
    await fillSignIn(page, '13800000011', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('手机号或密码错误');
    await expect(page).toHaveURL(/\/login$/);
    await shoot(page, 'sign-in-error');
  });

  test('repeated failures warn before the lock (on a phone that does not exist)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    const phone = '13612345678';
    for (const expected of ['手机号或密码错误', '手机号或密码错误', '手机号或密码错误，再错3次将锁定15分钟']) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login.json'));
      await fillSignIn(page, phone, 'wrong-password');
      await answered;
      await expect(page.getByTestId('login-error')).toHaveText(expected);
    }
  });

  test('the button is disabled while signing in', async ({ page }) => {
    await page.goto('/login');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    await page.route('**/api/login.json', async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    await fillSignIn(page, '13612340000', 'not-the-password');
    const button = page.getByRole('button', { name: /登录中/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.click({ force: true });
    release();
    await expect(page.getByTestId('login-error')).toBeVisible();
    expect(calls).toBe(1);
  });

  test('after sign-in the user goes back to the address that sent them to sign in', async ({ page }) => {
    await page.goto('/index/messages?page=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fmessages%3Fpage%3D1$/);
    await fillSignIn(page, '13800000012');
    await expect(page).toHaveURL(/\/index\/messages\?page=1$/);
    await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  });
});

test('sign out returns to /login, and the workspace then asks to sign in', async ({ page }) => {
  await signInToWorkspace(page, '13800000020');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\?requesttime=\d{14}$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  await page.goto(WORKSPACE_HOME);
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fdashboard$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});

test('the public site leads to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});
