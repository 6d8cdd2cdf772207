#!/usr/bin/env node
// `npm test`: the unit and API suites (Vitest: domain, server, web), then the browser journeys.
// The journeys need Chromium; without it they are skipped with a plain note (never in CI).
import { spawnSync } from 'node:child_process';

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const unit = run('unit and API tests (Vitest)', 'npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);
const e2e = run('browser journeys (Playwright in Chromium)', 'npm', ['test', '-w', '@hh/e2e']);
process.exit(e2e);
