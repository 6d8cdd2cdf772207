import path from 'node:path';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { ApiState } from '@hh/domain/api/api-state';
import { API_PREFIX } from '@hh/domain/api/endpoint';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@hh/domain/candidates/upload.schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccounts } from './modules/accounts/accounts.module';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { MailDomainsRepository } from './modules/accounts/mail-domains.repository';
import { mailDomainsRoutes } from './modules/accounts/mail-domains.routes';
import { MailDomainsService } from './modules/accounts/mail-domains.service';
import { ScopeService } from './modules/accounts/scope.service';
import { createStaffAudit } from './modules/audit/audit.module';
import { registerAuth } from './modules/auth/auth.module';
import { AuthRepository } from './modules/auth/auth.repository';
import { SessionService } from './modules/auth/session.service';
import { createCallFigures, registerCalls } from './modules/calls/calls.module';
import { CandidatesRepository } from './modules/candidates/candidates.repository';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { CandidatesService } from './modules/candidates/candidates.service';
import { DisclosureService } from './modules/candidates/disclosure.service';
import { ResumeFilesRepository } from './modules/candidates/resume-files.repository';
import { TalentAdoptionService } from './modules/candidates/talent-adoption.service';
import { TalentExpandRepository } from './modules/candidates/talent-expand.repository';
import { talentExpandRoutes } from './modules/candidates/talent-expand.routes';
import { TalentExpandService } from './modules/candidates/talent-expand.service';
import { uploadRoutes } from './modules/candidates/upload.routes';
import { UploadService } from './modules/candidates/upload.service';
import { UPLOAD_CLEANUP_CRON, UPLOAD_CLEANUP_JOB, UploadCleanupJob } from './modules/candidates/upload-cleanup.job';
import { registerChat } from './modules/chat/chat.module';
import { chatOrdersPort, chatPositionsPort } from './modules/chat/chat-adapters';
import { createCoins, createCoinsOps, registerCoins } from './modules/coins/coins.module';
import { LedgerRepository } from './modules/coins/ledger.repository';
import { LedgerService } from './modules/coins/ledger.service';
import { CaseFines } from './modules/complaints/case-fines.service';
import { createConfirmations, createPenalties, registerComplaints } from './modules/complaints/complaints.module';
import { MessagesRepository } from './modules/content/messages.repository';
import { messagesRoutes } from './modules/content/messages.routes';
import { MessagesService } from './modules/content/messages.service';
import { referenceRoutes } from './modules/content/reference.routes';
import { ReferenceData } from './modules/content/reference-data';
import { TipsRepository } from './modules/content/tips.repository';
import { tipsRoutes } from './modules/content/tips.routes';
import { ConsultantFeesRepository } from './modules/finance/consultant-fees.repository';
import { registerFinance } from './modules/finance/finance.module';
import { registerIdentity } from './modules/identity/identity.module';
import { registerInterviews } from './modules/interviews/interviews.module';
import { registerLibrary } from './modules/library/library.module';
import { registerMailbox } from './modules/mailbox/mailbox.module';
import { outboxRoutes } from './modules/ops/outbox.routes';
import { createComplaintOrders, registerOrders } from './modules/orders/orders.module';
import { combineStageLogListeners } from './modules/orders/stage-log-listener';
import { ResumeParsing } from './modules/parsing/parsing.service';
import { pluginRoutes } from './modules/plugin/plugin.routes';
import { PluginService } from './modules/plugin/plugin.service';
import { registerPositions } from './modules/positions/positions.module';
import { registerSite } from './modules/site/site.module';
import { BehaviorRepository } from './modules/stats/behavior.repository';
import { behaviorRoutes } from './modules/stats/behavior.routes';
import { registerShareLibrary } from './modules/talent/share-library.module';
import { createTalentPool, registerTalentSearch } from './modules/talent/talent.module';
import { talentPreviewRoutes } from './modules/talent/talent-preview.routes';
import { schoolNamesOfTypes } from './modules/talent/talent-reference';
import { registerWorkbench } from './modules/workbench/workbench.module';
import type { RegisteredRoute } from './platform/access';
import { AppError } from './platform/errors';
import { LocalFileStorage } from './platform/file-storage';
import { badUrlAnswer, clientErrorAnswer, registerErrorHandling } from './platform/http-errors';
import { type JobQueue, startJobQueue } from './platform/jobs';
import { loggerOptions } from './platform/logger';
import { createMailer, type Mailer } from './platform/mailer';
import { registerRequestGuard } from './platform/request-guard';
import { responseSerializerCompiler } from './platform/response-serializer';
import { RiskControl } from './platform/risk-control';
import { RiskEventsRepository } from './platform/risk-events.repository';
import { createRouter } from './platform/route';
import { SecretBox } from './platform/secret-box';
import { registerSecurityHeaders } from './platform/security-headers';
import type { SharedStore } from './platform/shared-store';
import { registerTextCheck } from './platform/validation';
import { registerWebApp } from './platform/web-static';
import { handleWebSocketError, WS_MAX_PAYLOAD } from './platform/websocket-errors';
import { WriteLimit } from './platform/write-limit';

