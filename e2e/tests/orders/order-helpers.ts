import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { shoot, stamped } from '../support/app';

export const MEMBER = '13800000010';
export const MEMBER_NAME = '王思琪';
export const TEAM_LEADER = '13800000020';
export const OTHER_FIRM_MEMBER = '13900000010';
export const PM = '13700000001';
export const PM_NAME = '郑雅文';

/** The order rows of the list on a desktop (antd table rows carry the order id as data-row-key). */
export const orderRows = (page: Page) => page.getByTestId('order-list').locator('tbody tr.ant-table-row');
export const orderRow = (page: Page, orderId: string) => page.getByTestId('order-list').locator(`[data-row-key="${orderId}"]`);

export async function tabCount(page: Page, candidateState: number, subState?: number): Promise<number> {
  const id = subState === undefined ? `tab-count-${candidateState}` : `sub-count-${candidateState}-${subState}`;
  const text = await page.getByTestId(id).textContent();
  return Number(text);
}

export async function orderTotal(page: Page): Promise<number> {
  return Number((await page.getByTestId('order-total').innerText()).replace(/\D/g, ''));
}

/**
 * Collects the consultant names of every order list answer the page receives. An answer whose body
 * is gone when the listener reads it (the page navigated away meanwhile) is left out; any other
 * failure to read one fails the journey.
 */
export function watchHunters(page: Page): string[] {
  const names: string[] = [];
  page.on('response', async (r) => {
    if (!/\/api\/order\/(my|group|cityPm\/group|company)\/orderList\?/.test(r.url())) return;
    const body = (await r.json().catch((error: Error) => {
      if (error.message.includes('navigated away')) return null;
      throw error;
    })) as { data: { data: { hunterName: string }[] } | null } | null;
    names.push(...(body?.data?.data ?? []).map((row) => row.hunterName));
  });
  return names;
}

/** Picks an option of an open antd select by its exact title. */
async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { state: number; message: string; data: T };
  expect(body.state, body.message).toBe(1);
  return body.data;
}

export interface CreatedOrder {
  orderId: string;
  candidateName: string;
  positionName: string;
}

/**
 * Recommends one of the signed-in consultant's complete candidates to a recruiting position
 * through the API, the way the choose-candidate screen does (report prefilled from the resume).
 * `positionOffset` skips the first positions of the list (a journey that needs a second order).
 */
export async function recommendThroughApi(request: APIRequestContext, positionOffset = 0): Promise<CreatedOrder> {
  const positions = await data<{ data: { positionId: string; positionName: string }[] }>(
    await request.post(stamped('/api/positions/positionList'), { data: { query: { limit: 15, offset: 0 } } }),
  );
  for (const position of positions.data.slice(positionOffset)) {
    const choices = await data<{ data: { userId: string; name: string; canRecommend: boolean }[] }>(
      await request.post(stamped('/api/usermanager/chooseCandidate/list'), {
        data: { positionId: position.positionId, tab: 'COMPLETED', query: { limit: 20, offset: 0 } },
      }),
    );
    const candidate = choices.data.find((c) => c.canRecommend);
    if (!candidate) continue;
    const { values } = await data<{ values: Record<string, string> }>(
      await request.get(stamped(`/api/order/rec/report/templateData?positionId=${position.positionId}&userId=${candidate.userId}`)),
    );
    // The position's template may ask for more than the resume fills: every field gets a value.
    const template = await data<{ templateContent: string }>(
      await request.get(stamped(`/api/order/rec/report/template?positionId=${position.positionId}`)),
    );
    const fields = (JSON.parse(template.templateContent) as { fields: { key: string; type: string }[] }).fields;
    for (const field of fields) if (!values[field.key]) values[field.key] = field.type === 'number' ? '5' : '见简历';
    const { orderId } = await data<{ orderId: string }>(
      await request.post(stamped('/api/position/manager/recommend'), {
        data: {
          positionId: position.positionId,
          userId: candidate.userId,
          content: { values, customField: [], recommendReason: '候选人行业经验匹配，沟通意向强烈，可尽快安排面试。' },
          coreReason: '经验匹配',
          smsToUser: false,
        },
      }),
    );
    return { orderId, candidateName: candidate.name, positionName: position.positionName };
  }
  throw new Error('no position has a candidate this consultant can recommend');
}

/**
 * Recommends the way a consultant does: a position's 推荐候选人, a complete candidate who can be
 * recommended, the report prefilled from the resume (required fields it leaves empty filled in),
 * 提交推荐. Answers the new order from the recommend call.
 */
export async function recommendThroughUi(page: Page): Promise<CreatedOrder> {
  await page.goto('/index/positions');
  const position = page.getByTestId('position-list').locator('tbody tr.ant-table-row').first();
  await expect(position).toBeVisible();
  await position.getByRole('button', { name: '推荐候选人' }).click();
  await expect(page).toHaveURL(/\/index\/recuit\/chooseCandidate\/[0-9a-f-]+$/);
  const positionName = (await page.getByTestId('choose-position').innerText()).trim();
  await page.getByRole('tab', { name: '已完善' }).click();
  const free = page.getByTestId('choose-list').locator('tbody tr.ant-table-row').filter({ hasText: '可推荐' }).first();
  await expect(free).toBeVisible();
  const candidateName = (await free.locator('td').first().locator('a').innerText()).trim();
  await free.getByRole('button', { name: '推荐' }).click();

  const form = page.getByTestId('recommend-dialog').getByTestId('report-form');
  await expect(form).toBeVisible();
  const required = form.locator('.ant-form-item').filter({ has: page.locator('label.ant-form-item-required') });
  for (const item of await required.all()) {
    const input = item.locator('input, textarea').first();
    if ((await input.inputValue()).trim()) continue;
    await input.fill((await input.getAttribute('inputmode')) === 'decimal' ? '5' : '见简历');
  }
  await form.getByLabel('推荐理由', { exact: true }).fill('候选人行业经验匹配，沟通意向强烈，可尽快安排面试。');
  await shoot(page, 'orders-recommend-from-position');
  const recommended = page.waitForResponse((r) => r.url().includes('/api/position/manager/recommend?'));
  await page.getByRole('button', { name: '提交推荐' }).click();
  const answer = (await (await recommended).json()) as { state: number; message: string; data: { orderId: string } };
  expect(answer.state, answer.message).toBe(1);
  await expect(page.getByTestId('recommend-dialog').getByText('推荐成功')).toBeVisible();
  return { orderId: answer.data.orderId, candidateName, positionName };
}
