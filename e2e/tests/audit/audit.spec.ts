import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { shoot, signInToConsole } from '../support/app';
import { expectAccessible } from '../support/axe';

/**
 * Issue 31: every console write leaves an audit row. The admin saves a banner, opens 操作审计,
 * finds the row by the actor, opens it to read the values before and after, and exports the search.
 */
test('the admin saves a banner, then finds it in 操作审计 by the actor, reads before and after, and exports', async ({ page }) => {
  // A save, a search, a download and pictures at two sizes: longer than one screen's journey on the shared machine.
  test.setTimeout(180_000);
  await signInToConsole(page, '13700000000');
  const menu = page.getByRole('navigation', { name: '主菜单' });

  // A console write: a new banner.
  await menu.getByRole('link', { name: '横幅管理' }).click();
  await expect(page.getByRole('heading', { name: '横幅管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建横幅' }).click();
  const dialog = page.getByRole('dialog', { name: '新建横幅' });
  await dialog.getByLabel('标题').fill('审计旅程：春季招聘季');
  await dialog.getByLabel('说明').fill('春季招聘季的专题横幅。');
  await dialog.getByLabel('链接', { exact: true }).fill('/index/position');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /审计旅程：春季招聘季/ })).toBeVisible();

  // 操作审计: the newest row is that save.
  await menu.getByRole('link', { name: '操作审计' }).click();
  await expect(page.getByRole('heading', { name: '操作审计', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/audit$/);

  // Filtered by the actor, kept in the address.
  const filters = page.getByRole('search', { name: '筛选操作记录' });
  await filters.getByLabel('操作人').fill('平台管理员');
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/actor=%E5%B9%B3%E5%8F%B0%E7%AE%A1%E7%90%86%E5%91%98/);
  const row = page.getByTestId('audit-row').filter({ hasText: '横幅' }).first();
  await expect(row).toContainText('平台管理员');
  await expect(row).toContainText('POST /api/ops/banners');
  await expect(page.getByTestId('audit-row').filter({ hasNotText: '平台管理员' })).toHaveCount(0);

  // Opened: the request, the address and the values the save wrote.
  await row.getByRole('button', { name: '展开行' }).click();
  const change = page.getByTestId('audit-change').first();
  await expect(change).toContainText('横幅已保存');
  const changes = change.getByRole('table', { name: '修改前后' });
  await expect(changes.getByRole('row', { name: /标题（title）/ })).toContainText('审计旅程：春季招聘季');
  await expectAccessible(page, '/ops/audit');
  await shoot(page, 'ops-audit', change);

  // The same search, exported.
  const download = page.waitForEvent('download');
  await filters.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^操作审计-\d{8}-\d{4}\.xlsx$/);
  const saved = await file.path();
  expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');

  // A reload keeps the filter; a search that matches nothing says so.
  await page.reload();
  await expect(filters.getByLabel('操作人')).toHaveValue('平台管理员');
  await filters.getByLabel('操作人').fill('没有这个人');
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('没有符合条件的操作记录')).toBeVisible();
  await expect(page.getByTestId('audit-total')).toHaveText('共 0 条操作记录');
  await shoot(page, 'ops-audit-empty');
});

test('操作审计 is the admin’s only: a PM has no menu entry and the address is not there for them', async ({ page }) => {
  await signInToConsole(page, '13700000001');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '横幅管理' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '操作审计' })).toHaveCount(0);
  await page.goto('/ops/audit');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
});
