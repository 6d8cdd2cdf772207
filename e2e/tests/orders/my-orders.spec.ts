import { expect, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';
import { MEMBER, MEMBER_NAME, orderRows, orderTotal, tabCount, watchHunters } from './order-helpers';

test('a member sees their own orders with tab counts, switches tabs and sub-tabs, searches and reads a state log', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  const hunters = watchHunters(page);
  await page.getByRole('link', { name: /^我的订单/ }).click();
  await expect(page).toHaveURL(/\/index\/bills\/mybills$/);
  await expect(page.getByRole('heading', { name: '我的订单', level: 1 })).toBeVisible();
  await expect(orderRows(page).first()).toBeVisible();

  // Only the member's own orders; the 全部 count is the list's total.
  await expect.poll(() => hunters.length).toBeGreaterThan(0);
  expect(new Set(hunters)).toEqual(new Set([MEMBER_NAME]));
  const all = await tabCount(page, 0);
  expect(all).toBeGreaterThan(0);
  expect(await orderTotal(page)).toBe(all);
  await expect(orderRows(page)).toHaveCount(Math.min(all, 20));
  await shoot(page, 'orders-mybills');

  // 面试中 (60) opens on its first sub-tab; a sub-tab narrows to one stage.
  await page.getByRole('tab', { name: /面试中/ }).click();
  await expect(page).toHaveURL(/candidateState=60&subState=10/);
  const interviewing = await tabCount(page, 60);
  expect(await tabCount(page, 60, 10)).toBe(interviewing);
  await expect.poll(() => orderTotal(page)).toBe(interviewing);
  await page.locator('.ant-segmented-item', { hasText: '待参加' }).click();
  await expect(page).toHaveURL(/candidateState=60&subState=20/);
  const booked = await tabCount(page, 60, 20);
  expect(booked).toBeGreaterThan(0);
  await expect.poll(() => orderTotal(page)).toBe(booked);
  await expect(orderRows(page).first()).toContainText('已约面');
  await expect(orderRows(page).filter({ hasNotText: '已约面' })).toHaveCount(0);
  await shoot(page, 'orders-mybills-interviews');

  // 全部 clears the state and the sub-state.
  await page.getByRole('tab', { name: /全部/ }).first().click();
  await expect(page).toHaveURL(/\/index\/bills\/mybills$/);

  // 已终止 lists ended orders with their reason.
  await page.getByRole('tab', { name: /已终止/ }).click();
  await expect(page).toHaveURL(/candidateState=127$/);
  await expect(orderRows(page).first()).toContainText('订单终止');
  await shoot(page, 'orders-mybills-terminated');

  // Search by a candidate's name from the list; the search stays in the address and survives a reload.
  await page.getByRole('tab', { name: /全部/ }).first().click();
  await expect(page).toHaveURL(/\/index\/bills\/mybills$/);
  await expect(orderRows(page).filter({ hasNotText: '订单终止' }).first()).toBeVisible();
  const name = (await orderRows(page).nth(1).locator('td').nth(1).locator('a').innerText()).trim();
  await page.getByLabel('关键词').fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`searchWord=${encodeURIComponent(name)}`));
  await expect(orderRows(page).first()).toContainText(name);
  await expect(orderRows(page).filter({ hasNotText: name })).toHaveCount(0);
  await expect.poll(() => tabCount(page, 0)).toBe(await orderTotal(page));
  await page.reload();
  await expect(page.getByLabel('关键词')).toHaveValue(name);
  await expect(orderRows(page).first()).toContainText(name);

  // The state log of an order that went through the platform's review.
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL(/\/index\/bills\/mybills$/);
  await page.getByRole('tab', { name: /待约面/ }).click();
  await expect(page).toHaveURL(/candidateState=50$/);
  await expect(orderRows(page).filter({ hasNotText: '企业通过' })).toHaveCount(0);
  const row = orderRows(page).first();
  const candidate = (await row.locator('td').nth(1).locator('a').innerText()).trim();
  await row.getByRole('button', { name: '状态记录' }).click();
  const drawer = page.getByRole('dialog', { name: `状态记录 · ${candidate}` });
  const log = drawer.getByTestId('state-log');
  await expect(log).toContainText('推荐');
  await expect(log).toContainText('有效推荐');
  await expect(log).toContainText('企业通过');
  await expect(log).toContainText(MEMBER_NAME);
  await shoot(page, 'orders-state-log');
});
