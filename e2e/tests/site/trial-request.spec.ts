import { expect, type Page, test } from '@playwright/test';
import { shoot, signInToConsole } from '../support/app';

function trialDialog(page: Page) {
  return page.getByRole('dialog', { name: '预约产品介绍与演示' });
}

test('联系我们 in the header opens the trial dialog: 520 wide, the work-messenger code and the request to scan it', async ({ page }) => {
  await page.goto('/solutions');
  await page.getByRole('banner').getByRole('button', { name: '联系我们' }).click();
  const dialog = trialDialog(page);
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(520);
  const code = dialog.getByRole('img', { name: /企业微信二维码/ });
  await expect(code).toBeVisible();
  expect(await code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog).toContainText('请使用企业微信扫描二维码');
  await expect(dialog).toContainText('为您安排产品介绍和演示');
  await shoot(page, 'site-trial-dialog');

  // Every field is checked before anything is sent.
  await dialog.getByRole('button', { name: '提交申请' }).click();
  for (const message of ['请输入姓名', '请输入手机号', '请输入公司名称', '请输入所在城市'])
    await expect(dialog.getByText(message)).toBeVisible();
  await dialog.getByLabel('手机号').fill('12345678901');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a request sent from the home page reaches the console, where staff follow it up', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('main').getByRole('button', { name: '预约演示' }).click();
  const dialog = trialDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('姓名').fill('宋清远');
  await dialog.getByLabel('手机号').fill('139 8765 4321');
  await dialog.getByLabel('公司名称').fill('南京致远人才咨询有限公司');
  await dialog.getByLabel('所在城市').fill('南京');
  const sent = page.waitForResponse((r) => r.url().includes('/api/free/add/apply') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog.getByRole('status')).toContainText('提交成功');
  await expect(dialog.getByRole('status')).toContainText('13987654321');

  await signInToConsole(page, '13700000000');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '试用申请' }).click();
  await expect(page).toHaveURL(/\/ops\/trials$/);
  const row = page.getByTestId('trial-row').filter({ hasText: '南京致远人才咨询有限公司' });
  await expect(row).toContainText('宋清远');
  await expect(row).toContainText('13987654321');
  await expect(row.getByTestId('trial-status')).toHaveText('待跟进');
  await shoot(page, 'ops-trials');

  await row.getByRole('button', { name: '跟进' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: '跟进 · 宋清远' });
  await modal.getByLabel('跟进备注').fill('已电话沟通，约周四下午线上演示');
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已标记为已联系')).toBeVisible();
  await expect(row.getByTestId('trial-status')).toHaveText('已联系');
  await expect(row).toContainText('已电话沟通，约周四下午线上演示');
  await expect(row).toContainText('平台管理员');

  // The same request went to the sales outbox, which the admin reads in the console.
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '发件箱' }).click();
  await expect(page).toHaveURL(/\/ops\/outbox$/);
  const mail = page.getByTestId('outbox-row').filter({ hasText: '【试用申请】南京致远人才咨询有限公司 · 宋清远（南京）' });
  await expect(mail).toContainText('sales@lietou-platform.cn');
  await mail.getByRole('button').click();
  await expect(page.getByTestId('outbox-text')).toContainText('手机号：13987654321');
  await shoot(page, 'ops-outbox');
});

test('BD follows trial requests up, without the outbox; a PM has neither', async ({ page }) => {
  await signInToConsole(page, '13700000003');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '试用申请' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '发件箱' })).toHaveCount(0);
});

test('a PM has no trial requests in the menu, and their address shows 页面不存在', async ({ page }) => {
  await signInToConsole(page, '13700000001');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '订单流转' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '试用申请' })).toHaveCount(0);
  await page.goto('/ops/trials');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
});
