import { type Browser, expect, type Page, test } from '@playwright/test';
import { menuLabels, pickOption, shoot, signInToConsole } from '../support/app';
import { expectAccessible } from '../support/axe';

/**
 * Four eyes on money (issue 31): a payout, a fine or a coin adjustment asked in the console moves
 * nothing until an admin or finance member other than the requester approves it in 资金审批.
 */

const ADMIN = '13700000000';
const PM = '13700000001';
const BD = '13700000003';
const FINANCE = '13700000004';

async function consolePage(browser: Browser, phone: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToConsole(page, phone);
  return page;
}

/** Opens 资金审批 at this tab and kind (the address's search) and waits for its list. */
async function openApprovals(page: Page, search = ''): Promise<void> {
  const listed = page.waitForResponse((r) => r.url().includes('/api/ops/approvals/list?'));
  await page.goto(`/ops/approvals${search}`);
  await listed;
  await expect(page.getByRole('heading', { name: '资金审批' })).toBeVisible();
  await expect(page.getByTestId('approval-list').locator('.ant-spin-spinning')).toHaveCount(0);
}

const requestRow = (page: Page, text: string) =>
  page.getByTestId('approval-list').locator('tbody tr.ant-table-row').filter({ hasText: text }).first();

test('an admin asks for a payout; she cannot approve it herself; finance approves it with the bank reference and it is paid', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await consolePage(browser, ADMIN);

  // A record of 星河猎头 the platform has been paid for: 打款 asks, with a reason.
  await admin.goto('/ops/finance/deliveries');
  await pickOption(admin, admin.getByLabel('猎头公司'), '星河猎头');
  const received = admin.waitForResponse((r) => r.url().includes('/api/ops/finance/deliveries?') && r.url().includes('state=2'));
  await pickOption(admin, admin.getByLabel('状态'), '平台已收款');
  await received;
  await expect(admin.getByTestId('ops-delivery-list').locator('.ant-spin-spinning')).toHaveCount(0);
  const row = admin.getByTestId('ops-delivery-list').locator('tbody tr.ant-table-row').first();
  const cell = async (n: number) => ((await row.locator('td').nth(n).textContent()) ?? '').trim();
  const candidate = await cell(1);
  const position = await cell(2);
  const amount = await cell(6);
  await row.getByRole('button', { name: '打款' }).click();
  const ask = admin.getByRole('dialog', { name: '申请打款' });
  await expect(ask).toContainText('需由提交人以外的财务或管理员');
  await expect(ask).toContainText(amount);
  await ask.getByRole('button', { name: '提交申请' }).click();
  await expect(ask.getByText('请填写申请理由')).toBeVisible();
  await ask.getByLabel('申请理由').fill('平台已收到客户回款，按合同打款');
  await shoot(admin, 'finance-ops-payout-request');
  await ask.getByRole('button', { name: '提交申请' }).click();
  await expect(admin.getByTestId('request-submitted')).toContainText('已提交交付打款申请，待另一位财务或管理员审批');
  await expect(ask).toBeHidden();
  // Nothing moved: the record is still 平台已收款, and says a payout is being approved.
  const asked = admin
    .getByTestId('ops-delivery-list')
    .locator('tbody tr.ant-table-row')
    .filter({ has: admin.getByTestId('delivery-asked') });
  await expect(asked).toContainText('平台已收款');
  await expect(asked).toContainText('打款审批中');

  // The requester sees her request waiting, with no 通过 of her own.
  await openApprovals(admin);
  const mine = requestRow(admin, `${candidate} · ${position}`);
  await expect(mine).toContainText('交付打款');
  await expect(mine).toContainText('待审批');
  await expect(mine).toContainText('平台已收到客户回款，按合同打款');
  await expect(mine.getByRole('button', { name: '通过' })).toHaveCount(0);
  await mine.getByRole('button', { name: '详情' }).click();
  const own = admin.getByTestId('request-drawer');
  await expect(own).toContainText('提交人不能审批自己的申请');
  await expect(own.getByRole('button', { name: '通过' })).toHaveCount(0);
  await admin.keyboard.press('Escape');

  // Finance: the pending count on the tab, the request with its change, and 通过 with the transfer's reference.
  const finance = await consolePage(browser, FINANCE);
  expect(await menuLabels(finance)).toEqual(expect.arrayContaining(['资金审批', '交付记录', '金币账本']));
  await openApprovals(finance);
  await expect(finance.getByTestId('approvals-pending-count')).not.toHaveAttribute('data-count', '0');
  const waiting = requestRow(finance, `${candidate} · ${position}`);
  await expect(waiting).toContainText('打款金额');
  await expect(waiting).toContainText('未打款');
  await expect(waiting.getByTestId('request-amount')).toHaveText(`+${amount}`);
  await expectAccessible(finance, '/ops/approvals');
  // On a phone the list is cards: the picture is taken of the list whichever it is.
  await shoot(finance, 'finance-approvals', finance.getByTestId('approval-list'));
  await waiting.getByRole('button', { name: '通过' }).click();
  const decide = finance.getByRole('dialog', { name: '通过申请：交付打款' });
  await expect(decide).toContainText('请先完成银行转账');
  await decide.getByRole('button', { name: '确认通过' }).click();
  await expect(decide.getByText('请填写审批意见')).toBeVisible();
  await expect(decide.getByText('请填写银行转账流水号')).toBeVisible();
  await shoot(finance, 'finance-approvals-decide');
  await decide.getByLabel('审批意见').fill('已核对回款凭证，同意打款');
  await decide.getByLabel('银行转账流水号').fill('CMB20261128000123');
  await decide.getByRole('button', { name: '确认通过' }).click();
  await expect(finance.getByText(/已审批通过：已打款 .*转账流水 CMB20261128000123/)).toBeVisible();
  await expect(decide).toBeHidden();
  await expect(requestRow(finance, `${candidate} · ${position}`)).toHaveCount(0);

  // 已通过: who decided, why, the reference and what it made.
  await finance.getByRole('tab', { name: '已通过' }).click();
  await expect(finance).toHaveURL(/\/ops\/approvals\?state=2$/);
  const done = requestRow(finance, `${candidate} · ${position}`);
  await expect(done).toContainText('已通过');
  await done.getByRole('button', { name: '详情' }).click();
  const detail = finance.getByTestId('request-detail');
  await expect(detail).toContainText('已核对回款凭证，同意打款');
  await expect(detail).toContainText('CMB20261128000123');
  await expect(detail).toContainText('已打款');
  await shoot(finance, 'finance-approvals-detail');
  await finance.keyboard.press('Escape');

  // The effect: the firm's ledger has the payout, carrying the bank reference.
  await finance.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '金币账本' }).click();
  await finance.getByRole('row').filter({ hasText: '星河猎头' }).getByRole('button', { name: '账本' }).click();
  await expect(finance.getByRole('heading', { name: '星河猎头 的账本' })).toBeVisible();
  await expect(finance.getByRole('row').filter({ hasText: 'CMB20261128000123' }).first()).toBeVisible();
});