/** A service's "missing" answer (404) as undefined, for a port that answers absence; any other error goes on. */
function missingAsUndefined(error: unknown): undefined {
  if (error instanceof AppError && error.state === ApiState.notFound) return undefined;
  throw error;
}

export interface AppDeps {
  config: Config;
  database: Database;
  store: SharedStore;
  /** Pino logging; tests turn it off or send it to a stream they read. */
  log?: boolean;
  logStream?: NodeJS.WritableStream;
  /** The key for personal data at rest; by default DATA_KEY or DATA_DIR/data.key. */
  secretBox?: SecretBox;
  /** The job queue; by default one is started on the database (pg-boss) and stopped with the app. */
  jobs?: JobQueue;
  /** Outgoing mail; by default SMTP_URL, or `.eml` files in DATA_DIR/outbox (platform/mailer.ts). */
  mailer?: Mailer;
  /** The clock staff second-factor codes are checked by; real time unless a test steps it (test/test-app.ts). */
  totpClock?: () => number;
}

export interface AppServices {
  sessions: SessionService;
  scopes: ScopeService;
  risk: RiskControl;
  riskEvents: RiskEventsRepository;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    services: AppServices;
    /** Refuse new /api work with 503 while in-flight requests finish (graceful shutdown). */
    drain(): void;
  }
}

