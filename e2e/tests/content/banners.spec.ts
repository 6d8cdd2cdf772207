import { expect, test } from '@playwright/test';
import { shoot, signInToConsole, signInToWorkspace } from '../support/app';
import { expectAccessible } from '../support/axe';

/** Issue 23 §1: platform staff publish banners and keep the gray list; the workbench picks by spec 001 §4. */

test('the admin publishes a gray banner in the console; a gray-listed consultant sees it, others the normal one', async ({
  browser,
  page,
}) => {
  await signInToConsole(page, '13700000000');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '横幅管理' }).click();
  await expect(page.getByRole('heading', { name: '横幅管理', level: 1 })).toBeVisible();
  // The seeded gray list: 陈志强 and 孙卫东, phones masked.
  const gray = page.getByRole('region', { name: '灰度名单' });
  await expect(gray.getByRole('row', { name: /陈志强/ })).toContainText('138****0020');
  await expect(gray.getByRole('row', { name: /孙卫东/ })).toBeVisible();

  // A new gray banner, first in order (sort 0; the seeded ones are 10, 20, 30).
  await page.getByRole('button', { name: '新建横幅' }).click();
  const dialog = page.getByRole('dialog', { name: '新建横幅' });
  await dialog.getByLabel('标题').fill('灰度专享：新版订单看板');
  await dialog.getByLabel('说明').fill('灰度用户先行体验新版订单看板。');
  await dialog.getByLabel('链接', { exact: true }).fill('/index/bills/mybills');
  await dialog.getByLabel('上线').click();
  await dialog.getByRole('checkbox', { name: '仅灰度名单可见' }).check();
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /灰度专享：新版订单看板/ });
  await expect(row).toContainText('展示中');
  await expect(row).toContainText('灰度用户');
  await expectAccessible(page, '/ops/banners');
  await shoot(page, 'banners-console');

  // 陈志强 is gray-listed: his workbench shows the new gray banner.
  const grayContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const grayPage = await grayContext.newPage();
  await signInToWorkspace(grayPage, '13800000020');
  await expect(grayPage.getByTestId('dashboard-banner')).toContainText('灰度专享：新版订单看板');
  await grayContext.close();

  // 王思琪 is not: she gets the first normal banner that is live.
  const normalContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const normalPage = await normalContext.newPage();
  await signInToWorkspace(normalPage, '13800000010');
  await expect(normalPage.getByTestId('dashboard-banner')).toBeVisible();
  await expect(normalPage.getByTestId('dashboard-banner')).not.toContainText('灰度专享');
  await normalContext.close();

  // The admin takes 陈志强 off the gray list.
  await gray
    .getByRole('row', { name: /陈志强/ })
    .getByRole('button', { name: '移出' })
    .click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(gray.getByRole('row', { name: /陈志强/ })).toHaveCount(0);
});
