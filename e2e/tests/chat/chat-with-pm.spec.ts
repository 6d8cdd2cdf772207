import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MEMBER, MEMBER_NAME, PM, PM_NAME, recommendThroughApi } from '../orders/order-helpers';
import { pickOption, shoot, signInToConsole, signInToWorkspace, stamped } from '../support/app';

const badge = (page: Page) => page.getByTestId('chat-badge');
const unreadOf = async (page: Page) => Number(await badge(page).getAttribute('data-unread'));

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { state: number; message: string; data: T };
  expect(body.state, body.message).toBe(1);
  return body.data;
}

test('a consultant contacts the PM from a position, the PM replies, unread badges move, and a booking card moves the order to 62', async ({
  page,
  browser,
}) => {
  await signInToWorkspace(page, MEMBER);
  // An order of this consultant at 50 (企业已通过), moved there by the PM through the console's API.
  const order = await recommendThroughApi(page.request);
  const staff = await browser.newContext();
  const pm = await staff.newPage();
  await signInToConsole(pm, PM);
  for (const action of ['markValid', 'companyPass'])
    await ok(await pm.request.post(stamped('/api/ops/orders/move'), { data: { orderId: order.orderId, action } }));
  const positions = await ok<{ data: { positionId: string; positionName: string }[] }>(
    await page.request.post(stamped('/api/positions/positionList'), { data: { query: { limit: 15, offset: 0 } } }),
  );
  const position = positions.data.find((p) => p.positionName === order.positionName);
  if (!position) throw new Error('the order’s position is not on the list');

  // 联系PM on the position's detail opens the chat with the PM.
  await page.goto(`/index/positions/${position.positionId}`);
  await page.getByTestId('pm-card').getByRole('button', { name: '联系PM' }).click();
  await expect(page).toHaveURL(/\/index\/chat\?to=/);
  await expect(page.getByTestId('chat-peer-name')).toHaveText(PM_NAME);
  await page.getByLabel('消息内容').fill('郑老师您好，我推荐的候选人想确认面试时间。');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('chat-messages')).toContainText('我推荐的候选人想确认面试时间');
  await expect(page.getByTestId('chat-messages')).not.toContainText('发送中');
  // The new conversation keeps the PM's name once its first message makes it a contact.
  await expect(page.getByTestId('chat-contact').first()).toContainText(PM_NAME);
  await expect(page.getByTestId('chat-peer-name')).toHaveText(PM_NAME);
  await shoot(page, 'chat-consultant-to-pm');
  await page.goto('/index/dashboard');

  // The PM's badge counts it; opening the conversation reads it.
  await expect.poll(() => unreadOf(pm)).toBeGreaterThan(0);
  const before = await unreadOf(pm);
  await badge(pm).click();
  await expect(pm).toHaveURL(/\/ops\/chat/);
  await pm.getByTestId('chat-contact').filter({ hasText: MEMBER_NAME }).click();
  await expect(pm.getByTestId('chat-messages')).toContainText('我推荐的候选人想确认面试时间');
  await expect.poll(() => unreadOf(pm)).toBeLessThan(before);
  await pm.getByLabel('消息内容').fill('收到，我给您发一个面试预约。');
  await pm.getByLabel('消息内容').press('Enter');
  await expect(pm.getByTestId('chat-messages')).toContainText('收到，我给您发一个面试预约。');

  // The consultant, elsewhere in the workspace, sees the badge rise; the chat clears it.
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(0);
  await badge(page).click();
  await page.getByTestId('chat-contact').filter({ hasText: PM_NAME }).click();
  await expect(page.getByTestId('chat-messages')).toContainText('收到，我给您发一个面试预约。');
  await expect.poll(() => unreadOf(page)).toBe(0);

  // The PM sends a booking card for the order with two times.
  await pm.getByRole('button', { name: '预约面试' }).click();
  const form = pm.getByRole('dialog', { name: '发送面试预约' });
  await pickOption(pm, form.getByLabel('订单（企业已通过）'), `${order.candidateName} · ${order.positionName}`);
  await form.getByLabel('面试地点').fill('杭州市西湖区文三路90号5楼');
  await form.getByLabel('面试时间1').click();
  await form.getByLabel('面试时间1').fill('2031-06-18 14:30');
  await form.getByLabel('面试时间1').press('Enter');
  await form.getByRole('button', { name: '＋ 再提供一个时间' }).click();
  await form.getByLabel('面试时间2').click();
  await form.getByLabel('面试时间2').fill('2031-06-19 10:00');
  await form.getByLabel('面试时间2').press('Enter');
  await shoot(pm, 'chat-booking-form');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form).toBeHidden();
  await expect(pm.getByTestId('booking-card')).toHaveAttribute('data-state', 'open');

  // The consultant picks the second time: the order moves to 62 and both cards say so.
  const card = page.getByTestId('booking-card');
  await expect(card).toContainText(order.candidateName);
  await shoot(page, 'chat-booking-card');
  await card.getByRole('button', { name: '选择 06-19 10:00' }).click();
  await expect(card).toHaveAttribute('data-state', 'booked');
  await expect(card).toContainText('已选 06-19 10:00');
  await expect(pm.getByTestId('booking-card')).toHaveAttribute('data-state', 'booked');
  await shoot(pm, 'chat-booking-booked');
  const logs = await ok<{ toState: number; remark: string }[]>(await pm.request.get(stamped(`/api/ops/orders/${order.orderId}/logs`)));
  expect(logs.map((l) => l.toState)).toContain(62);
  await staff.close();
});
