/**
 * The public site's first visit in Chromium on 127.0.0.1 (issue 7): largest contentful paint,
 * cumulative layout shift and the gzipped JavaScript each public page loads, for the product
 * (prerendered HTML + the site's light entry) side by side with a naive baseline in the same
 * run: the same pages rendered client-side by the workspace app, as they would be without the
 * prerender step (the same build with its dist/site folder removed, so the server answers every
 * public address with the app's index.html).
 *
 * Alone: `node --import tsx bench/site-vitals.ts` builds the web app, measures and rewrites its
 * section of bench/RESULTS.md. `npm run bench` (run-all.ts) includes it.
 */
import { execSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { replaceResultsSection } from './lib/results-section';
import { REPO, startProduct } from './lib/server-process';

/** Every public address of spec 001 §2. */
export const SITE_PATHS = [
  '/index',
  '/products',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `/product/${n}`),
  '/solutions',
  ...[1, 2, 3, 4, 5].map((n) => `/solution/${n}`),
  '/cases',
  '/research',
  '/about',
];

export const SITE_SECTION = '## Public site (issue 7)';
const LCP_TARGET_MS = 1000;
const CLS_TARGET = 0.05;
const JS_TARGET_KB = 150;

interface Visit {
  lcpMs: number;
  cls: number;
  jsGzipBytes: number;
  lcpElement: string;
}

export interface PageVitals {
  path: string;
  product: Visit;
  baseline: Visit;
}

