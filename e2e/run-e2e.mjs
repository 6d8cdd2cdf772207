#!/usr/bin/env node
/**
 * Runs the browser journeys: checks for Chromium, builds the web app, gives the server a
 * fresh data dir, runs Playwright and passes its exit code through. Extra arguments go to
 * `playwright test` (e.g. a file or `-g name`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
