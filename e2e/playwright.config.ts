import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the real server on a
 * fresh data dir, with the built web app. Run them with `npm test -w @hh/e2e` (run-e2e.mjs
 * builds the app and makes the data dir).
 */
// E2E_PORT lets two runs on one machine (several people at work) use different ports.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'hh-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'off',
    // The system setting people use when motion is a strain; the app then opens dialogs and drawers
    // without zooming or sliding (app/providers.tsx). A click made while a dialog was still zooming in
    // could land beside its moving button on a loaded machine. site/layout.spec.ts checks the motion itself.
    reducedMotion: 'reduce',
    // Journeys also call the API through Playwright's request context, which sends no browser origin
    // headers; the server refuses state-changing calls that do not say they come from our own pages
    // (apps/server/src/platform/csrf.ts). Pages are unaffected: Chromium's Sec-Fetch-Site is read first.
    extraHTTPHeaders: { origin: `http://127.0.0.1:${PORT}` },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/api/loginState.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server stop its embedded PostgreSQL before the data dir is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // The mailbox journey's Dovecot listens on 127.0.0.1, an internal address the server refuses unless listed.
    env: { DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', MAILBOX_PRIVATE_HOSTS: '127.0.0.1' },
  },
});
