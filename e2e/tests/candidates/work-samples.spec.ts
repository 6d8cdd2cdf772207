import { expect, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';

// A real 1×1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a consultant uploads a work sample and chooses to show it in the share view', async ({ page }) => {
  // The version-notice journey needs this user's notice unread.
  await signInToWorkspace(page, '13800000011', { leaveNoticeUnread: true });
  await page.goto('/index/recuit/myRecruit');
  await page.getByTestId('talent-list').locator('tbody tr.ant-table-row').first().getByRole('link').first().click();
  const card = page.getByTestId('work-samples');
  await expect(card).toContainText('还没有作品');

  await card.locator('input[type=file]').setInputFiles({ name: '交互设计作品集.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('作品已上传')).toBeVisible();
  await expect(card).toContainText('交互设计作品集.png');
  await card.locator('input[type=file]').setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('作品说明') });
  await expect(page.getByText('作品只支持PDF、Word（docx）、JPG和PNG文件')).toBeVisible();

  // Off by default: the share view does not show the works.
  await page.getByRole('link', { name: '分享预览' }).click();
  await expect(page.getByTestId('work-samples')).toHaveCount(0);
  await page.goBack();

  await page.getByRole('switch', { name: '在分享页展示作品' }).click();
  await expect(page.getByText('分享页将展示作品')).toBeVisible();
  await shoot(page, 'candidates-work-samples', page.getByTestId('work-samples'));
  await page.getByRole('link', { name: '分享预览' }).click();
  await expect(page.getByTestId('work-samples')).toContainText('交互设计作品集.png');
  await expect(page.getByTestId('work-samples').getByRole('switch')).toHaveCount(0);
});