test('a fine asked by a PM is refused by finance with a reason, and is never recorded', async ({ browser }) => {
  test.setTimeout(180_000);
  const pm = await consolePage(browser, PM);
  await pm.goto('/ops/finance/fines');
  await expect(pm.getByRole('heading', { name: '罚款与赔偿' })).toBeVisible();
  await pm.getByRole('button', { name: '提交罚款申请' }).click();
  const ask = pm.getByRole('dialog', { name: '提交罚款申请' });
  await expect(ask).toContainText('需由提交人以外的财务或管理员');
  await pickOption(pm, ask.getByLabel('罚款公司'), '星河猎头');
  await ask.getByLabel('罚款金额').fill('88.8');
  await ask.getByLabel('罚款原因').fill('逾期未提交候选人到岗证明');
  await ask.getByRole('button', { name: '提交申请' }).click();
  await expect(pm.getByTestId('request-submitted')).toContainText('已提交罚款申请');
  await expect(pm.getByTestId('fine-list')).not.toContainText('逾期未提交候选人到岗证明');

  // A PM may ask and follow, never decide.
  await openApprovals(pm);
  await expect(pm.getByText('通过或驳回由财务或管理员操作')).toBeVisible();
  const asked = requestRow(pm, '逾期未提交候选人到岗证明');
  await expect(asked).toContainText('罚款');
  await expect(asked.getByTestId('request-amount')).toHaveText('-¥88.80');
  await expect(asked.getByRole('button', { name: '通过' })).toHaveCount(0);
  await expect(asked.getByRole('button', { name: '驳回' })).toHaveCount(0);

  // Finance finds it by kind (kept in the address) and refuses it, with a reason.
  const finance = await consolePage(browser, FINANCE);
  await openApprovals(finance);
  const byKind = finance.waitForResponse((r) => r.url().includes('/api/ops/approvals/list?') && r.url().includes('kind=fine'));
  await pickOption(finance, finance.getByLabel('申请类型'), '罚款');
  await byKind;
  await expect(finance).toHaveURL(/kind=fine/);
  const row = requestRow(finance, '逾期未提交候选人到岗证明');
  await row.getByRole('button', { name: '驳回' }).click();
  const refuse = finance.getByRole('dialog', { name: '驳回申请：罚款' });
  await refuse.getByLabel('审批意见').fill('到岗证明已于昨日补交，不予罚款');
  await refuse.getByRole('button', { name: '确认驳回' }).click();
  await expect(finance.getByText('已驳回该申请')).toBeVisible();
  await finance.getByRole('tab', { name: '已驳回' }).click();
  await expect(finance).toHaveURL(/state=3/);
  await expect(finance).toHaveURL(/kind=fine/);
  await expect(requestRow(finance, '逾期未提交候选人到岗证明')).toContainText('已驳回');

  // The requester reads the refusal; the fine list never had it.
  await openApprovals(pm, '?state=3');
  const refused = requestRow(pm, '逾期未提交候选人到岗证明');
  await expect(refused).toContainText('已驳回');
  await refused.getByRole('button', { name: '详情' }).click();
  await expect(pm.getByTestId('request-detail')).toContainText('到岗证明已于昨日补交，不予罚款');
  await pm.keyboard.press('Escape');
  await pm.goto('/ops/finance/fines');
  await expect(pm.getByTestId('fine-list').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(pm.getByTestId('fine-list')).not.toContainText('逾期未提交候选人到岗证明');

  // A tab and kind with nothing in it says so.
  await openApprovals(finance, '?state=3&kind=feeTerms');
  await expect(finance.getByTestId('approvals-empty')).toHaveText('没有已驳回的收费条款变更申请');
  await shoot(finance, 'finance-approvals-empty');
});

test('a coin credit asked by finance waits for an admin; once approved the pool grows', async ({ browser }) => {
  test.setTimeout(180_000);
  const finance = await consolePage(browser, FINANCE);
  await finance.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '金币账本' }).click();
  const firm = finance.getByRole('row').filter({ hasText: '星河猎头' });
  const poolOf = async () => Number(((await firm.locator('td').nth(1).textContent()) ?? '').trim());
  await expect.poll(poolOf).toBeGreaterThanOrEqual(0);
  const before = await poolOf();
  await firm.getByRole('button', { name: '申请充值/扣回' }).click();
  const ask = finance.getByRole('dialog', { name: '星河猎头 金币池充值/扣回申请' });
  await expect(ask).toContainText('提交后不会立即记账');
  await ask.getByLabel('金币数').fill('120');
  await ask.getByLabel('申请理由（公司可见）').fill('年度套餐赠送');
  await shoot(finance, 'coins-ops-credit-request');
  await ask.getByRole('button', { name: '提交申请' }).click();
  await expect(finance.getByTestId('request-submitted')).toContainText('已提交星河猎头金币充值申请');
  expect(await poolOf()).toBe(before);

  const admin = await consolePage(browser, ADMIN);
  await openApprovals(admin, '?kind=coinAdjust');
  const row = requestRow(admin, '年度套餐赠送');
  await expect(row.getByTestId('request-amount')).toHaveText('+120 金币');
  await row.getByRole('button', { name: '通过' }).click();
  const decide = admin.getByRole('dialog', { name: '通过申请：金币调整' });
  await expect(decide.getByLabel('银行转账流水号')).toHaveCount(0);
  await decide.getByLabel('审批意见').fill('套餐合同已签');
  await decide.getByRole('button', { name: '确认通过' }).click();
  await expect(admin.getByText(new RegExp(`已审批通过：已记账.*该公司金币池余额 ${before + 120}`))).toBeVisible();

  await finance.reload();
  await expect.poll(poolOf).toBe(before + 120);
});

