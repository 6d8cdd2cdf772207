import { expect, test } from '@playwright/test';

// Reads persist for the run: these users sign in nowhere else before (13800000011 only fails once).
import { closeDialogWith, confirmVersionNotice, shoot, signInToWorkspace, versionNoticeDialog } from '../support/app';

test('the version notice opens on first load and not again once confirmed', async ({ page }) => {
  const notice = await signInToWorkspace(page, '13800000021', { keepNotice: true });
  expect(notice?.readState).toBe(0);
  const dialog = versionNoticeDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('工作台 2.6.0 版本更新')).toBeVisible();
  // Line breaks of the content are kept: each item is on its own line.
  const content = dialog.getByTestId('version-notice-content');
  await expect(content).toHaveCSS('white-space', 'pre-line');
  expect((await content.innerText()).split('\n')).toHaveLength(5);
  await expect(content).toContainText('1. 订单列表支持按面试时间筛选');
  await shoot(page, 'version-notice');

  const marked = page.waitForRequest((r) => /\/api\/lietou\/sysLog\/upgradeMsg\/read\/[^/?]+/.test(r.url()) && r.method() === 'POST');
  await confirmVersionNotice(page);
  await marked;

  // Listen before reloading: the check can answer before reload() returns.
  const checked = page.waitForResponse((r) => r.url().includes('/api/lietou/sysLog/upgradeMsg?'));
  await page.reload();
  await expect(page.getByText('数据概览')).toBeVisible();
  await checked;
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
});

test('closing the notice with × also marks it read', async ({ page }) => {
  await signInToWorkspace(page, '13800000011', { keepNotice: true });
  const dialog = versionNoticeDialog(page);
  await expect(dialog).toBeVisible();
  await closeDialogWith(dialog.getByRole('button', { name: /close|关闭/i }), dialog);

  const checked = page.waitForResponse((r) => r.url().includes('/api/lietou/sysLog/upgradeMsg?'));
  await page.goto('/index/messages');
  await checked;
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
});
