import { expect, type Page, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';

// Another member than the orders journeys use, so their counts stay theirs.
const MEMBER = '13800000011';
const chooseRows = (page: Page) => page.getByTestId('choose-list').locator('tbody tr.ant-table-row');

test('a member chooses a candidate for a position and recommends them with the position’s report', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/positions?keyword=品牌经理');
  const row = page.getByTestId('position-list').locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText('品牌经理');
  await row.getByRole('button', { name: '推荐候选人' }).click();
  await expect(page).toHaveURL(/\/index\/recuit\/chooseCandidate\/[0-9a-f-]+$/);
  await expect(page.getByTestId('choose-position')).toContainText('品牌经理');
  await expect(chooseRows(page).first()).toBeVisible();
  const all = Number((await page.getByTestId('choose-total').innerText()).replace(/\D/g, ''));
  expect(all).toBeGreaterThan(0);
  await shoot(page, 'positions-choose');

  // An incomplete resume: the dialog says what is missing and links to the resume.
  await page.getByRole('tab', { name: '未完善' }).click();
  await expect(chooseRows(page).first()).toContainText('未完善');
  await chooseRows(page).first().getByRole('button', { name: '推荐' }).click();
  const dialog = page.getByTestId('recommend-dialog');
  await expect(dialog.getByTestId('recommend-refused')).toContainText('简历未完善');
  await expect(dialog.getByRole('link', { name: '去完善简历' })).toHaveAttribute('href', /\/index\/recuit\/resume\/[0-9a-f-]+$/);
  await shoot(page, 'positions-recommend-incomplete');
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();
  await expect(dialog).toBeHidden();

  // The filter narrows the list (a fresh search starts at the first page).
  await page.getByRole('tab', { name: '已完善' }).click();
  const free = chooseRows(page).filter({ hasText: '可推荐' }).first();
  await expect(free).toBeVisible();
  const name = (await free.locator('td').first().locator('a').innerText()).trim();
  await page.getByLabel('候选人', { exact: true }).fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(chooseRows(page)).toHaveCount(1);
  await expect(chooseRows(page).first()).toContainText(name);

  await chooseRows(page).first().getByRole('button', { name: '推荐' }).click();
  const form = dialog.getByTestId('report-form');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('候选人姓名')).toHaveValue(name);
  for (const [label, fallback] of [
    ['年龄', '30'],
    ['最高学历', '本科'],
    ['目前公司', '见简历'],
    ['目前职位', '见简历'],
    ['目前薪资', '面议'],
    ['期望薪资', '面议'],
    ['到岗时间', '一个月内'],
  ] as const) {
    const input = form.getByLabel(label, { exact: true });
    if (!(await input.inputValue()).trim()) await input.fill(fallback);
  }
  await shoot(page, 'positions-recommend-dialog');

  // 检查 asks the server: a phone number in the reason is refused beside the field.
  await form.getByLabel('推荐理由', { exact: true }).fill('候选人有8年快消品牌经验，联系电话13812345678，可随时沟通。');
  await page.getByRole('button', { name: '检查' }).click();
  await expect(form).toContainText('推荐报告中不能包含候选人的手机号或邮箱');
  await shoot(page, 'positions-recommend-check');
  await form.getByLabel('推荐理由', { exact: true }).fill('候选人有8年快消品牌管理经验，主导过两次新品上市，求职意向明确，可尽快面试。');
  await form.getByLabel('核心推荐理由').fill('快消品牌操盘经验丰富');

  // 保存草稿 (lietouResumeRecommandReport/saveOrUpdate): closing and opening again brings the draft back.
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存，下次推荐该候选人到此职位时会自动载入')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await chooseRows(page).first().getByRole('button', { name: '推荐' }).click();
  await expect(dialog.getByTestId('report-draft-loaded')).toBeVisible();
  await expect(form.getByLabel('核心推荐理由')).toHaveValue('快消品牌操盘经验丰富');
  await expect(form.getByLabel('推荐理由', { exact: true })).toHaveValue(/主导过两次新品上市/);
  await shoot(page, 'positions-recommend-draft');
  await page.getByRole('button', { name: '检查' }).click();
  await expect(page.getByText('检查通过，可以提交推荐')).toBeVisible();
  await page.getByRole('button', { name: '提交推荐' }).click();
  await expect(dialog.getByText('推荐成功')).toBeVisible();
  await shoot(page, 'positions-recommend-success');
  await dialog.getByRole('button', { name: '继续推荐' }).click();
  await expect(chooseRows(page).first()).toContainText('已推荐 · 顾问推荐');
  await expect(chooseRows(page).first().getByRole('button', { name: '已推荐' })).toBeDisabled();

  // The position's 我的订单 tab now lists the order.
  await page.getByRole('link', { name: '返回职位详情' }).click();
  await page.getByRole('tab', { name: '我的订单' }).click();
  await expect(page.getByTestId('my-orders')).toContainText(name);
  await expect(page.getByTestId('my-orders')).toContainText('顾问推荐');
  await shoot(page, 'positions-detail-orders-after');
});
