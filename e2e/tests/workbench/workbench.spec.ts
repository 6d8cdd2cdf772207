import { expect, test } from '@playwright/test';
import { shoot, signInToConsole, signInToWorkspace } from '../support/app';

const MANAGER = '13800000030';

test('a manager reads the dashboard, its three boards and a topic, then sorts, narrows and exports business data', async ({ page }) => {
  await signInToWorkspace(page, MANAGER);
  await expect(page.getByText('数据概览')).toBeVisible();
  await expect(page.getByTestId('trend-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('glad-tidings').locator('li').first()).toBeVisible();

  // The three boards, each with the manager's own line.
  const tabs = page.getByTestId('rank-tabs');
  await expect(tabs.getByRole('heading', { name: '今日有效推荐' })).toBeVisible();
  await expect(tabs.getByTestId('rank-own').first()).toContainText('周明远');
  await tabs.getByRole('tab', { name: '本公司-职位/项目排行' }).click();
  await expect(tabs.getByRole('heading', { name: '本月面试' })).toBeVisible();
  await tabs.locator('.ant-segmented-item', { hasText: '项目' }).click();
  await expect(tabs.getByTestId('rank-firm-2-2').locator('.wb-rank__row, .ant-empty').first()).toBeVisible();
  await tabs.getByRole('tab', { name: '平台-公司排行' }).click();
  const firms = tabs.getByTestId('rank-platform-2-2');
  await expect(firms.locator('.wb-rank__row').first()).toBeVisible();
  await expect(firms.getByTestId('rank-own')).toContainText('星河猎头');
  await shoot(page, 'workbench-dashboard');

  // An activity opens its topic: the positions that belong to it, 15 a page.
  const activity = page.getByTestId('activities').locator('a').first();
  const title = (await activity.locator('.wb-activity__title').textContent()) ?? '';
  await activity.click();
  await expect(page).toHaveURL(/\/index\/topic\//);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 个职位/)).toBeVisible();
  await shoot(page, 'workbench-topic');
  // The topic filters narrow the list and 清空 restores it.
  await page.getByRole('textbox', { name: '职位名称' }).fill('不存在的职位名称');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  // Business data: this month by default, recNum descending, 合计 and 人均 on page 1.
  await page.getByRole('link', { name: '业务数据' }).click();
  await expect(page.getByRole('heading', { name: '业务数据统计' })).toBeVisible();
  await expect(page.getByRole('row', { name: /合计/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /人均/ })).toBeVisible();
  const sorted = page.waitForRequest(
    (r) => r.url().includes('/api/dataStatistics/user/list') && (r.postData() ?? '').includes('"entryNum"'),
  );
  await page.getByRole('columnheader', { name: '入职数' }).click();
  expect(JSON.parse((await sorted).postData() ?? '{}')).toMatchObject({ orderClause: 'entryNum', orderSequence: 'desc', current: 1 });
  // The previous page stays on screen until the sorted one arrives: wait for the rows to follow.
  const entries = page.locator('.ant-table-row:not(.wb-summary-row) td:nth-child(8)');
  await expect(entries.first()).toBeVisible();
  await expect
    .poll(async () => {
      const figures = (await entries.allTextContents()).map(Number);
      return figures.every((figure, i) => i === 0 || (figures[i - 1] ?? 0) >= figure);
    })
    .toBe(true);

  // A range of the last seven days: the end is extended to the end of its day.
  const start = new Date(Date.now() - 6 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  await page.getByPlaceholder('开始日期').click();
  await page.getByPlaceholder('开始日期').fill(start);
  await page.getByPlaceholder('开始日期').press('Enter');
  await page.getByPlaceholder('结束日期').fill(end);
  await page.getByPlaceholder('结束日期').press('Enter');
  const narrowed = page.waitForRequest((r) => r.url().includes('/api/dataStatistics/user/list'));
  await page.getByRole('button', { name: '查询' }).click();
  const body = JSON.parse((await narrowed).postData() ?? '{}') as { start: number; end: number };
  expect(body.end - body.start).toBe(7 * 86_400_000 - 1);
  await shoot(page, 'workbench-business-data');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toBe('业务数据统计.xlsx');

  // The ranking configuration lives on the settings page.
  await page.goto('/index/settings');
  await expect(page.getByTestId('ranking-config').getByText('周明远')).toBeVisible();
  await shoot(page, 'workbench-settings');
});

test('platform staff publish activities and hide good news', async ({ page }) => {
  await signInToConsole(page, '13700000001');
  await page.getByRole('link', { name: '活动管理' }).click();
  await expect(page.getByRole('heading', { name: '活动管理' })).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(3);
  await shoot(page, 'workbench-ops-activities');
  await page.getByRole('button', { name: '新建活动' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'workbench-ops-activity-form');
  await page.getByRole('button', { name: /取\s*消/ }).click();

  await page.getByRole('link', { name: '喜报管理' }).click();
  const first = page.getByRole('switch').first();
  await expect(first).toBeChecked();
  await first.click();
  await expect(page.getByText('喜报已隐藏')).toBeVisible();
  await expect(first).not.toBeChecked();
  await shoot(page, 'workbench-ops-glad-tidings');
  await first.click();
  await expect(first).toBeChecked();
});