export interface SiteVitals {
  runs: number;
  pages: PageVitals[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * Collects LCP and CLS from the first byte on (an init script), the CLS as Chromium reports it:
 * the largest session window of shifts without recent input (1 s gap, 5 s cap).
 */
const VITALS_OBSERVER = `(() => {
  const v = { lcp: 0, lcpElement: '', windows: [], current: null };
  window.__vitals = v;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.lcp = e.startTime;
      v.lcpElement = e.element ? (e.element.tagName.toLowerCase() + (e.element.className ? '.' + String(e.element.className).split(' ')[0] : '')) : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const w = v.current;
      if (w && e.startTime - w.last < 1000 && e.startTime - w.first < 5000) { w.value += e.value; w.last = e.startTime; }
      else { v.current = { first: e.startTime, last: e.startTime, value: e.value }; v.windows.push(v.current); }
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function visit(browser: Browser, url: string): Promise<Visit> {
  // A new context each time: a first visit, nothing cached.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(VITALS_OBSERVER);
    const pending: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Late content (the footer banner, the course list) may still shift the page: give it time.
    await page.waitForTimeout(500);
    const vitals = await page.evaluate(() => {
      const v = (window as unknown as { __vitals: { lcp: number; lcpElement: string; windows: { value: number }[] } }).__vitals;
      return { lcp: v.lcp, lcpElement: v.lcpElement, cls: Math.max(0, ...v.windows.map((w) => w.value)) };
    });
    const sizes = await Promise.all(pending);
    return { lcpMs: vitals.lcp, cls: vitals.cls, lcpElement: vitals.lcpElement, jsGzipBytes: sizes.reduce((a, b) => a + b, 0) };
  } finally {
    await context.close();
  }
}

function medianVisit(visits: Visit[]): Visit {
  return {
    lcpMs: median(visits.map((v) => v.lcpMs)),
    cls: median(visits.map((v) => v.cls)),
    jsGzipBytes: median(visits.map((v) => v.jsGzipBytes)),
    lcpElement: visits.at(-1)?.lcpElement ?? '',
  };
}

/** Needs a built web app in apps/web/dist; both servers get their own copy, so a rebuild meanwhile changes nothing. */
export async function siteVitals(runs = Number(process.env.BENCH_SITE_RUNS ?? 5)): Promise<SiteVitals> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'hh-site-vitals-'));
  const productDist = path.join(work, 'product');
  const baselineDist = path.join(work, 'baseline');
  await cp(path.join(REPO, 'apps/web/dist'), productDist, { recursive: true });
  await cp(productDist, baselineDist, { recursive: true });
  await rm(path.join(baselineDist, 'site'), { recursive: true, force: true });

  const product = await startProduct({ port: 3301, env: { WEB_DIST: productDist } });
  const baseline = await startProduct({ port: 3302, env: { WEB_DIST: baselineDist } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One warm-up visit each, so the servers' first-request costs are not in the figures.
    await visit(browser, `${product.url}/index`);
    await visit(browser, `${baseline.url}/index`);
    const pages: PageVitals[] = [];
    for (const sitePath of SITE_PATHS) {
      const ours: Visit[] = [];
      const theirs: Visit[] = [];
      // Alternate, so a busy moment on the shared machine falls on both sides alike.
      for (let i = 0; i < runs; i++) {
        ours.push(await visit(browser, product.url + sitePath));
        theirs.push(await visit(browser, baseline.url + sitePath));
      }
      pages.push({ path: sitePath, product: medianVisit(ours), baseline: medianVisit(theirs) });
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    return { runs, pages };
  } finally {
    await browser.close();
    await Promise.all([product.stop(), baseline.stop()]);
    await rm(work, { recursive: true, force: true });
    await Promise.all([rm(product.dataDir, { recursive: true, force: true }), rm(baseline.dataDir, { recursive: true, force: true })]);
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function siteVitalsMarkdown(result: SiteVitals): string[] {
  const worst = {
    lcp: Math.max(...result.pages.map((p) => p.product.lcpMs)),
    cls: Math.max(...result.pages.map((p) => p.product.cls)),
    js: Math.max(...result.pages.map((p) => p.product.jsGzipBytes)),
  };
  const ratio = (p: PageVitals) => p.baseline.lcpMs / p.product.lcpMs;
  return [
    SITE_SECTION,
    '',
    `### First visit of each public page in Chromium on 127.0.0.1 (median of ${result.runs}, cold cache, 1440×900)`,
    '',
    'Product: the prerendered HTML of the page with the site’s own light entry (React, no antd), which hydrates it. Baseline: the same pages rendered client-side by the workspace app (what the server sends when the build has no prerendered pages). Both from the same build, measured alternately in the same run. CLS is the largest session window of layout shifts; JS is every script the page loaded, gzipped.',
    '',
    '| page | LCP | LCP baseline | CLS | CLS baseline | JS (gzip) | JS baseline | LCP element |',
    '|---|---|---|---|---|---|---|---|',
    ...result.pages.map(
      (p) =>
        `| ${p.path} | ${p.product.lcpMs.toFixed(0)} ms | ${p.baseline.lcpMs.toFixed(0)} ms | ${p.product.cls.toFixed(3)} | ${p.baseline.cls.toFixed(3)} | ${kb(p.product.jsGzipBytes)} kB | ${kb(p.baseline.jsGzipBytes)} kB | ${p.product.lcpElement} |`,
    ),
    '',
    `Worst page: LCP ${worst.lcp.toFixed(0)} ms (target < ${LCP_TARGET_MS} ms ${mark(worst.lcp < LCP_TARGET_MS)}), CLS ${worst.cls.toFixed(3)} (target < ${CLS_TARGET} ${mark(worst.cls < CLS_TARGET)}), JS ${kb(worst.js)} kB (target ≤ ${JS_TARGET_KB} kB ${mark(worst.js / 1024 <= JS_TARGET_KB)}). Median LCP of the baseline is ${median(result.pages.map(ratio)).toFixed(1)}× the product’s. The build also refuses a public page over ${JS_TARGET_KB} kB (apps/web/build-tools/chunk-budget.ts).`,
    '',
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('building the web app …');
  execSync('npm run build -w @hh/web', { stdio: 'ignore', cwd: REPO });
  console.log(`public pages: ${SITE_PATHS.length} × product and baseline …`);
  const lines = siteVitalsMarkdown(await siteVitals());
  await replaceResultsSection(SITE_SECTION, lines.join('\n'));
  console.log(lines.join('\n'));
}
