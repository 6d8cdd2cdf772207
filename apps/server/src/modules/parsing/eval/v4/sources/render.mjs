// Chromium steps of eval set v4: print-to-PDF pages, one MHTML snapshot, one JPEG screenshot ("scan").
// usage: node render.mjs <gen dir> <files dir>   (run from anywhere inside the repo, or set REPO_ROOT)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(process.env.REPO_ROOT ? join(process.env.REPO_ROOT, 'package.json') : import.meta.url);
const { chromium } = require('@playwright/test');

const [gen, out] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(join(gen, 'plan.json'), 'utf8'));
const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="110"><rect width="90" height="110" fill="#d7dde3"/>' +
  '<circle cx="45" cy="42" r="20" fill="#aab4be"/><rect x="17" y="70" width="56" height="40" rx="20" fill="#aab4be"/></svg>';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const item of plan) {
    if (!item.kind.startsWith('chromium-')) continue;
    const html = readFileSync(join(gen, item.src), 'utf8');
    const target = join(out, item.file);
    if (item.kind === 'chromium-pdf') {
      const page = await browser.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      await page.pdf({ path: target, printBackground: true, preferCSSPageSize: true });
      await page.close();
    } else if (item.kind === 'chromium-mhtml') {
      const context = await browser.newContext();
      const page = await context.newPage();
      const base = 'https://resume.jobs.example.com';
      await page.route(`${base}/**`, (route) => {
        const url = route.request().url();
        if (url.endsWith('/static/avatar.svg')) return route.fulfill({ contentType: 'image/svg+xml', body: AVATAR });
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
      });
      await page.goto(`${base}/resume/view/7730418.html`, { waitUntil: 'load' });
      const cdp = await context.newCDPSession(page);
      const { data } = await cdp.send('Page.captureSnapshot', { format: 'mhtml' });
      writeFileSync(target, data.replace(/^Date: .*$/m, 'Date: Thu, 12 Jun 2025 10:24:31 +0800'));
      await context.close();
    } else if (item.kind === 'chromium-jpg') {
      const page = await browser.newPage({ viewport: { width: 1000, height: 1300 }, deviceScaleFactor: 1.5 });
      await page.setContent(html, { waitUntil: 'load' });
      await page.screenshot({ path: target, type: 'jpeg', quality: 82, fullPage: true });
      await page.close();
    }
    console.log('chromium', item.file);
  }
} finally {
  await browser.close();
}
