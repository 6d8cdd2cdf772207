import { expect, test } from '@playwright/test';
import { screenshotPath, signInToWorkspace } from '../support/app';

test('a member expands talent rows to see each career at a glance, loaded once for the page', async ({ page }) => {
  await signInToWorkspace(page, '13800000010');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/usermanager/expandList?')) calls++;
  });
  await page.goto('/index/recuit/myRecruit?tab=COMPLETED');
  const rows = page.getByTestId('talent-list').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  await rows
    .first()
    .getByRole('button', { name: /展开行|Expand row/ })
    .click();
  const first = page.getByTestId('talent-list').locator('[data-testid^="talent-expand-"]').first();
  await expect(first.getByRole('heading', { name: '工作经历' })).toBeVisible();
  await expect(first.getByRole('heading', { name: '教育经历' })).toBeVisible();
  // A complete resume has at least one job and one school with their times.
  await expect(first.locator('.hh-expand__line').first()).toContainText(/\d{4}-\d{2}/);
  await expect(first).toContainText('条沟通记录');

  await rows
    .nth(1)
    .getByRole('button', { name: /展开行|Expand row/ })
    .click();
  await expect(page.getByTestId('talent-list').locator('[data-testid^="talent-expand-"]')).toHaveCount(2);
  expect(calls).toBe(1);
  // Phones get the card list, which shows the short facts instead of expanding (talent-cards.tsx).
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('candidates-expand-list-1440x900.png') });
});
