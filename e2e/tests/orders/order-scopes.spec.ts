import { expect, test } from '@playwright/test';
import { pickOption, shoot, signInToWorkspace, stamped } from '../support/app';
import { MEMBER, MEMBER_NAME, OTHER_FIRM_MEMBER, orderRows, orderTotal, TEAM_LEADER, tabCount, watchHunters } from './order-helpers';

const TEAM_A = ['王思琪', '刘浩然', '陈志强'];

test('a team leader sees the team’s orders on 组内订单 and can narrow them to one consultant', async ({ page }) => {
  await signInToWorkspace(page, TEAM_LEADER);
  const hunters = watchHunters(page);
  await page.getByRole('link', { name: '组内订单' }).click();
  await expect(page).toHaveURL(/\/index\/bills\/allbills$/);
  await expect(page.getByRole('heading', { name: '组内订单', level: 1 })).toBeVisible();
  await expect(orderRows(page).first()).toBeVisible();
  expect(await orderTotal(page)).toBe(await tabCount(page, 0));
  // Several of the team's consultants, and nobody outside team A.
  await expect.poll(() => hunters.length).toBeGreaterThan(0);
  const seen = new Set(hunters);
  expect(seen.size).toBeGreaterThan(1);
  for (const name of seen) expect(TEAM_A).toContain(name);
  await shoot(page, 'orders-allbills');

  const teamTotal = await orderTotal(page);
  await pickOption(page, page.getByLabel('顾问'), '刘浩然');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/groupUserIds=/);
  await expect(orderRows(page).first()).toBeVisible();
  await expect(orderRows(page).filter({ hasNotText: '刘浩然' })).toHaveCount(0);
  await expect.poll(() => orderTotal(page)).toBeLessThan(teamTotal);
  expect(await tabCount(page, 0)).toBe(await orderTotal(page));
});

test('a member has only their own orders, and the other firm sees none of 星河猎头’s', async ({ page, browser }) => {
  await signInToWorkspace(page, MEMBER);
  const hunters = watchHunters(page);
  await page.goto('/index/bills/allbills');
  await expect(page.getByText('无权查看')).toBeVisible();
  await shoot(page, 'orders-allbills-member');
  await page.getByRole('link', { name: '查看我的订单' }).click();
  await expect(orderRows(page).first()).toBeVisible();
  await expect.poll(() => hunters.length).toBeGreaterThan(0);
  expect(new Set(hunters)).toEqual(new Set([MEMBER_NAME]));
  const theirOrder = await orderRows(page).first().getAttribute('data-row-key');
  const theirCandidate = (await orderRows(page).first().locator('td').nth(1).locator('a').innerText()).trim();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInToWorkspace(otherPage, OTHER_FIRM_MEMBER);
  const listed = otherPage.waitForResponse((r) => r.url().includes('/api/order/my/orderList?'));
  await otherPage.goto('/index/bills/mybills');
  const answer = (await (await listed).json()) as { data: { data: { hunterName: string }[] } };
  // Whatever 远航猎头's member has, it is theirs: none of it is 星河猎头's.
  for (const row of answer.data.data) expect(row.hunterName).toBe('黄佳慧');
  await expect(otherPage.getByTestId('order-total')).toBeVisible();
  await otherPage.getByLabel('关键词').fill(theirCandidate);
  await otherPage.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(otherPage.getByText('没有符合搜索条件的订单')).toBeVisible();
  // Another firm's order answers exactly as a missing one.
  const log = (await (await otherPage.request.get(stamped(`/api/order/getOrderStateLog?orderId=${theirOrder}`))).json()) as {
    state: number;
  };
  expect(log.state).toBe(4040);
  await other.close();
});
