import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  COOKIE_SECURE: bool,
  TRUST_PROXY: bool,
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  RESPONSE_CHECK: z.enum(['validate', 'fast']).default('fast'),
  DATA_KEY: z.string().optional(),
  /** Base64, 32 bytes: seals bound mailboxes' passwords (modules/mailbox); derived from the data key when unset. */
  MAILBOX_KEY: z.string().optional(),
  /** Comma list of mail host names or addresses that may be internal (an on-premises IMAP server); others are refused. */
  MAILBOX_PRIVATE_HOSTS: z
    .string()
    .optional()
    .transform((list): ReadonlySet<string> => new Set((list ?? '').split(',').flatMap((h) => h.trim().toLowerCase() || []))),
  /**
   * Whether the hosts of MAILBOX_PRIVATE_HOSTS may be signed in to without TLS (default yes: an
   * on-premises server on our own network); every other host needs SSL or a STARTTLS that succeeds.
   */
  MAILBOX_PRIVATE_PLAINTEXT: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** Bound mailboxes one instance holds open in IMAP IDLE at most (modules/mailbox/mailbox-watcher.ts); 0: none on this instance. */
  MAILBOX_WATCH_MAX: z.coerce.number().int().min(0).max(10_000).default(200),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('猎头协作平台 <noreply@lietou-platform.cn>'),
  SALES_EMAIL: z.string().email().default('sales@lietou-platform.cn'),
  PUBLIC_URL: z.string().url().optional(),
  /** The browser plugin's extension id in the Chrome Web Store (myInfoData waChromePluginId); unset until it is published. */
  CHROME_PLUGIN_ID: z
    .string()
    .regex(/^[a-p]{32}$/)
    .optional(),
  // Real-name face step and enterprise messenger: only the sandbox providers are built (README).
  FACE_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  QY_WECHAT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  POOL_REVEAL_PER_USER: z.coerce.number().int().positive().default(50),
  POOL_REVEAL_PER_FIRM: z.coerce.number().int().positive().default(500),
  ORDER_LIST_CACHE: z.enum(['on', 'off']).default('on'),
  WRITE_LIMIT_BURST: z.coerce.number().int().positive().default(60),
  WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Chat messages one user may send per 10 s (modules/chat). */
  CHAT_RATE_PER_10S: z.coerce.number().int().positive().default(30),
  /** Socket resumes one user may ask for per minute, across sockets and instances (modules/chat/chat-resume-budget.ts). */
  CHAT_RESUME_PER_MINUTE: z.coerce.number().int().positive().default(120),
  PARSE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /** The sandbox telephony's pace: ms between its events, and real ms per talked second (docs/API.md › Calling). */
  CALL_SANDBOX_STEP_MS: z.coerce.number().int().min(1).max(60_000).default(800),
  CALL_SANDBOX_MS_PER_TALK_SECOND: z.coerce.number().int().min(0).max(10_000).default(1000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  sessionTtlMs: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  seedDemo: 'auto' | 'never';
  webDist: string;
  /** Base64 key for personal data at rest; when unset, DATA_DIR/data.key is used (platform/secret-box.ts). */
  dataKey: string | undefined;
  /**
   * Base64 key sealing bound mailboxes' passwords (modules/mailbox); when unset, a key derived
   * from the data key (HKDF, purpose `mailbox-credentials`) is used (docs/OPERATIONS.md).
   */
  mailboxKey: string | undefined;
  /** Hosts a bound mailbox may name although they resolve to an internal address (modules/mailbox/mail-host-guard.ts). */
  mailboxPrivateHosts: ReadonlySet<string>;
  /** Whether those hosts may be signed in to without TLS; every other mailbox needs TLS (modules/mailbox/imap-inbox.ts). */
  mailboxPrivatePlaintext: boolean;
  /**
   * The IDLE watcher (modules/mailbox/mailbox-watcher.ts): at most `max` mailboxes held in IDLE by
   * this instance (MAILBOX_WATCH_MAX, 0 for none), each under a lease of `leaseMs` in the database
   * that the watcher renews, and takes free ones, every `tickMs`.
   */
  mailboxWatch: { max: number; leaseMs: number; tickMs: number };
  /** Mail (platform/mailer.ts): SMTP when smtpUrl is set, else `.eml` files in outboxDir (DATA_DIR/outbox). */
  mail: { smtpUrl: string | undefined; from: string; salesEmail: string; outboxDir: string };
  /** Real-name and messenger providers, and the address their links and QR codes use (modules/identity). */
  identity: { publicUrl: string | undefined; faceProvider: 'sandbox'; messengerProvider: 'sandbox' };
  /** The browser plugin's extension id (modules/plugin), null until it is published. */
  chromePluginId: string | null;
  /** How answers are checked against their schema (platform/response-serializer.ts). */
  responseCheck: 'validate' | 'fast';
  /**
   * Sign-in throttling (platform/login-throttle.ts): failures of one phone from one address before
   * slowing and before locking, failures of one address before locking it, lock length, delay step;
   * and the slower per-phone backoff from anywhere: failures within the window before addresses the
   * phone never signed in from get one attempt per gate interval, and how long an address stays known.
   */
  loginThrottle: {
    slowAfter: number;
    lockAfter: number;
    lockAfterPerAddress: number;
    lockMs: number;
    delayStepMs: number;
    phoneSlowAfter: number;
    phoneWindowMs: number;
    phoneGateMs: number;
    knownAddressMs: number;
  };
  /** Per-user budgets of state-changing calls (platform/write-limit.ts): at most `max` within each window. */
  writeLimits: { burst: { max: number; windowMs: number }; minute: { max: number; windowMs: number } };
  chatRate: { max: number; windowMs: number };
  chatResumeRate: { max: number; windowMs: number };
  /** Risk thresholds per action: counts per user and per firm within the window. */
  risk: Record<string, { perUser: number; perFirm: number; windowSeconds: number }>;
  /** Daily quota of contact reveals of talent-pool people who are not in the caller's firm (modules/talent). */
  poolRevealQuota: { perUser: number; perFirm: number };
  /** The order-list answer cache and its LISTEN connection (modules/orders/order-list-cache.ts); off reads every list from the database. */
  orderListCache: boolean;
  /** Resume parse threads; unset: one less than the cores, at most 4 (modules/parsing/worker-pool.ts). */
  parseWorkers: number | undefined;
  callSandbox: { stepMs: number; msPerTalkSecond: number };
}

