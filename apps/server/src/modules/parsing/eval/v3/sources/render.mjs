// Chromium producers of the v3 set: print-to-PDF of job-board pages and CV templates, "save as MHTML" via CDP
// Page.captureSnapshot (named .doc, as job boards' "Word" downloads are), and screenshots for the two scans.
// Usage: node render.mjs <sources/html dir> <files dir> <tmp dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const { chromium } = require('@playwright/test');

const [htmlDir, filesDir, tmpDir] = process.argv.slice(2);
mkdirSync(filesDir, { recursive: true });
mkdirSync(tmpDir, { recursive: true });

// file number → [layout, how]
const jobs = {
  '01': ['zhilian', 'pdf'],
  '02': ['job51', 'pdf'],
  '03': ['liepin', 'pdf'],
  '04': ['boss', 'pdf'],
  '05': ['sidebar-left', 'pdf'],
  '06': ['sidebar-right', 'pdf'],
  '07': ['english', 'pdf'],
  '08': ['timeline', 'pdf'],
  '09': ['icons', 'pdf'],
  10: ['bilingual', 'pdf'],
  14: ['mhtml-51', 'mhtml'],
  15: ['mhtml-boss', 'mhtml'],
  29: ['scan-jpg', 'jpg'],
  30: ['scan-pdf', 'jpg-for-pdf'],
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
console.log(`chromium ${browser.version()}`);
for (const [n, [layout, how]] of Object.entries(jobs)) {
  const nn = String(n).padStart(2, '0');
  // pages are served as if from a job board's site, so the MHTML snapshots name a web address, not this checkout
  const src = `https://resume.jobs.example.com/download/v3-${nn}.html`;
  const scale = how.startsWith('jpg') ? 1.6 : 1;
  const context = await browser.newContext({ viewport: { width: 830, height: 1180 }, deviceScaleFactor: scale });
  await context.route('https://resume.jobs.example.com/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    return route.fulfill({ path: path.resolve(htmlDir, name) });
  });
  const page = await context.newPage();
  await page.goto(src, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  if (how === 'pdf') {
    const out = path.join(filesDir, `v3-${nn}-${layout}.pdf`);
    await page.pdf({ path: out, format: 'A4', printBackground: true, preferCSSPageSize: true });
    console.log(out);
  } else if (how === 'mhtml') {
    const cdp = await context.newCDPSession(page);
    const { data } = await cdp.send('Page.captureSnapshot', { format: 'mhtml' });
    const out = path.join(filesDir, `v3-${nn}-${layout}.doc`);
    // the snapshot's Date header is the machine's clock; the set is written as of June 2025
    writeFileSync(out, data.replace(/^Date: .*$/m, 'Date: Thu, 12 Jun 2025 01:30:00 GMT'));
    console.log(out);
  } else {
    const out = how === 'jpg' ? path.join(filesDir, `v3-${nn}-${layout}.jpg`) : path.join(tmpDir, `v3-${nn}.jpg`);
    // only the sheet of paper and a little of the table it lies on, as a phone scan would crop it
    const box = await page.locator('.sheet').boundingBox();
    const pad = 14;
    const clip = { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: box.width + 2 * pad, height: box.height + 2 * pad };
    await page.screenshot({ path: out, type: 'jpeg', quality: 72, clip });
    console.log(out);
  }
  await context.close();
}
await browser.close();
