import { expect, type Page, test } from '@playwright/test';
import { shoot, signInToConsole, signInToWorkspace } from '../support/app';
import { MEMBER, orderRow, PM, recommendThroughApi } from './order-helpers';

const opsRow = (page: Page, orderId: string) => page.getByTestId('ops-order-list').locator(`[data-row-key="${orderId}"]`);

/**
 * Searches the queue and waits for the searched list itself: the row may already be on the
 * unfiltered first page, and a click while the searched page loads lands on the table's loading
 * veil and opens nothing.
 */
async function findInReview(page: Page, candidateName: string, orderId: string) {
  await page.goto('/ops/orders');
  await expect(page.getByTestId('ops-order-list').locator('.ant-spin-spinning')).toHaveCount(0);
  await page.getByLabel('搜索订单').fill(candidateName);
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/ops/orders/list') && (r.request().postData() ?? '').includes(candidateName),
  );
  await page.getByLabel('搜索订单').press('Enter');
  await searched;
  await expect(page.getByTestId('ops-order-list').locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(opsRow(page, orderId)).toBeVisible();
}

/** Opens a row's 更多 menu and picks an item; opens it again if a re-render closed it first. */
async function pickMore(page: Page, orderId: string, candidateName: string, item: string) {
  const menuItem = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await menuItem.isVisible())) {
      await opsRow(page, orderId)
        .getByRole('button', { name: `更多操作：${candidateName}` })
        .click();
    }
    await expect(menuItem).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await menuItem.click();
}

test('the PM rejects a recommendation with a reason the consultant then reads', async ({ page, browser }) => {
  await signInToWorkspace(page, MEMBER);
  const order = await recommendThroughApi(page.request, 2);

  const staff = await browser.newContext();
  const pm = await staff.newPage();
  await signInToConsole(pm, PM);
  await findInReview(pm, order.candidateName, order.orderId);
  await pickMore(pm, order.orderId, order.candidateName, '推荐报告');
  const report = pm.getByRole('dialog', { name: `推荐报告 · ${order.candidateName}` });
  await expect(report.getByTestId('report-view')).toContainText('候选人行业经验匹配');
  await shoot(pm, 'ops-orders-report');
  await report.getByRole('button', { name: /close|关闭/i }).click();
  await expect(report).toBeHidden();

  await opsRow(pm, order.orderId).getByRole('button', { name: '驳回' }).click();
  const reject = pm.getByRole('dialog', { name: `驳回 · ${order.candidateName}` });
  await reject.getByRole('button', { name: '确定' }).click();
  await expect(reject.locator('.ant-form-item-explain-error')).toHaveText('请填写驳回原因');
  await reject.getByLabel('驳回原因（顾问可见）').fill('简历缺少最近一段工作经历的离职原因');
  await shoot(pm, 'ops-orders-reject');
  await reject.getByRole('button', { name: '确定' }).click();
  await expect(pm.getByText(`驳回：${order.candidateName}`)).toBeVisible();
  await expect(opsRow(pm, order.orderId)).toContainText('已驳回');

  await pickMore(pm, order.orderId, order.candidateName, '状态记录');
  const log = pm.getByRole('dialog', { name: `状态记录 · ${order.candidateName}` }).getByTestId('state-log');
  await expect(log).toContainText('驳回');
  await expect(log).toContainText('简历缺少最近一段工作经历的离职原因');
  await shoot(pm, 'ops-orders-log');
  await staff.close();

  await page.goto('/index/bills/mybills?candidateState=30');
  const row = orderRow(page, order.orderId);
  await row.getByTestId('reject-tag').hover();
  await expect(page.getByRole('tooltip')).toHaveText('驳回原因：简历缺少最近一段工作经历的离职原因');
  await row.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByRole('dialog', { name: `驳回详情 · ${order.candidateName}` })).toContainText('简历缺少最近一段工作经历的离职原因');
});

test('of two PMs moving the same order, the second is told it changed and sees the list afresh', async ({ page, browser }) => {
  await signInToWorkspace(page, MEMBER);
  const order = await recommendThroughApi(page.request, 3);
  const staff = await browser.newContext();
  const first = await staff.newPage();
  await signInToConsole(first, PM);
  const second = await staff.newPage();
  await findInReview(first, order.candidateName, order.orderId);
  await findInReview(second, order.candidateName, order.orderId);

  await opsRow(first, order.orderId).getByRole('button', { name: '有效' }).click();
  await first
    .getByRole('dialog', { name: `有效推荐 · ${order.candidateName}` })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(opsRow(first, order.orderId)).toBeHidden();

  // The second page still shows the order awaiting review; its move is refused and nothing changes twice.
  await opsRow(second, order.orderId).getByRole('button', { name: '驳回' }).click();
  const reject = second.getByRole('dialog', { name: `驳回 · ${order.candidateName}` });
  await reject.getByLabel('驳回原因（顾问可见）').fill('重复操作');
  const moved = second.waitForResponse((r) => r.url().includes('/api/ops/orders/move'));
  await reject.getByRole('button', { name: '确定' }).click();
  // The server's own answer first: when this fails, the report says what the move got instead.
  const answer = await moved;
  expect({ status: answer.status(), body: await answer.json() }).toMatchObject({
    status: 409,
    body: { message: '订单状态已被他人更新，请刷新后重试' },
  });
  await expect(second.getByText('订单状态已被他人更新，请刷新后重试')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(opsRow(second, order.orderId)).toBeHidden();
  await second.getByRole('tab', { name: /有效推荐/ }).click();
  await expect(opsRow(second, order.orderId)).not.toContainText('已驳回');
  await staff.close();
});
