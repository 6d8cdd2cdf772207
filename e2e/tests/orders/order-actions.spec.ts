import { expect, test } from '@playwright/test';
import { pickOption, shoot, signInToWorkspace } from '../support/app';
import { MEMBER, orderRow, orderRows, recommendThroughApi, TEAM_LEADER, tabCount } from './order-helpers';

test('a member ends an order with a reason; it leaves its tab and shows under 已终止', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  const order = await recommendThroughApi(page.request, 1);
  await page.goto('/index/bills/mybills?candidateState=30');
  const row = orderRow(page, order.orderId);
  await expect(row).toBeVisible();
  const review = await tabCount(page, 30);
  const ended = await tabCount(page, 127);

  await row.getByRole('button', { name: `更多操作：${order.candidateName}` }).click();
  await page.getByRole('menuitem', { name: '终止订单' }).click();
  const dialog = page.getByRole('dialog', { name: `终止订单 · ${order.candidateName}` });
  // While the dialog is still opening a click can land on its animation and submit nothing: retry until the check shows.
  await expect(async () => {
    await dialog.getByRole('button', { name: '终止订单' }).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择终止原因', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await pickOption(page, dialog.getByLabel('终止原因'), '薪资不匹配');
  await dialog.getByLabel('说明').fill('候选人期望薪资高于职位上限');
  await shoot(page, 'orders-terminate');
  await dialog.getByRole('button', { name: '终止订单' }).click();
  await expect(page.getByText('订单已终止')).toBeVisible();
  await expect(row).toBeHidden();
  await expect.poll(() => tabCount(page, 30)).toBe(review - 1);
  expect(await tabCount(page, 127)).toBe(ended + 1);

  await page.getByRole('tab', { name: /已终止/ }).click();
  await expect(orderRow(page, order.orderId)).toContainText('薪资不匹配：候选人期望薪资高于职位上限');
});

test('a team leader hands a member’s order to another consultant', async ({ page }) => {
  await signInToWorkspace(page, TEAM_LEADER);
  await page.goto('/index/bills/allbills?candidateState=40');
  const row = orderRows(page).filter({ hasText: '王思琪' }).first();
  await expect(row).toBeVisible();
  const orderId = (await row.getAttribute('data-row-key')) ?? '';
  const name = (await row.locator('td').nth(1).locator('a').innerText()).trim();

  await row.getByRole('button', { name: `更多操作：${name}` }).click();
  await page.getByRole('menuitem', { name: '转移' }).click();
  const dialog = page.getByRole('dialog', { name: `转移 · ${name}` });
  await pickOption(page, dialog.getByLabel('转移给'), '刘浩然（互联网技术组）');
  await shoot(page, 'orders-transfer');
  await dialog.getByRole('button', { name: '转移' }).click();
  await expect(page.getByText('已转移给刘浩然（互联网技术组）')).toBeVisible();
  await expect(orderRow(page, orderId)).toContainText('刘浩然');
  await expect(orderRow(page, orderId)).not.toContainText('王思琪');

  // Several at once: this order and another of 王思琪's go to the leader himself.
  const second = orderRows(page).filter({ hasText: '王思琪' }).first();
  await orderRow(page, orderId).getByRole('checkbox').check();
  await second.getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量转移' }).click();
  const batch = page.getByRole('dialog', { name: '批量转移 · 2个订单' });
  await pickOption(page, batch.getByLabel('转移给'), '陈志强（互联网技术组）');
  await batch.getByRole('button', { name: '转移' }).click();
  await expect(page.getByText('已将2个订单转移给陈志强（互联网技术组）')).toBeVisible();
  await expect(orderRow(page, orderId)).toContainText('陈志强');
});

test('a member acknowledges the home interview prompt and reports a candidate’s reaction', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  const prompt = page.getByRole('alert').filter({ hasText: '面试提醒' });
  await expect(prompt.getByTestId('home-interview-msg')).toContainText('面试');
  await shoot(page, 'orders-home-interview-prompt');
  await prompt.getByRole('button', { name: '知道了' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('home-interview-msg')).toHaveCount(0);

  await page.goto('/index/bills/mybills');
  await page.getByRole('button', { name: '面试反馈' }).click();
  await expect(page).toHaveURL(/\/index\/interviews$/);
  const list = page.getByTestId('interview-list');
  const entry = list
    .locator('li')
    .filter({ hasText: /今天|明天/ })
    .first();
  await expect(entry).toBeVisible();
  const orderId = (await entry.getAttribute('data-row-key')) ?? '';
  await shoot(page, 'orders-interviews');
  const reaction = entry.getByRole('combobox');
  await pickOption(page, reaction, '准时参加');
  await expect(page.getByText('已反馈：准时参加')).toBeVisible();
  await page.reload();
  await expect(list.locator(`[data-row-key="${orderId}"]`)).toContainText('准时参加');
});

test('a member stores a pending candidate in the talent library, and 推荐 leads to the position’s candidate choice', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/bills/mybills?candidateState=20');
  const rows = orderRows(page);
  await expect(rows.first()).toContainText('待沟通');
  const pending = await tabCount(page, 20);
  const stored = await tabCount(page, 110);
  const row = rows.first();
  const name = (await row.locator('td').nth(1).locator('a').innerText()).trim();
  const orderId = (await row.getAttribute('data-row-key')) ?? '';

  await row.getByRole('button', { name: `更多操作：${name}` }).click();
  await page.getByRole('menuitem', { name: '加入人才库' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `将「${name}」加入人才库？` });
  await confirm.getByRole('button', { name: '加入人才库' }).click();
  await expect(page.getByText('已加入人才库')).toBeVisible();
  await expect(orderRow(page, orderId)).toBeHidden();
  await expect.poll(() => tabCount(page, 110)).toBe(stored + 1);
  expect(await tabCount(page, 20)).toBe(pending - 1);

  await expect(rows.first()).toContainText('待沟通');
  await rows.first().getByRole('button', { name: '推荐', exact: true }).click();
  await expect(page).toHaveURL(/\/index\/recuit\/chooseCandidate\/[0-9a-f-]+$/);
});
