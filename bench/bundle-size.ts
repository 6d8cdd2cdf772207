import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startProduct } from './lib/server-process';

export interface PageWeight {
  page: string;
  scripts: { url: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** Every script a page loads while `action` runs, gzipped as the server sends it. */
async function collectScripts(page: Page, label: string, action: () => Promise<void>): Promise<PageWeight> {
  const pending: Promise<void>[] = [];
  const scripts: { url: string; gzipBytes: number }[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
        })
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return { page: label, scripts, gzipBytes: scripts.reduce((s, x) => s + x.gzipBytes, 0) };
}

/**
 * The JavaScript a page needs before it is usable, measured in Chromium. Needs the web
 * build (npm run build -w @hh/web); the product serves it.
 */
export async function bundleWeights(): Promise<PageWeight[]> {
  const server = await startProduct({ port: 3203 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = await collectScripts(page, '/login (sign-in page, usable)', async () => {
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    });
    await page.getByLabel('手机号').fill('13800000030');
    await page.getByLabel('密码').fill('demo123456');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/index/dashboard');

    const fresh = await context.newPage();
    const shell = await collectScripts(fresh, '/index/dashboard (workspace shell, fresh tab)', async () => {
      await fresh.goto(`${server.url}/index/dashboard`);
      await fresh.getByText('退出登录').first().waitFor();
    });
    return [login, shell];
  } finally {
    await browser.close();
    await server.stop();
  }
}
