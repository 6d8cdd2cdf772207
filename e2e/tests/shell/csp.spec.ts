import { expect, type Page, test } from '@playwright/test';
import { signInToConsole, signInToWorkspace } from '../support/app';

/**
 * The Content-Security-Policy the server sends (apps/server/src/platform/security-headers.ts)
 * must be one the built app and the public site really pass: Chromium reports every blocked
 * script, style, image, frame or connection, and any report fails the journey.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

async function visit(page: Page, path: string, heading?: RegExp) {
  const answer = await page.goto(path);
  expect(answer?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  if (heading) await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  await page.waitForLoadState('networkidle');
}

test('the public site, the sign-in page, the workspace and the console pass the CSP', async ({ page, browser }) => {
  const violations = await watchViolations(page);

  await visit(page, '/index', /^猎头公司的职位、人才与订单协作平台$/);
  await visit(page, '/products', /^七项核心能力，一个工作台$/);
  await visit(page, '/about', /^让猎头合作更透明、更高效$/);
  expect(violations).toEqual([]);

  await signInToWorkspace(page, '13800000030');
  for (const path of ['/index/dashboard', '/index/recuit/myRecruit', '/index/bills/mybills', '/index/talentSearch', '/index/messages']) {
    await visit(page, path);
  }
  await visit(page, '/index/accounts');
  await page.getByRole('button', { name: '企业邮箱域名' }).click();
  await expect(page.getByRole('dialog', { name: '企业邮箱域名' })).toContainText('xinghe-hr.cn');
  expect(violations).toEqual([]);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const staffViolations = await watchViolations(staffPage);
  await signInToConsole(staffPage, '13700000000');
  for (const path of ['/ops/orders', '/ops/messages']) await visit(staffPage, path);
  await staffContext.close();
  expect(staffViolations).toEqual([]);
});
