import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { ensureDatabase, runMigrations } from './db/migrate';
import {
  DEMO_CONSULTANTS,
  DEMO_NEWCOMERS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_STAFF_NEWCOMERS,
  DEMO_TOTP_SECRET,
} from './db/seed/demo-accounts';
import { DORMANT_MANAGER } from './db/seed/demo-dormant-firm';
import { seedDemoWorldIfEmpty } from './db/seed/demo-world';
import { LocalFileStorage } from './platform/file-storage';
import { SecretBox } from './platform/secret-box';
import { createSharedStore } from './platform/shared-store';

const startedAt = Date.now();
const config = loadConfig();

let embedded: EmbeddedServer | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(config.dataDir);
  await ensureDatabase(embedded.url('postgres'), 'headhunter');
  databaseUrl = embedded.url('headhunter');
}

const database = openDatabase(databaseUrl, 20);
await runMigrations(database);
const box = SecretBox.load(config.dataKey, config.dataDir);
const seeded =
  config.seedDemo === 'auto'
    ? await seedDemoWorldIfEmpty(database.db, box, new LocalFileStorage(path.join(config.dataDir, 'files')))
    : false;
const store = createSharedStore(config.redisUrl);
const app = await buildApp({ config, database, store, secretBox: box });
await app.listen({ port: config.port, host: config.host });

const where = `http://${config.host}:${config.port}`;
const lines = [
  `猎头协作平台 ready at ${where} in ${Date.now() - startedAt} ms`,
  `  database: ${embedded ? `embedded PostgreSQL under ${config.dataDir}` : 'DATABASE_URL'}; shared store: ${store.kind}`,
];
if (seeded) {
  lines.push(`  demo world loaded; every demo account's password is ${DEMO_PASSWORD}:`);
  for (const c of DEMO_CONSULTANTS)
    lines.push(`    ${c.phone}  ${c.cname}  role ${c.roleCode}  (${c.firm === 'xinghe' ? '星河猎头' : '远航猎头'})`);
  for (const c of DEMO_NEWCOMERS) lines.push(`    ${c.phone}  ${c.cname}  role ${c.roleCode}  (星河猎头, new: not real-name verified yet)`);
  lines.push(`    ${DORMANT_MANAGER.phone}  ${DORMANT_MANAGER.cname}  role 30  (青禾猎头, never recommended: fails the performance check)`);
  for (const s of DEMO_STAFF) lines.push(`    ${s.phone}  ${s.cname}  platform ${s.staffRole}  → ${where}/ops`);
  for (const s of DEMO_STAFF_NEWCOMERS)
    lines.push(`    ${s.phone}  ${s.cname}  platform ${s.staffRole}, new: enrols an authenticator first`);
  lines.push(`  staff also need the code of the demo authenticator secret ${DEMO_TOTP_SECRET}: node scripts/totp.mjs ${DEMO_TOTP_SECRET}`);
}
console.log(lines.join('\n'));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  app.drain();
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // Keep-alive sockets become idle once their in-flight request is answered; close them as they do.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    clearInterval(sweeper);
    await store.close();
    await database.close();
    await embedded?.stop();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