export const DEFAULT_RISK: Config['risk'] = {
  candidateDetail: { perUser: 300, perFirm: 3000, windowSeconds: 3600 },
  phoneReveal: { perUser: 60, perFirm: 600, windowSeconds: 86_400 },
  sensitiveView: { perUser: 100, perFirm: 1000, windowSeconds: 86_400 },
  searchPage: { perUser: 600, perFirm: 6000, windowSeconds: 3600 },
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${first?.path.join('.')} ${first?.message}`);
  }
  const e = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    responseCheck: e.RESPONSE_CHECK,
    identity: { publicUrl: e.PUBLIC_URL, faceProvider: e.FACE_PROVIDER, messengerProvider: e.QY_WECHAT_PROVIDER },
    chromePluginId: e.CHROME_PLUGIN_ID ?? null,
    dataKey: e.DATA_KEY,
    mailboxKey: e.MAILBOX_KEY,
    mailboxPrivateHosts: e.MAILBOX_PRIVATE_HOSTS,
    mailboxPrivatePlaintext: e.MAILBOX_PRIVATE_PLAINTEXT,
    mailboxWatch: { max: e.MAILBOX_WATCH_MAX, leaseMs: 90_000, tickMs: 15_000 },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, salesEmail: e.SALES_EMAIL, outboxDir: path.join(path.resolve(e.DATA_DIR), 'outbox') },
    loginThrottle: {
      slowAfter: 3,
      lockAfter: 6,
      lockAfterPerAddress: 30,
      lockMs: 15 * 60_000,
      delayStepMs: 1000,
      phoneSlowAfter: 20,
      phoneWindowMs: 60 * 60_000,
      phoneGateMs: 10_000,
      knownAddressMs: 30 * 86_400_000,
    },
    writeLimits: {
      burst: { max: e.WRITE_LIMIT_BURST, windowMs: 10_000 },
      minute: { max: e.WRITE_LIMIT_PER_MINUTE, windowMs: 60_000 },
    },
    chatRate: { max: e.CHAT_RATE_PER_10S, windowMs: 10_000 },
    chatResumeRate: { max: e.CHAT_RESUME_PER_MINUTE, windowMs: 60_000 },
    risk: DEFAULT_RISK,
    poolRevealQuota: { perUser: e.POOL_REVEAL_PER_USER, perFirm: e.POOL_REVEAL_PER_FIRM },
    orderListCache: e.ORDER_LIST_CACHE === 'on',
    parseWorkers: e.PARSE_WORKERS,
    callSandbox: { stepMs: e.CALL_SANDBOX_STEP_MS, msPerTalkSecond: e.CALL_SANDBOX_MS_PER_TALK_SECOND },
  };
}
