import { expect, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';
import { MEMBER, MEMBER_NAME, orderRow, orderRows, TEAM_LEADER, tabCount } from './order-helpers';

const nameOf = async (row: ReturnType<typeof orderRows>) => (await row.locator('td').nth(1).locator('a').innerText()).trim();

test('a member notes a remark and a chat record, reads a report and recommits a rejected recommendation', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/bills/mybills?candidateState=40');
  const row = orderRows(page).first();
  await expect(row).toContainText('有效推荐');
  const name = await nameOf(row);
  const orderId = (await row.getAttribute('data-row-key')) ?? '';

  await row.getByRole('button', { name: `更多操作：${name}` }).click();
  await page.getByRole('menuitem', { name: '备注' }).click();
  const remark = page.getByRole('dialog', { name: `备注 · ${name}` });
  await remark.getByLabel('备注内容').fill('候选人下周三之后方便面试');
  await shoot(page, 'orders-remark');
  await remark.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('备注已保存')).toBeVisible();
  await expect(orderRow(page, orderId)).toContainText('候选人下周三之后方便面试');

  await orderRow(page, orderId)
    .getByRole('button', { name: `更多操作：${name}` })
    .click();
  await page.getByRole('menuitem', { name: '沟通记录' }).click();
  const notes = page.getByRole('dialog', { name: `沟通记录 · ${name}` });
  await notes.getByLabel('沟通内容').fill('电话确认：候选人对岗位很感兴趣，期望月薪3万');
  await notes.getByRole('button', { name: '添加记录' }).click();
  await expect(notes.getByTestId('note-list')).toContainText('电话确认：候选人对岗位很感兴趣，期望月薪3万');
  await expect(notes.getByTestId('note-list')).toContainText(MEMBER_NAME);
  // The remark is one of the order's records too.
  await expect(notes.getByTestId('note-list')).toContainText('候选人下周三之后方便面试');
  await shoot(page, 'orders-notes');
  await notes.getByRole('button', { name: /close|关闭/i }).click();

  await orderRow(page, orderId)
    .getByRole('button', { name: `更多操作：${name}` })
    .click();
  await page.getByRole('menuitem', { name: '推荐报告' }).click();
  const report = page.getByRole('dialog', { name: `推荐报告 · ${name}` }).getByTestId('report-view');
  await expect(report).toContainText('候选人姓名');
  await expect(report).toContainText('推荐理由');
  await shoot(page, 'orders-report');
  await page
    .getByRole('dialog', { name: `推荐报告 · ${name}` })
    .getByRole('button', { name: /close|关闭/i })
    .click();

  // A rejected recommendation: its reason, then back to the platform's review.
  await page.goto('/index/bills/mybills?candidateState=30&rejectStatus=1');
  const rejected = orderRows(page).first();
  await expect(rejected.getByTestId('reject-tag')).toBeVisible();
  const rejectedName = await nameOf(rejected);
  const rejectedId = (await rejected.getAttribute('data-row-key')) ?? '';
  await rejected.getByRole('button', { name: '重新提交' }).click();
  const detail = page.getByRole('dialog', { name: `驳回详情 · ${rejectedName}` });
  await expect(detail).toContainText('驳回原因');
  await expect(detail).toContainText('已驳回');
  await shoot(page, 'orders-reject-detail');
  await detail.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByText('已重新提交，等待平台审核')).toBeVisible();
  await expect(orderRow(page, rejectedId)).toBeHidden();
  await page.goto('/index/bills/mybills?candidateState=30');
  await expect(orderRow(page, rejectedId)).toContainText('已重新提交');
});

