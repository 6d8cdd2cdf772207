import { expect, type Page, test } from '@playwright/test';
import { pickOption, signInToWorkspace } from '../support/app';

const SHOTS = '/tmp/shots-b';
async function shots(page: Page, name: string) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
const coinsOf = async (page: Page) => Number((await page.getByTestId('coin-total').innerText()).replace(/\D/g, ''));

test('a consultant searches the shared library and shares a resume with the candidate’s consent', async ({ page }) => {
  await signInToWorkspace(page, '13800000010');
  await page.goto('/index/shareResume');
  await expect(page.getByRole('heading', { name: '共享简历库' })).toBeVisible();
  const rows = page.getByTestId('share-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Contacts are masked in the library.
  await expect(rows.first()).toContainText(/1\d{2}\*{4}\d{4}/);
  const all = Number((await page.getByTestId('share-total').innerText()).replace(/\D/g, ''));
  expect(all).toBeGreaterThan(20);
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('coin-total')).toContainText(/我的金币：\d+/);
  await shots(page, 'share-library');

  // Search: 本科, at least 3 years of work (sent as 0.3).
  await pickOption(page, page.getByLabel('学历'), '本科');
  await page.getByLabel('工作年限（年）下限').fill('3');
  const answered = page.waitForResponse((r) => r.url().includes('/api/shareResumeLibary/list') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const body = (await answered).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ education: 5, workYearLower: 0.3, current: 1, limit: 20 });
  await expect(page).toHaveURL(/education=5/);
  // The address changes with the request; the total is drawn once the answer arrives.
  const totalNow = async () => Number((await page.getByTestId('share-total').innerText()).replace(/\D/g, ''));
  await expect.poll(totalNow).toBeLessThan(all);
  const filtered = await totalNow();
  if (filtered > 0) await expect(rows.first()).toContainText('本科');

  // Share one of my complete resumes with consent on record: 1 coin.
  await expect(page.getByTestId('coin-total')).toContainText(/：\d+/);
  const before = await coinsOf(page);
  await page.getByRole('button', { name: '分享简历' }).click();
  const dialog = page.getByRole('dialog', { name: '分享简历到共享简历库' });
  const picker = dialog.getByTestId('share-picker').locator('tbody tr.ant-table-row');
  await expect(picker.first()).toBeVisible();
  await dialog.getByRole('button', { name: '确认分享' }).click();
  await expect(page.getByText('请选择要分享的简历')).toBeVisible();
  await picker.first().locator('input[type="checkbox"]').check();
  await dialog.getByRole('button', { name: '确认分享' }).click();
  await expect(dialog.getByText('请选择候选人授权方式')).toBeVisible();
  await pickOption(page, dialog.getByLabel('候选人授权方式'), '电话录音');
  await dialog.getByLabel('授权日期').click();
  await page.locator('.ant-picker-dropdown:visible').getByText('今天').click();
  await dialog.getByLabel('授权说明（选填）').fill('候选人电话同意分享，录音已存档');
  await shots(page, 'share-dialog');
  await dialog.getByRole('button', { name: '确认分享' }).click();
  await expect(page.getByText(/已分享1份简历，获得1个金币|以下简历未能分享/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => coinsOf(page)).toBe(before + 1);
  await expect(page.getByText('本次已分享第1批')).toBeVisible();
});
