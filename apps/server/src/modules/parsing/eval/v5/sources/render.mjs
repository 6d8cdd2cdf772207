// Chromium print-to-PDF for the v5 Chromium layouts (reads gen/plan.json).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire('/work/main/package.json');
const { chromium } = require('/work/main/node_modules/playwright');
const here = new URL('.', import.meta.url).pathname;
const plan = JSON.parse(readFileSync(`${here}gen/plan.json`, 'utf8')).filter((x) => x.producer === 'chromium');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const x of plan) {
  await page.goto(`file://${x.src}`);
  await page.pdf({ path: `${here}files/${x.file}`, format: 'A4', printBackground: true, preferCSSPageSize: true });
  console.log('pdf', x.file);
}
await browser.close();
