import { expect, test } from '@playwright/test';
import { signInToWorkspace } from '../support/app';

/** Issue 23 §2: the work-messenger QR tip shows until closed, and stays closed. */
test('the QR tip shows on the workbench until closed, and stays closed after a reload', async ({ page }) => {
  await signInToWorkspace(page, '13800000012');
  const tip = page.getByTestId('qr-tip');
  await expect(tip).toBeVisible();
  await expect(tip.getByRole('img', { name: '平台客服企业微信二维码' })).toBeVisible();
  const closed = page.waitForResponse((r) => r.url().includes('/api/lietou/qrcodeReadState/change?state=1') && r.ok());
  await tip.getByRole('button', { name: '关闭二维码提示' }).click();
  await closed;
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeAttached();
  await expect(page.getByTestId('glad-tidings')).toBeVisible();
  await expect(page.getByTestId('qr-tip')).toHaveCount(0);
});
