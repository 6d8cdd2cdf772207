import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_TOTP_SECRET } from '../db/seed/demo-accounts';
import { SecretBox } from '../platform/secret-box';
import { createSharedStore, type SharedStore } from '../platform/shared-store';
import { TOTP_STEP_MS, totpCode } from '../platform/totp';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  store: SharedStore;
  config: Config;
  databaseUrl: string;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Each app keeps its files (uploads, keys) in its own temporary data dir, never in the repo.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hh-test-data-'));
  const base = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  return {
    ...base,
    // Keep the sign-in slow-down real but short, so the throttling tests stay quick.
    loginThrottle: { ...base.loginThrottle, delayStepMs: 20 },
    // The suite writes far faster than a person; the write-limit tests set their own small budgets.
    writeLimits: { burst: { max: 1_000_000, windowMs: 10_000 }, minute: { max: 1_000_000, windowMs: 60_000 } },
    // Every answer in the suite is parsed by its zod schema, so a shape mismatch fails a test.
    responseCheck: 'validate',
    ...overrides,
  };
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated, seeded template. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `hh_t_${process.pid}_${randomBytes(5).toString('hex')}`;
  await withAdmin(async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('templateDb')}`);
        return;
      } catch (error) {
        // 55006: the template is busy because another file is cloning it right now.
        if ((error as { code?: string }).code !== '55006' || attempt > 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return { name, url: withDatabase(inject('adminUrl'), name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    store?: SharedStore;
    databaseUrl?: string;
    logStream?: NodeJS.WritableStream;
    /** Mail goes to the outbox of the app's temporary data dir unless a test gives its own. */
    mailer?: AppDeps['mailer'];
  } = {},
): Promise<TestApp> {
  const created = options.databaseUrl ? undefined : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? (created as { url: string }).url;
  const database = openDatabase(databaseUrl, 4);
  const store = options.store ?? createSharedStore(undefined);
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    store,
    log: options.logStream ? undefined : false,
    logStream: options.logStream,
    secretBox: TEST_SECRET_BOX,
    mailer: options.mailer,
    totpClock: () => testTotpClock.now(),
  });
  await app.ready();
  return {
    app,
    database,
    store,
    config,
    databaseUrl,
    async close() {
      await app.close();
      if (!options.store) await store.close();
      await database.close();
      if (created) await dropTestDatabase((created as { name: string }).name);
    },
  };
}

/** One fixed key for the suite, so the seeded template's sealed values open in every test database. */
export const TEST_SECRET_BOX = SecretBox.fromKey(Buffer.alloc(32, 7)); // the same key global-setup seeds with

/**
 * The time the suite's apps check second-factor codes at. The product accepts each 30-second
 * code once (RFC 6238 §5.2), and hundreds of tests sign the same demo staff member in within
 * seconds, so real time would refuse all but the first sign-in of each step. Rather than widen
 * the product's window or switch the rule off, every app of the test process reads this clock,
 * and `Caller.signIn` moves it one step ahead before each staff sign-in (`nextCode`): each sign-in
 * brings a code of a step never used, exactly as a person signing in every 30 s would. It only
 * ever moves forward and never behind real time, so apps sharing a database (the scale-out tests)
 * agree on it. Tests of the rule itself compute codes at `now()` and reuse one on purpose.
 */
export const testTotpClock = {
  offsetMs: 0,
  now(): number {
    return Date.now() + this.offsetMs;
  },
  /** The demo secret's code one step after the latest one handed out, with the clock moved there. */
  nextCode(secret = DEMO_TOTP_SECRET): string {
    this.offsetMs += TOTP_STEP_MS;
    return totpCode(secret, this.now());
  },
};

const DEMO_STAFF_PHONES = new Set(DEMO_STAFF.map((s) => s.phone));

let lastStamp = 0;
/** A request-time stamp that never repeats within this process. */
export function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `${lastStamp}${Math.floor(Math.random() * 10)}`;
}

export interface Envelope<T = unknown> {
  state: number;
  success: boolean;
  message: string;
  remark?: string;
  data: T;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/** A browser-like caller: keeps its session cookie, says it calls from our own pages and stamps every call the way the web client does. */
export class Caller {
  cookie: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  async call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    options: {
      body?: unknown;
      query?: Record<string, string>;
      requesttime?: string | null;
      headers?: Record<string, string>;
      /** false: call as a client that is no browser, without Sec-Fetch-Site (the CSRF tests). */
      asBrowser?: boolean;
    } = {},
  ): Promise<CallResult<T>> {
    const query = { ...(options.query ?? {}) };
    if (options.requesttime !== null) query.requesttime = options.requesttime ?? stamp();
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    // What a browser on our own pages sends with every fetch, unless the test states the origin itself.
    const statesOrigin = 'sec-fetch-site' in headers || 'origin' in headers || 'referer' in headers;
    if (options.asBrowser !== false && !statesOrigin) headers['sec-fetch-site'] = 'same-origin';
    if (this.cookie) headers.cookie = this.cookie;
    const raw = await this.app.inject({
      method,
      url,
      query,
      headers,
      remoteAddress: this.ip,
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    const setCookie = raw.cookies.find((c) => c.name === 'hh_sid');
    if (setCookie) this.cookie = setCookie.value ? `hh_sid=${setCookie.value}` : undefined;
    // Files (downloads, originals) are not envelopes: read them from `raw`.
    const isJson = String(raw.headers['content-type'] ?? '').includes('application/json');
    return { status: raw.statusCode, body: (isJson ? raw.json() : {}) as Envelope<T>, headers: raw.headers, raw };
  }

  get<T = unknown>(url: string, query?: Record<string, string>) {
    return this.call<T>('GET', url, { query });
  }

  post<T = unknown>(url: string, body?: unknown) {
    return this.call<T>('POST', url, { body: body ?? {} });
  }

  /** Signs in; a demo staff member also sends the demo authenticator's next code (testTotpClock). */
  async signIn(phone: string, password = DEMO_PASSWORD): Promise<CallResult<{ userId: string }>> {
    const body = DEMO_STAFF_PHONES.has(phone) ? { phone, password, otp: testTotpClock.nextCode() } : { phone, password };
    const result = await this.call<{ userId: string }>('POST', '/api/login.json', { body, requesttime: null });
    if (result.body.state !== 1) throw new Error(`sign-in of ${phone} failed: ${result.body.message}`);
    return result;
  }
}

/** A caller already signed in as the given demo phone. */
export async function signedIn(app: FastifyInstance, phone: string, ip?: string): Promise<Caller> {
  const caller = new Caller(app, ip);
  await caller.signIn(phone);
  return caller;
}