test('a change of fee terms asked by a PM applies only once an admin approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  const pm = await consolePage(browser, PM);
  await pm.goto('/ops/finance/feeTerms');
  await expect(pm.getByRole('heading', { name: '收费条款' })).toBeVisible();
  const first = pm
    .getByRole('row')
    .filter({ has: pm.getByRole('button', { name: '编辑' }) })
    .first();
  const position = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
  const terms = ((await first.locator('td').nth(2).textContent()) ?? '').trim();
  const row = pm.getByRole('row').filter({ hasText: position }).first();
  await row.getByRole('button', { name: '编辑' }).click();
  const ask = pm.getByRole('dialog', { name: `收费条款变更申请：${position}` });
  await expect(ask).toContainText(terms);
  await ask.getByLabel('面试费（元/人次）').fill('321');
  await ask.getByLabel('申请理由').fill('客户续签合同，面试费上调');
  await shoot(pm, 'finance-ops-fee-terms-request');
  await ask.getByRole('button', { name: '提交变更申请' }).click();
  await expect(pm.getByTestId('request-submitted')).toContainText('已提交收费条款变更申请');
  await expect(row).toContainText(terms);

  const admin = await consolePage(browser, ADMIN);
  await openApprovals(admin, '?kind=feeTerms');
  const asked = requestRow(admin, position);
  await expect(asked).toContainText('面试费321.00元');
  await expect(asked.getByTestId('request-amount')).toHaveText('—');
  await asked.getByRole('button', { name: '通过' }).click();
  const decide = admin.getByRole('dialog', { name: '通过申请：收费条款变更' });
  await decide.getByLabel('审批意见').fill('续签合同已归档');
  await decide.getByRole('button', { name: '确认通过' }).click();
  await expect(admin.getByText('已审批通过：收费条款已生效')).toBeVisible();

  await pm.reload();
  await expect(pm.getByRole('row').filter({ hasText: position }).first()).toContainText('面试费321.00元');
});

test('BD has neither 资金审批 nor the finance pages', async ({ page }) => {
  await signInToConsole(page, BD);
  const labels = await menuLabels(page);
  expect(labels).not.toContain('资金审批');
  expect(labels).not.toContain('交付记录');
  for (const address of ['/ops/finance/deliveries', '/ops/approvals']) {
    await page.goto(address);
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await expect(page.getByTestId('approval-list')).toHaveCount(0);
  }
});