test('a team leader records an offer and the order moves to 待入职', async ({ page }) => {
  await signInToWorkspace(page, TEAM_LEADER);
  await page.goto('/index/bills/allbills?candidateState=60&subState=40');
  const row = orderRows(page).first();
  await expect(row).toContainText('面试通过');
  const name = await nameOf(row);
  const orderId = (await row.getAttribute('data-row-key')) ?? '';
  const waiting = await tabCount(page, 80);

  await row.getByRole('button', { name: '发放offer' }).click();
  const offer = page.getByRole('dialog', { name: `发放offer · ${name}` });
  await offer.getByLabel('offer月薪（元）').fill('500');
  await offer.getByRole('button', { name: '保存' }).click();
  await expect(offer.locator('.ant-form-item-explain-error').first()).toHaveText('offer月薪不能低于1000元');
  await offer.getByLabel('offer月薪（元）').fill('26000');
  await offer.getByLabel('入职日期').click();
  await offer.getByLabel('入职日期').fill('2031-07-01');
  await offer.getByLabel('入职日期').press('Enter');
  await shoot(page, 'orders-offer');
  await offer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('offer已保存')).toBeVisible();
  await expect(orderRow(page, orderId)).toBeHidden();
  await expect.poll(() => tabCount(page, 80)).toBe(waiting + 1);
  await page.getByRole('tab', { name: /待入职/ }).click();
  await expect(orderRow(page, orderId)).toContainText('月薪 26,000 元 · 入职 2031-07-01');
});

test('a member re-recommends a candidate to another position', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/bills/mybills?candidateState=127');
  const row = orderRows(page).first();
  const name = await nameOf(row);
  const pending = await tabCount(page, 20);
  await row.getByRole('button', { name: `更多操作：${name}` }).click();
  await page.getByRole('menuitem', { name: '重新推荐' }).click();
  const dialog = page.getByRole('dialog', { name: `重新推荐 · ${name}` });
  const first = dialog.getByRole('radio').first();
  await first.check();
  await shoot(page, 'orders-re-recommend');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(new RegExp(`已为${name}创建「.+」的待沟通订单`))).toBeVisible();
  await expect.poll(() => tabCount(page, 20)).toBe(pending + 1);
});

test('a member exports the orders by e-mail and downloads resumes in a new window', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/bills/mybills?candidateState=40');
  await expect(orderRows(page).first()).toBeVisible();

  await page.getByRole('button', { name: '导出' }).click();
  const exportDialog = page.getByRole('dialog', { name: '导出订单' });
  // The member's own bound e-mail is filled in; the firm's domain is named.
  await expect(exportDialog.getByLabel('接收邮箱')).toHaveValue('wangsiqi@xinghe-hr.cn');
  await expect(exportDialog.getByText('只能发送到您绑定的邮箱或企业邮箱（@xinghe-hr.cn）')).toBeVisible();
  await exportDialog.getByLabel('接收邮箱').fill('wangsiqi@example');
  await exportDialog.getByRole('button', { name: '发送到邮箱' }).click();
  await expect(exportDialog.locator('.ant-form-item-explain-error')).toHaveText('请填写正确的邮箱地址');
  // An outside address is refused by the server (exports go only to the own e-mail or the firm's domains).
  await exportDialog.getByLabel('接收邮箱').fill('wangsiqi@example.com');
  await exportDialog.getByRole('button', { name: '发送到邮箱' }).click();
  await expect(page.getByText('导出只能发送到您绑定的邮箱或公司设置的企业邮箱域名')).toBeVisible();
  await exportDialog.getByLabel('接收邮箱').fill('wangsiqi@xinghe-hr.cn');
  await shoot(page, 'orders-export');
  const exported = page.waitForResponse((r) => r.url().includes('/api/order/export?'));
  await exportDialog.getByRole('button', { name: '发送到邮箱' }).click();
  const answer = (await (await exported).json()) as { state: number; data: { message: string } };
  expect(answer.state).toBe(1);
  await expect(page.getByText(answer.data.message)).toBeVisible();
  await expect(exportDialog).toBeHidden();

  // One order: its Word resume; two: a zip.
  const rows = orderRows(page);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: '下载简历' }).click();
  const download = page.getByRole('dialog', { name: '下载简历 · 2份' });
  await expect(download.getByText('文件命名')).toBeVisible();
  await shoot(page, 'orders-download');
  // The new window starts the download and closes itself; Chromium reports the download on the opener.
  const [popup, file] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForEvent('download'),
    download.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(popup).toBeTruthy();
  expect(file.url()).toMatch(/\/api\/order\/resume\/word\/download\?orderIds=[^&]+%2C[^&]+&.*requesttime=\d{14}/);
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
});
