import { expect, type Page, test } from '@playwright/test';
import { pickOption, shoot, signInToWorkspace } from '../support/app';

const MEMBER = '13800000010';
const rows = (page: Page) => page.getByTestId('position-list').locator('tbody tr.ant-table-row');
const total = async (page: Page) => Number((await page.getByTestId('position-total').innerText()).replace(/\D/g, ''));

/** Picks an option of an antd Select by typing part of it. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(option);
  await pickOption(page, page.getByRole('combobox', { name: label }), option);
}

test('a member browses positions: paging, filters in the address, tabs, and every tab of a detail', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  const listed = page.waitForResponse((r) => r.url().includes('/api/positions/positionList?'));
  await page.getByRole('link', { name: '职位管理' }).click();
  await expect(page).toHaveURL(/\/index\/positions$/);
  const body = ((await (await listed).json()) as { data: { totalCount: number } }).data;
  await expect(rows(page)).toHaveCount(15);
  expect(await total(page)).toBe(body.totalCount);
  expect(body.totalCount).toBeGreaterThan(15);
  await expect(page.getByTestId('recommended-positions')).toBeVisible();
  await shoot(page, 'positions-list');

  // Page 2 holds the rest, 15 a page.
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(body.totalCount - 15);

  // Filters apply at once, go back to page 1 and live in the address.
  await pick(page, '工作城市', '杭州');
  await expect(page).toHaveURL(/city=330100/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page).first()).toContainText('杭州');
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('杭州');
  await page.getByLabel('搜索职位').fill('Java');
  await page.getByLabel('搜索职位').press('Enter');
  await expect(page).toHaveURL(/city=330100.*keyword=Java/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('高级Java开发工程师');
  await expect(rows(page).first()).toContainText('30-45K·14薪');
  await expect(rows(page).first()).toContainText('60,000元');
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByLabel('搜索职位')).toHaveValue('Java');

  // A category and a salary band from the address, as a shared link would carry them.
  await page.goto('/index/positions?types=200000&salary=30-50');
  await expect(rows(page).first()).toBeVisible();
  for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/康维|医/);
  await expect(page.getByText('没有符合筛选条件的职位')).toBeHidden();
  await page.goto('/index/positions?city=650100');
  await expect(page.getByText('没有符合筛选条件的职位')).toBeVisible();
  await shoot(page, 'positions-list-empty');
  // The screenshot has just resized the page: a click may land on the layout it replaces, so retry until the address clears.
  await expect(async () => {
    await page.getByRole('button', { name: '清空筛选' }).first().click();
    await expect(page).toHaveURL(/\/index\/positions$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // 最新发布 holds only the last days' positions.
  await page.getByRole('tab', { name: '最新发布' }).click();
  await expect(page).toHaveURL(/tab=NEW/);
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => total(page)).toBeLessThan(body.totalCount);

  // The detail, tab by tab.
  await page.goto('/index/positions?keyword=Java');
  await rows(page).first().getByRole('link', { name: '高级Java开发工程师' }).click();
  await expect(page).toHaveURL(/\/index\/positions\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: '高级Java开发工程师', level: 1 })).toBeVisible();
  const intro = page.getByTestId('position-introduce');
  await expect(intro).toContainText('双休');
  await expect(intro).toContainText('五险一金');
  await expect(intro).toContainText('保证期');
  await expect(intro).toContainText('招聘人数');
  await expect(page.getByTestId('position-description').locator('mark').first()).toBeVisible();
  await expect(page.getByTestId('pm-card')).toContainText('郑雅文');
  await expect(page.getByTestId('pm-card')).toContainText('13700000001');
  await shoot(page, 'positions-detail-introduce');

  await page.getByRole('tab', { name: '项目介绍' }).click();
  await expect(page).toHaveURL(/tab=project_introduce/);
  await expect(page.getByTestId('project-introduce')).toContainText('杭州云帆网络科技有限公司');
  await shoot(page, 'positions-detail-project');
  await page.getByRole('tab', { name: '推荐报告模板' }).click();
  await expect(page.getByTestId('report-template')).toContainText('候选人姓名');
  await expect(page.getByTestId('report-template')).toContainText('必填');
  await shoot(page, 'positions-detail-template');
  await page.getByRole('tab', { name: '简历样本' }).click();
  await expect(page.getByText('该职位暂无简历样本')).toBeVisible();
  await page.getByRole('tab', { name: '我的订单' }).click();
  await expect(page.getByTestId('my-orders')).toBeVisible();
  await shoot(page, 'positions-detail-orders');
  await page.getByRole('link', { name: '返回职位列表' }).click();
  await expect(page).toHaveURL(/\/index\/positions\?keyword=Java$/);

  // A closed or unknown position says so, without an error.
  await page.goto('/index/positions/00000000-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: '职位不存在或已关闭' })).toBeVisible();
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
});
