import { expect, test } from '@playwright/test';
import { MEMBER, recommendThroughApi } from '../orders/order-helpers';
import { shoot, signInToConsole, signInToWorkspace, stamped } from '../support/app';

/**
 * Confirm blind push: a consultant's recommendation sends the candidate a link (sandbox SMS and
 * e-mail, read here from the console's outbox); the candidate, signed in nowhere, opens it, sees
 * the recommendation masked and confirms it once; a wrong link says it is invalid.
 */
test('a recommended candidate confirms the recommendation through the link they were sent', async ({ browser }) => {
  const consultant = await browser.newPage();
  await signInToWorkspace(consultant, MEMBER);
  const order = await recommendThroughApi(consultant.request);

  const admin = await browser.newPage();
  await signInToConsole(admin, '13700000000');
  const list = (await (await admin.request.get(stamped('/api/ops/outbox?pageNo=1&pageSize=100'))).json()) as {
    data: { list: { file: string; subject: string }[] };
  };
  let token: string | undefined;
  for (const entry of list.data.list.filter((e) => e.subject === '请确认您的职位推荐' || e.subject.startsWith('短信'))) {
    const message = (await (await admin.request.get(stamped(`/api/ops/outbox/${entry.file}`))).json()) as { data: { text: string } };
    if (!message.data.text.includes(order.positionName)) continue;
    token = /\/confirm\/([A-Za-z0-9_-]{43})/.exec(message.data.text)?.[1];
    if (token) break;
  }
  expect(token, 'the confirmation link in the outbox').toBeTruthy();

  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto(`/confirm/${token}`);
  await expect(candidate.getByText('确认职位推荐')).toBeVisible();
  await expect(candidate.getByText(order.positionName)).toBeVisible();
  await shoot(candidate, 'confirm-recommend');
  await candidate.getByRole('button', { name: '我知晓并同意本次推荐' }).click();
  await expect(candidate.getByText('您已确认本次推荐')).toBeVisible();
  await expect(candidate.getByText(/确认时间：\d{4}-\d{2}-\d{2}/)).toBeVisible();
  await shoot(candidate, 'confirm-recommend-done');

  await candidate.goto(`/confirm/${'A'.repeat(43)}`);
  await expect(candidate.getByText('链接无效或已失效', { exact: true })).toBeVisible();
  await shoot(candidate, 'confirm-recommend-invalid');
});
