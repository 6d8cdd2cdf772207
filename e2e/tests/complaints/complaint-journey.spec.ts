import { expect, test } from '@playwright/test';
import { shoot, signInToConsole, signInToWorkspace } from '../support/app';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A blind-push complaint from filing to verdict, on the demo world's case of 星河's member against
 * 远航's order: the complainant reads it with its countdown and adds to it, 远航's consultant answers
 * with evidence, the platform upholds it with the evidence bundle open, and both sides read the
 * verdict; 远航's shell then shows its standing. A second upheld case (with a fine) bans 远航 for 15
 * days, and its consultant's recommendation is refused with the end date. Refusals and scope live in the API tests.
 */
test('a blind-push complaint is answered with evidence and upheld; both sides see the verdict', async ({ browser }) => {
  // Three people, two verdicts and a recommendation attempt: longer than one page's journey.
  test.setTimeout(180_000);
  const member = await browser.newPage();
  await signInToWorkspace(member, '13800000010');
  await member.getByRole('link', { name: '投诉管理' }).first().click();
  await expect(member.getByRole('heading', { name: '投诉管理', level: 1 })).toBeVisible();
  // The demo world's waiting case; a case filed by an earlier journey (collision-filing) is newer and listed above it.
  const waiting = member.getByRole('row').filter({ hasText: '盲推' }).filter({ hasText: '待答辩' });
  await expect(waiting.first()).toBeVisible();
  const row = waiting.last();
  await shoot(member, 'complaints-list');
  await row.getByRole('link').click();
  await expect(member.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(member.getByTestId('deadline-countdown')).toContainText('答辩剩余');

  // The complainant adds to the complaint: the defendant's 24 hours start again.
  await member.getByRole('button', { name: '补充修改' }).click();
  await member.getByLabel('投诉内容').fill('候选人表示从未与远航猎头沟通过该职位，也未授权推荐；补充候选人的书面说明截图。');
  await member.getByLabel('仅平台可见的备注').fill('候选人可接受平台电话核实');
  await member.locator('input[type=file]').setInputFiles({ name: '候选人说明.png', mimeType: 'image/png', buffer: PNG });
  await expect(member.getByText('候选人说明.png')).toBeVisible();
  await member.getByRole('button', { name: '保存修改' }).click();
  await expect(member.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(member.getByTestId('case-timeline')).toContainText('投诉方补充修改');
  await shoot(member, 'complaints-detail-complainant');
  const caseUrl = member.url();

  // 远航's consultant on the order answers with evidence; the private note is not theirs to read.
  const defendant = await browser.newPage();
  await signInToWorkspace(defendant, '13900000030');
  await defendant.goto(new URL(caseUrl).pathname);
  await expect(defendant.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await expect(defendant.getByText('候选人可接受平台电话核实')).toHaveCount(0);
  await defendant.getByLabel('答辩说明').fill('候选人于本月3日主动投递我方并确认推荐意向，附沟通记录截图。');
  await defendant.locator('input[type=file]').setInputFiles({ name: '沟通记录.png', mimeType: 'image/png', buffer: PNG });
  await expect(defendant.getByText('沟通记录.png')).toBeVisible();
  await defendant.getByRole('button', { name: '提交答辩' }).click();
  await expect(defendant.getByText('答辩已提交，等待平台裁定')).toBeVisible();
  await expect(defendant.getByText('已答辩')).toBeVisible();
  await shoot(defendant, 'complaints-detail-defendant');

  // The platform judges with the bundle of both sides' orders.
  const staff = await browser.newPage();
  await signInToConsole(staff, '13700000001');
  await staff.getByRole('link', { name: '投诉裁定' }).click();
  await staff.getByRole('row').filter({ hasText: '盲推' }).getByRole('link').first().click();
  await expect(staff.getByTestId('evidence-bundle')).toContainText('被投诉方订单');
  await expect(staff.getByText('候选人可接受平台电话核实')).toBeVisible();
  await shoot(staff, 'complaints-ops-case');
  await staff.getByLabel('裁定理由').fill('候选人书面确认未授权远航推荐，认定盲推成立。');
  await staff.getByRole('button', { name: '投诉成立' }).click();
  await expect(staff.getByText('平台裁定：投诉成立').first()).toBeVisible();

  await member.reload();
  await expect(member.getByText('平台裁定：投诉成立').first()).toBeVisible();
  await expect(member.getByText('公司：警告（第1次）', { exact: false }).first()).toBeVisible();
  await defendant.reload();
  await expect(defendant.getByText('平台裁定：投诉成立').first()).toBeVisible();
  await expect(defendant.getByTestId('standing-banner')).toContainText('公司违规1次');
  await shoot(defendant, 'complaints-verdict-defendant');

  // The firm's second upheld case (the demo world's answered one) bans it for 15 days: recommending now
  // is refused with the end date.
  await staff.getByRole('link', { name: '投诉裁定' }).click();
  await staff.getByRole('row').filter({ hasText: '已答辩' }).getByRole('link').first().click();
  await staff.getByLabel('裁定理由').fill('被投诉方答辩不能证明候选人授权，认定违规成立。');
  await staff.getByLabel('罚款金额').fill('500');
  await shoot(staff, 'complaints-ops-judge-fine', staff.getByRole('button', { name: '投诉不成立' }));
  await staff.getByRole('button', { name: '投诉成立' }).click();
  await expect(staff.getByText('平台裁定：投诉成立').first()).toBeVisible();
  await expect(staff.getByText('罚款500.00元', { exact: false }).first()).toBeVisible();

  await defendant.goto('/index/positions');
  const banned = /贵公司因违规被暂停推荐至\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}，期间不能推荐或操作订单/;
  await expect(defendant.getByTestId('standing-banner')).toContainText(banned);
  const position = defendant.getByTestId('position-list').locator('tbody tr.ant-table-row').first();
  await position.getByRole('button', { name: '推荐候选人' }).click();
  await defendant.getByRole('tab', { name: '已完善' }).click();
  const free = defendant.getByTestId('choose-list').locator('tbody tr.ant-table-row').filter({ hasText: '可推荐' }).first();
  await free.getByRole('button', { name: '推荐' }).click();
  const dialog = defendant.getByTestId('recommend-dialog');
  const form = dialog.getByTestId('report-form');
  await expect(form.or(dialog.getByTestId('recommend-refused'))).toBeVisible();
  if (await form.isVisible()) {
    const required = form.locator('.ant-form-item').filter({ has: defendant.locator('label.ant-form-item-required') });
    for (const item of await required.all()) {
      const input = item.locator('input, textarea').first();
      if ((await input.inputValue()).trim()) continue;
      await input.fill((await input.getAttribute('inputmode')) === 'decimal' ? '5' : '见简历');
    }
    await form.getByLabel('推荐理由', { exact: true }).fill('候选人行业经验匹配，沟通意向强烈，可尽快安排面试。');
    await defendant.getByRole('button', { name: '提交推荐' }).click();
  }
  await expect(dialog.getByText(banned)).toBeVisible();
  await shoot(defendant, 'complaints-ban-on-recommend');
});

test('the rules page has its two tabs and is linked from the workspace', async ({ page }) => {
  await signInToWorkspace(page, '13800000012');
  await page.getByRole('link', { name: '平台规则' }).first().click();
  await expect(page.getByRole('heading', { name: '平台规则', level: 1 })).toBeVisible();
  await expect(page.getByText('生效日期：2024年3月1日')).toBeVisible();
  await expect(page.getByText('盲推投诉须在订单进入“已约面”之前发起', { exact: false })).toBeVisible();
  await shoot(page, 'rules-order');
  await page.getByRole('tab', { name: '结算规则' }).click();
  await expect(page).toHaveURL(/tab=settlement/);
  await expect(page.getByText('最多按12个月计算', { exact: false })).toBeVisible();
  await shoot(page, 'rules-settlement');
});
