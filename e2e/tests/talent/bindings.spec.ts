import { expect, type Page, test } from '@playwright/test';
import { signInToWorkspace } from '../support/app';

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

test('a consultant binds a candidate from the shared library, sees the binding and releases it', async ({ page }) => {
  await signInToWorkspace(page, '13900000010');
  await page.goto('/index/talentSearch/bindings');
  await expect(page.getByTestId('cap-max')).toHaveText('90');
  const unrecommended = Number(await page.getByTestId('cap-unrecommended').innerText());

  await page.goto('/index/shareResume');
  await expect(page.getByTestId('coin-total')).toContainText(/：\d+/);
  const coins = Number((await page.getByTestId('coin-total').innerText()).replace(/\D/g, ''));
  const row = page
    .getByTestId('share-table')
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('button', { name: '加入人才库' }) })
    .first();
  await expect(row).toBeVisible();
  const name = (await row.getByTestId('share-name').innerText()).trim();
  await row.getByRole('button', { name: '加入人才库' }).click();
  await expect(page.getByText(`将「${name}」加入您的人才库，需消耗1个金币，确定吗？`)).toBeVisible();
  await page.getByRole('button', { name: '确定加入' }).click();
  await expect(page.getByText('已加入人才库，消耗1个金币')).toBeVisible();
  await expect(page.getByTestId('coin-total')).toContainText(`我的金币：${coins - 1}`);
  await expect(page.getByTestId('share-table').locator('tbody tr.ant-table-row').filter({ hasText: name }).first()).toContainText('已加入');

  await page.goto('/index/talentSearch/bindings');
  await expect(page.getByTestId('cap-unrecommended')).toHaveText(String(unrecommended + 1));
  const bound = page.getByTestId('bound-table').locator('tbody tr.ant-table-row').filter({ hasText: name });
  await expect(bound).toBeVisible();
  await expect(bound).toContainText('共享简历库');
  await expect(bound).toContainText(/1\d{2}\*{4}\d{4}/);
  await shots(page, 'bindings');

  await bound.getByRole('button', { name: '释放' }).click();
  await page.getByRole('button', { name: '确定释放' }).click();
  await expect(page.getByText(`已释放「${name}」`)).toBeVisible();
  await expect(bound).toHaveCount(0);
  await expect(page.getByTestId('cap-unrecommended')).toHaveText(String(unrecommended));
});
