import { expect, type Page, test } from '@playwright/test';
import { shoot, signInToConsole, signInToWorkspace } from '../support/app';
import { MEMBER, orderRow, PM, PM_NAME, recommendThroughUi, tabCount } from './order-helpers';

const opsRow = (page: Page, orderId: string) => page.getByTestId('ops-order-list').locator(`[data-row-key="${orderId}"]`);

test('a member recommends, the PM marks it valid and books an interview, and the member sees counts and the log follow', async ({
  page,
  browser,
}) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/bills/mybills');
  const review = await tabCount(page, 30);
  const interviewing = await tabCount(page, 60);

  const order = await recommendThroughUi(page);
  await page.goto('/index/bills/mybills');
  await expect(orderRow(page, order.orderId)).toContainText('顾问推荐');
  await expect.poll(() => tabCount(page, 30)).toBe(review + 1);

  const staff = await browser.newContext();
  const pm = await staff.newPage();
  await signInToConsole(pm, PM);
  await pm.getByRole('link', { name: '订单流转' }).click();
  await expect(pm).toHaveURL(/\/ops\/orders$/);
  await pm.getByLabel('搜索订单').fill(order.candidateName);
  await pm.getByLabel('搜索订单').press('Enter');
  const row = opsRow(pm, order.orderId);
  await expect(row).toContainText('星河猎头');
  await shoot(pm, 'ops-orders-review');

  await row.getByRole('button', { name: '有效' }).click();
  const valid = pm.getByRole('dialog', { name: `有效推荐 · ${order.candidateName}` });
  await valid.getByRole('button', { name: '确定' }).click();
  await expect(valid).toBeHidden();
  await expect(row).toBeHidden();

  // The order moved on: find it under 有效推荐 and let the company pass it.
  await pm.getByRole('tab', { name: /有效推荐/ }).click();
  await expect(opsRow(pm, order.orderId)).toBeVisible();
  await opsRow(pm, order.orderId).getByRole('button', { name: '企业通过' }).click();
  await pm
    .getByRole('dialog', { name: `企业通过 · ${order.candidateName}` })
    .getByRole('button', { name: '确定' })
    .click();

  await pm.getByRole('tab', { name: /企业通过/ }).click();
  await opsRow(pm, order.orderId).getByRole('button', { name: '预约面试' }).click();
  const book = pm.getByRole('dialog', { name: `预约面试 · ${order.candidateName}` });
  await book.getByLabel('面试时间').click();
  await book.getByLabel('面试时间').fill('2031-06-18 14:30');
  await book.getByLabel('面试时间').press('Enter');
  await book.getByLabel('面试地点').fill('杭州市西湖区文三路90号5楼');
  await shoot(pm, 'ops-orders-book-interview');
  await book.getByRole('button', { name: '确定' }).click();
  await expect(book).toBeHidden();
  await pm.getByRole('tab', { name: /已约面/ }).click();
  await expect(opsRow(pm, order.orderId)).toContainText('2031-06-18 14:30');
  await expect(opsRow(pm, order.orderId)).toContainText('杭州市西湖区文三路90号5楼');
  await shoot(pm, 'ops-orders-booked');
  await staff.close();

  // The member sees it at once: one fewer awaiting review, one more interviewing, and the log.
  await page.reload();
  await expect.poll(() => tabCount(page, 30)).toBe(review);
  expect(await tabCount(page, 60)).toBe(interviewing + 1);
  await expect(orderRow(page, order.orderId)).toContainText('已约面');
  await expect(orderRow(page, order.orderId)).toContainText('2031-06-18 14:30');
  await orderRow(page, order.orderId).getByRole('button', { name: '状态记录' }).click();
  const log = page.getByRole('dialog', { name: `状态记录 · ${order.candidateName}` }).getByTestId('state-log');
  await expect(log).toContainText('有效推荐');
  await expect(log).toContainText('预约面试');
  await expect(log).toContainText(PM_NAME);
  await expect(log).toContainText('杭州市西湖区文三路90号5楼');
});
