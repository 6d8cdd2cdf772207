import { expect, test } from '@playwright/test';
import { answerWith, shoot, signInToWorkspace } from '../support/app';

const crashReport = (body: string | null) => {
  const entry = JSON.parse(body ?? '{}') as { event?: string; detail?: { message?: string; step?: string } };
  return entry.event === 'crash' ? entry : null;
};

test('a shell that cannot be drawn shows the crash screen, reports it, and reloads', async ({ page }) => {
  await signInToWorkspace(page, '13800000010');
  // The user data arrives malformed: the shell cannot build its menu and throws.
  await page.route('**/api/commonUserInfo/myInfoData.json?*', (route) =>
    answerWith(route, (real) => ({ ...(real as object), data: { user: null } })),
  );
  const reported = page.waitForRequest((r) => r.url().includes('/api/lietou/behavior/log') && crashReport(r.postData()) !== null);
  await page.goto('/index/businessdata');

  await expect(page.getByRole('heading', { name: '页面奔溃啦' })).toBeVisible();
  await expect(page.getByText('页面出现了错误，暂时无法显示')).toBeVisible();
  const reload = page.getByRole('button', { name: '重新加载' });
  await expect(reload).toBeVisible();
  const report = crashReport((await reported).postData());
  expect(report?.detail?.message).toBeTruthy();
  await shoot(page, 'crash');

  await page.unroute('**/api/commonUserInfo/myInfoData.json?*');
  await reload.click();
  await expect(page.getByRole('heading', { name: '业务数据统计' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '页面奔溃啦' })).toHaveCount(0);
});

test('a page that crashes inside the workspace counts down 5 seconds to the dashboard', async ({ page }) => {
  await signInToWorkspace(page, '13800000025');
  await page.route('**/api/lietou/sysLog/list?*', (route) =>
    answerWith(route, (real) => ({ ...(real as object), data: { sysMsgVos: 'broken' } })),
  );
  await page.goto('/index/messages');

  await expect(page.getByRole('heading', { name: '页面奔溃啦' })).toBeVisible();
  await expect(page.getByText(/秒后自动返回工作台/)).toBeVisible();
  // The frame stays: the menu is still there around the crash text.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await shoot(page, 'countdown');

  await expect(page).toHaveURL(/\/index\/dashboard$/, { timeout: 8_000 });
  await expect(page.getByText('数据概览')).toBeVisible();
});
