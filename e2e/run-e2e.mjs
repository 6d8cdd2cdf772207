#!/usr/bin/env node
/**
 * Runs the browser journeys: checks for Chromium, builds the web app, gives the server a
 * fresh data dir, runs Playwright and passes its exit code through. Extra arguments go to
 * `playwright test` (e.g. a file or `-g name`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.log(
    [
      `Browser journeys SKIPPED: no Chromium at ${chromium}.`,
      '  Install it (with a font for Chinese glyphs): apt-get install -y --no-install-recommends chromium fonts-wqy-microhei',
      '  or set CHROMIUM_PATH to a Chromium binary.',
    ].join('\n'),
  );
  process.exit(process.env.CI ? 1 : 0);
}

const build = spawnSync('npm', ['run', 'build', '-w', '@hh/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The web build failed; the journeys did not run.');
  process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hh-e2e-'));
let status = 1;
try {
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
  });
  status = run.status ?? 1;
  if (status !== 0) printFailureContexts(path.join(here, 'test-results'));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

/**
 * After a failed run, prints what the page held when each failing test stopped (Playwright's
 * error-context.md: the page's accessibility snapshot). CI keeps only the printed output, so
 * this is what explains a failure that does not happen again here.
 */
function printFailureContexts(dir) {
  if (!existsSync(dir)) return;
  const LIMIT = 8000;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name, 'error-context.md');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    console.log(`\n--- ${entry.name}: what the page held when the test failed ---`);
    console.log(text.length > LIMIT ? `${text.slice(0, LIMIT)}\n… (${text.length - LIMIT} more characters in ${file})` : text);
  }
}
