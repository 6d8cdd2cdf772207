import { type APIRequestContext, expect, test } from '@playwright/test';
import { shoot, signInToWorkspace, stamped } from '../support/app';

const DAY = 86_400_000;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { state: number; message: string; data: T };
  expect(body.state, body.message).toBe(1);
  return body.data;
}

/**
 * A real blind-push filing, with no seeded case: the two firms collide on one candidate. 星河's
 * member shares a candidate of theirs (with consent); 远航's member takes the shared resume and
 * recommends the candidate to a position first; when 星河's member then recommends the same
 * candidate to that position, the duplicate check refuses and offers 投诉, and the member files a
 * blind-push complaint that 远航's consultant receives.
 */
test('two firms collide on a shared candidate and the member files a blind-push complaint from the duplicate check', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await browser.newPage();
  await signInToWorkspace(member, '13800000010');
  const positions = await data<{ data: { positionId: string; positionName: string }[] }>(
    await member.request.post(stamped('/api/positions/positionList'), { data: { query: { limit: 15, offset: 0 } } }),
  );
  let picked: { positionId: string; positionName: string; userId: string; commonUserId: string; name: string } | null = null;
  // From the end of both lists: the other journeys recommend the member's first candidate to the first
  // position, and a pair this journey gives to 远航 would meet them as a duplicate (撞单).
  for (const position of [...positions.data].reverse()) {
    const choices = await data<{ data: { userId: string; commonUserId: string; name: string; canRecommend: boolean }[] }>(
      await member.request.post(stamped('/api/usermanager/chooseCandidate/list'), {
        data: { positionId: position.positionId, tab: 'COMPLETED', query: { limit: 20, offset: 0 } },
      }),
    );
    const candidate = [...choices.data].reverse().find((c) => c.canRecommend);
    if (candidate) {
      picked = { ...position, ...candidate };
      break;
    }
  }
  if (!picked) throw new Error('星河 member has no candidate to recommend');

  // 星河's member shares the candidate into the shared resume library, with the candidate's consent on record.
  await data(
    await member.request.post(stamped(`/api/shareResumeLibary/add/${picked.userId}`), {
      data: { consentMethod: 'written', consentAt: Date.now() - DAY, consentNote: '候选人书面同意分享' },
    }),
  );

  // 远航's member takes the shared resume and recommends the candidate to the position first.
  const other = await browser.newPage();
  await signInToWorkspace(other, '13900000010');
  const taken = await data<{ userId: string }>(await other.request.post(stamped(`/api/talentLibary/add/${picked.commonUserId}`)));
  const { values } = await data<{ values: Record<string, string> }>(
    await other.request.get(stamped(`/api/order/rec/report/templateData?positionId=${picked.positionId}&userId=${taken.userId}`)),
  );
  const template = await data<{ templateContent: string }>(
    await other.request.get(stamped(`/api/order/rec/report/template?positionId=${picked.positionId}`)),
  );
  for (const field of (JSON.parse(template.templateContent) as { fields: { key: string; type: string }[] }).fields)
    if (!values[field.key]) values[field.key] = field.type === 'number' ? '5' : '见简历';
  await data(
    await other.request.post(stamped('/api/position/manager/recommend'), {
      data: {
        positionId: picked.positionId,
        userId: taken.userId,
        content: { values, customField: [], recommendReason: '候选人行业经验匹配，沟通意向强烈，可尽快安排面试。' },
        coreReason: '经验匹配',
        smsToUser: false,
      },
    }),
  );

  // 星河's member recommends the same candidate: the duplicate check names the other firm's order and offers 投诉.
  await member.goto(`/index/recuit/chooseCandidate/${picked.positionId}`);
  await member.getByRole('tab', { name: '已完善' }).click();
  const row = member.getByTestId('choose-list').locator('tbody tr.ant-table-row').filter({ hasText: picked.name }).first();
  await row.getByRole('button', { name: '推荐' }).click();
  const refused = member.getByTestId('recommend-refused');
  await expect(refused).toBeVisible();
  await shoot(member, 'complaints-collision-refused');
  await refused.getByTestId('recommend-complain').click();
  await expect(member.getByRole('heading', { name: '发起投诉' })).toBeVisible();
  await member.locator('.ant-radio-button-wrapper', { hasText: '盲推' }).click();
  await member.getByLabel('投诉内容').fill('候选人已由我方沟通并取得书面授权，对方未经候选人同意重复推荐到同一职位。');
  await shoot(member, 'complaints-collision-form');
  await member.getByRole('button', { name: '提交投诉' }).click();
  await expect(member.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(member.getByText('待答辩').first()).toBeVisible();
  const caseUrl = new URL(member.url()).pathname;

  // 远航's consultant on that order receives it, with the 24 hours running — counted by the
  // server's clock, so a computer whose clock is two days fast still shows the hours left.
  await other.clock.setSystemTime(Date.now() + 2 * DAY);
  await other.goto(caseUrl);
  await expect(other.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(other.getByTestId('deadline-countdown')).toContainText(/答辩剩余 2[34]小时/);
  await expect(other.getByLabel('答辩说明')).toBeVisible();
});
