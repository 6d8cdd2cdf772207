import { expect, test } from '@playwright/test';
import { signInToWorkspace } from '../support/app';

const SHOTS = process.env.TALENT_SHOTS_DIR;

test('talent search: a two-character keyword with filters, tip labels, and an audited phone reveal', async ({ page }) => {
  await signInToWorkspace(page, '13800000030');
  await page.goto('/index/talentSearch');
  await expect(page.getByRole('heading', { name: '人才搜索' })).toBeVisible();
  await expect(page.getByTestId('talent-search-total')).toContainText(/共 \d+/);

  await page.getByLabel('关键词').fill('销售');
  await page.getByRole('button', { name: '更多筛选' }).click();
  const labels = page.getByRole('group', { name: '简历标签' });
  await labels.getByRole('checkbox', { name: '985', exact: true }).check();
  await labels.getByRole('checkbox', { name: '名企经历' }).check();
  const answered = page.waitForResponse((r) => r.url().includes('/api/talentSearch/list') && r.request().method() === 'POST');
  await page.locator('.ts-actions').getByRole('button', { name: '搜索' }).click();
  const body = (await answered).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ searchKeyWord: '销售', has985EduExp: true, isFamousEnterprise: true, current: 1, limit: 20 });
  await expect(page).toHaveURL(/kw=%E9%94%80%E5%94%AE/);
  await expect(page).toHaveURL(/tags=has985EduExp%2CisFamousEnterprise/);

  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('985');
  await expect(rows.first()).toContainText('名企');
  const total = await page.getByTestId('talent-search-total').innerText();
  expect(Number(total.match(/\d+/)?.[0])).toBeGreaterThan(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/talent-search-1440x900.png` });

  // The masked phone turns into the full number through the audited reveal.
  const phoneCell = rows.first().getByTestId('phone-value');
  await expect(phoneCell).toHaveText(/^1\d{2}\*{4}\d{4}$/);
  const revealed = page.waitForResponse((r) => r.url().includes('/api/sensitive/data/view'));
  await rows
    .first()
    .getByRole('button', { name: /的手机号/ })
    .click();
  // A counted reveal (a person outside the firm) asks first, saying how many reveals are left today.
  const confirm = page.getByRole('dialog').filter({ hasText: '今日还可查看' });
  await expect(confirm.or(page.getByTestId('phone-value').filter({ hasText: /^1\d{10}$/ }))).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: '查看' }).click();
  expect((await revealed).status()).toBe(200);
  await expect(phoneCell).toHaveText(/^1\d{10}$/);

  // The filter lives in the address: a reload shows the same search.
  await page.reload();
  await expect(page.getByLabel('关键词')).toHaveValue('销售');
  await expect(page.locator('tbody tr.ant-table-row').first()).toContainText('985');

  // 本公司人才库 lists the firm's own people with a link to their resume.
  await page.goto('/index/talentSearch');
  await page.getByRole('tab', { name: '本公司人才库' }).click();
  await expect(page).toHaveURL(/tab=MINE/);
  await expect(page.locator('tbody tr.ant-table-row').first().getByRole('link', { name: '查看简历' })).toBeVisible();

  if (SHOTS) {
    await page.goto('/index/talentSearch?kw=%E5%BC%80%E5%8F%91&city=%E4%B8%8A%E6%B5%B7');
    await page.getByRole('button', { name: '更多筛选' }).click();
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/talent-search-filters-1440x900.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/index/talentSearch?kw=%E9%94%80%E5%94%AE&tags=has985EduExp');
    await expect(page.locator('.ts-card').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/talent-search-390x844.png` });
    await page.screenshot({ path: `${SHOTS}/talent-search-390x844-full.png`, fullPage: true });
    await page.goto('/index/talentSearch?kw=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%81%8C%E4%BD%8D%E5%90%8D');
    await expect(page.getByText('没有符合条件的人才')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/talent-search-empty-390x844.png` });
  }
});