/** Builds the whole application on the given parts; used by main.ts and by every API test. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, store } = deps;
  const app = Fastify({
    logger: deps.log === false ? false : loggerOptions(deps.logStream ? 'info' : config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // A malformed address (a bad `%` escape) gets the envelope, not Fastify's own error body.
    frameworkErrors: badUrlAnswer,
    // So does what Node's parser refuses first: an address or headers over 16 KB (431), garbage (400).
    clientErrorHandler: clientErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseCheck));

  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = route.config?.access;
    if (!declared) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access`);
    // Routes come from the domain's endpoint declarations (platform/route.ts), which say whether they change data.
    if (route.config?.mutates === undefined)
      throw new Error(`Route ${methods.join(',')} ${route.url} does not say whether it changes data`);
    const schema = route.schema as RegisteredRoute['schema'];
    for (const method of methods)
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access: declared, mutates: route.config.mutates, schema });
  });

  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });

  const authRepo = new AuthRepository(database.db);
  const sessions = new SessionService(authRepo, store, config.sessionTtlMs);
  await sessions.listen();
  const accountsRepo = new AccountsRepository(database.db);
  const riskEvents = new RiskEventsRepository(database.db);
  const services: AppServices = {
    sessions,
    scopes: new ScopeService(accountsRepo),
    risk: new RiskControl(store, config.risk, (flag) => riskEvents.record(flag)),
    riskEvents,
    mailer: deps.mailer ?? createMailer(config.mail),
  };
  app.decorate('services', services);

  // Every module registers its routes through the router: from the domain's endpoint declarations, with typed callers.
  // Every staff write it registers leaves one row in the staff audit trail (modules/audit).
  const staffAudit = createStaffAudit(database.db);
  const router = createRouter(app, services.scopes, staffAudit.writer);

  registerErrorHandling(app);
  registerTextCheck(app);
  // CSP, frame protection, nosniff and the rest of helmet's headers on every answer (docs/OPERATIONS.md › Security).
  registerSecurityHeaders(app);
  // WebSocket upgrades (the chat socket, modules/chat) before the request guard: the plugin's own
  // onRequest hook must mark an upgrade before the guard may refuse it, so a refused upgrade's socket is closed.
  // A client's protocol fault (an oversized message…) is logged at info, never as our error (platform/websocket-errors.ts).
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD }, errorHandler: handleWebSocketError });
  // The browser plugin (modules/plugin): its token opens its own routes only, through the guard.
  const box = deps.secretBox ?? SecretBox.load(config.dataKey, config.dataDir);
  const plugin = new PluginService(database.db, box, config.chromePluginId, store);
  await plugin.listen();
  registerRequestGuard(app, {
    store,
    resolveSession: (token) => sessions.resolve(token),
    resolvePluginToken: (token) => plugin.resolve(token),
    isDraining: () => draining,
    allowedHosts: config.identity.publicUrl ? [new URL(config.identity.publicUrl).host] : [],
    writeLimit: new WriteLimit(store, config.writeLimits),
  });
  // Multipart once for every module (resume uploads, work samples, resume samples); a route narrows the limits per call.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 },
    throwFileSizeLimit: false,
  });

  registerAuth(router, { db: database.db, repo: authRepo, sessions, store, box, config, totpClock: deps.totpClock ?? Date.now });
  const accountChanges = registerAccounts(router, {
    db: database.db,
    store,
    accounts: accountsRepo,
    sessions,
    pluginSetup: (actor, host) => plugin.setupOf(actor, config.identity.publicUrl ?? host),
  }).changes;
  pluginRoutes(router, plugin);
  const messagesRepo = new MessagesRepository(database.db);
  messagesRoutes(router, messagesRepo);
  const messages = new MessagesService(messagesRepo);
  tipsRoutes(router, new TipsRepository(database.db));
  const reference = new ReferenceData();
  referenceRoutes(router, reference);
  behaviorRoutes(router, new BehaviorRepository(database.db), store);
  await registerIdentity(app, router, { db: database.db, box, store, config: config.identity });
  const candidatesRepo = new CandidatesRepository(database.db);
  const resumeFiles = new ResumeFilesRepository(database.db);
  // The talent pool's index follows every change of a person (modules/talent); built first so candidates can call it.
  // The one ledger where coins and money move (modules/coins): finance pays out and reverses through it, the coin routes
  // read and transfer, the talent pool charges reveals beyond the free quota, and a 91 pays the onboarding bonus.
  const ledger = new LedgerService(new LedgerRepository(database.db));
  const coins = createCoins(database.db, ledger);
  const talentPool = createTalentPool(database.db, store, config.poolRevealQuota, coins.revealFee);
  const candidates = new CandidatesService(candidatesRepo, resumeFiles, services.risk, box, reference.labelCodes(), talentPool);
  const disclosure = new DisclosureService(candidatesRepo, candidates, services.risk, box, talentPool);
  candidatesRoutes(router, candidates, disclosure);
  talentExpandRoutes(router, new TalentExpandService(new TalentExpandRepository(database.db)));
  // One parse pool for every module that reads resumes (talent uploads, the company library), started on first use.
  const parsing = new ResumeParsing({
    size: config.parseWorkers,
    // Our readers against the libraries on a sample of uploads: digests and the writer only, never the text.
    onShadow: (report) =>
      (report.same ? app.log.info : app.log.warn).call(app.log, { readerShadow: report }, 'resume reader shadow comparison'),
    // Comparisons skipped because uploads were waiting (at most one line a minute): they never delay an upload.
    onShadowDropped: (dropped) =>
      app.log.info({ readerShadowDropped: dropped }, 'resume reader shadow comparisons dropped, parse pool busy'),
  });
  app.addHook('onClose', async () => parsing.close());
  const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
  const uploads = new UploadService(parsing, storage, resumeFiles, candidates);
  uploadRoutes(router, uploads);
  const { positions } = registerPositions(router, { db: database.db, reference, storage });
  const jobs = deps.jobs ?? (await startJobQueue(database.pool, { onError: (error) => app.log.error({ err: error }, 'job queue error') }));
  if (!deps.jobs) app.addHook('onClose', () => jobs.stop());
  const uploadCleanup = new UploadCleanupJob(resumeFiles, storage);
  await jobs.work(UPLOAD_CLEANUP_JOB, async () => {
    await uploadCleanup.run();
  });
  await jobs.schedule(UPLOAD_CLEANUP_JOB, UPLOAD_CLEANUP_CRON);
  // Backup archives are built under DATA_DIR, on the stored files' disk, so storing one is a rename.
  await registerLibrary(app, router, {
    db: database.db,
    jobs,
    storage,
    parsing,
    uploads,
    tempDir: path.join(config.dataDir, 'tmp'),
  });
  // Mailbox collection sends resume attachments to the library as import tasks of the mailbox's owner.
  const libraryImports = app.library.imports;
  await registerMailbox(app, router, {
    db: database.db,
    jobs,
    box,
    mailboxKey: config.mailboxKey,
    privateHosts: config.mailboxPrivateHosts,
    privatePlaintext: config.mailboxPrivatePlaintext,
    watch: config.mailboxWatch,
    imports: {
      importFiles: (owner, files, title) => libraryImports.create(owner, files, { title, background: true }),
      isUnfinished: (taskId) => libraryImports.isUnfinished(taskId),
    },
  });
  // What business data and the complaint evidence bundle read of calls, through their ports (CallFiguresPort, ComplaintCallsPort).
  const callFigures = createCallFigures(database.db);
  // The workbench's rollups are written by the orders module inside each state log's transaction.
  const workbench = registerWorkbench(router, { db: database.db, calls: callFigures });
  const mailDomains = new MailDomainsService(new MailDomainsRepository(database.db));
  mailDomainsRoutes(router, mailDomains);
  // Finance makes delivery records from the same state logs, and settles guarantee failures on the guarantee job's runs.
  // Approved coin adjustments (four eyes) are made through the console's side of the coins ledger.
  const coinsOps = createCoinsOps(database.db, coins);
  const finance = registerFinance(router, { db: database.db, ledger, coins: coinsOps });
  registerCoins(router, { db: database.db, coins, ops: coinsOps, billableOrders: finance.billableOrders, requests: finance.requests });
  // The candidate's confirmation link on each recommendation (complaints), reading orders through their port.
  const complaintOrders = createComplaintOrders(database.db);
  // Bans of upheld complaints and of unpaid performance-check deposits: the orders module checks them before
  // recommend and every order action. Deposits, their forfeits and fines move through the one ledger.
  const penalties = createPenalties(database.db, { orders: complaintOrders, ledger, messages });
  const confirmations = createConfirmations(database.db, complaintOrders, services.mailer, config.identity.publicUrl);
  const { orders, opsOrders, interviewOrders, complaintOrderEffects } = await registerOrders(app, router, {
    db: database.db,
    scopes: services.scopes,
    candidates,
    disclosure,
    positions,
    jobs,
    mailer: services.mailer,
    listCache: config.orderListCache,
    mailDomains,
    stageLog: combineStageLogListeners(workbench.stageLog, finance.stageLog, coins.stageLog),
    guaranteeFailures: finance.guaranteeFailures,
    bans: penalties,
    recommended: confirmations,
  });
  registerInterviews(router, { db: database.db, orders: interviewOrders });
  // Calling reaches candidates' numbers and orders' people only through this port (modules/calls/call-targets.port.ts).
  await registerCalls(app, router, {
    db: database.db,
    box,
    storage,
    mailer: services.mailer,
    store,
    jobs,
    sandboxTiming: config.callSandbox,
    targets: {
      candidate: async (scope, candidateId) => {
        const record = await candidates.recordInScope(scope, candidateId).catch(missingAsUndefined);
        return record && { candidateId: record.userId, personId: record.personId, phone: record.phone };
      },
      revealedPhone: async (userId, scope, phone) => {
        const record = await candidates.recordOfRevealedPhone(userId, scope, phone);
        return record && { candidateId: record.userId, personId: record.personId, phone: record.phone };
      },
      orderPerson: async (scope, orderId) => (await orders.visible(scope, orderId).catch(missingAsUndefined))?.personId,
    },
  });

  // The chat: its socket beside the router, fan-out through the shared store, booking cards through the console's order moves.
  await registerChat(app, router, {
    storage,
    db: database.db,
    store,
    positions: chatPositionsPort(positions),
    orders: chatOrdersPort(opsOrders),
    rate: config.chatRate,
    resumeRate: config.chatResumeRate,
  });
  // An upheld case's fine: asked by the verdict, charged on approval (four eyes) from the firm's deposit first,
  // the rest through finance's FineRecorder port.
  const caseFines = new CaseFines(ledger, finance.fines, new ConsultantFeesRepository(database.db), finance.requests);
  finance.requests.chargeCaseFinesWith((input) => caseFines.charge(input));
  await registerComplaints(router, {
    db: database.db,
    storage,
    jobs,
    orders: complaintOrders,
    calls: callFigures,
    messages,
    penalties,
    effects: { orders: complaintOrderEffects, closeAccount: (userId) => accountChanges.closeByPlatform(userId) },
    confirmations,
    fines: caseFines,
  });
  // Bindings, the shared resume library and coins, on the talent pool (TalentPoolService) and its school reference.
  registerShareLibrary(router, {
    db: database.db,
    coins,
    risk: services.risk,
    candidates,
    adoption: new TalentAdoptionService(candidatesRepo),
    orders,
    pool: talentPool,
    schoolNamesOfTypes,
  });
  registerTalentSearch(router, { db: database.db, risk: services.risk });
  registerSite(app, router, { db: database.db, store, mailer: services.mailer, salesEmail: config.mail.salesEmail });
  outboxRoutes(router, config.mail.outboxDir);
  staffAudit.register(router);
  talentPreviewRoutes(router, talentPool);
  await registerWebApp(app, config.webDist);

  return app;
}
