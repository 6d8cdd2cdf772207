#!/usr/bin/env node
// Fails on an import that breaks the dependency direction of docs/ARCHITECTURE.md › Parts:
//   domain ← server, domain ← web; web never imports server; domain does no I/O;
//   only repositories, db/ and tests import Drizzle; a module never imports another module's repository;
//   web features never import each other; no barrel index.ts files; the domain reads numbers given as
//   text through numberParam, never z.coerce.number().
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx|mts)$/.test(name)) out.push(full);
  }
  return out;
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(IMPORT_RE)) found.push(m[1] ?? m[2]);
  return found;
}

function resolveRelative(file, spec) {
  return spec.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), spec)) : spec;
}

const rel = (f) => path.relative(root, f);
const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || f.includes(`${path.sep}test${path.sep}`);

for (const file of walk(path.join(root, 'packages/domain/src'))) {
  for (const spec of importsOf(file)) {
    if (/^@hh\/(server|web)|apps\//.test(resolveRelative(file, spec))) problems.push(`${rel(file)}: domain imports ${spec}`);
    if (!isTest(file) && /^(node:|pg$|drizzle-orm|ioredis|fastify)/.test(spec))
      problems.push(`${rel(file)}: domain does I/O through ${spec}`);
  }
}

const webSrc = path.join(root, 'apps/web/src');
try {
  for (const file of walk(webSrc)) {
    const feature = rel(file).match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
    for (const spec of importsOf(file)) {
      const target = resolveRelative(file, spec);
      if (/^@hh\/server|^apps\/server/.test(target)) problems.push(`${rel(file)}: web imports the server (${spec})`);
      const other = target.match(/^apps\/web\/src\/features\/([^/]+)/)?.[1];
      if (feature && other && other !== feature) problems.push(`${rel(file)}: feature ${feature} imports feature ${other}`);
      // app/ only composes (providers, router, layouts, menu): a feature takes the session from session/, hooks from components/ or api/.
      if (feature && /^apps\/web\/src\/app\//.test(target)) problems.push(`${rel(file)}: feature ${feature} imports app/ (${spec})`);
    }
  }
} catch {
  // No web app yet.
}

for (const file of walk(path.join(root, 'apps/server/src'))) {
  const r = rel(file);
  const module = r.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1];
  const drizzleAllowed = r.endsWith('.repository.ts') || r.startsWith('apps/server/src/db/') || isTest(r);
  for (const spec of importsOf(file)) {
    if (spec.startsWith('drizzle-orm') && !drizzleAllowed) problems.push(`${r}: imports ${spec} outside a repository or db/`);
    if (/^@hh\/web|apps\/web/.test(resolveRelative(file, spec))) problems.push(`${r}: server imports the web app`);
    const target = resolveRelative(file, spec);
    const otherModule = target.match(/^apps\/server\/src\/modules\/([^/]+)\/.*\.repository$/)?.[1];
    if (module && otherModule && otherModule !== module && !isTest(r)) {
      problems.push(`${r}: module ${module} uses the repository of module ${otherModule}; go through its service`);
    }
  }
}

// Resume parsing (modules/parsing/) is used through its public face only: parsing.service.ts.
// Its readers, grammar and worker pool are its insides (docs/ARCHITECTURE.md › Resume parsing).
const PARSING_DIR = 'apps/server/src/modules/parsing/';
const PARSING_FACE = `${PARSING_DIR}parsing.service`;
for (const dir of ['apps/server/src', 'bench']) {
  for (const file of walk(path.join(root, dir))) {
    const r = rel(file);
    if (r.startsWith(PARSING_DIR)) continue;
    for (const spec of importsOf(file)) {
      const target = resolveRelative(file, spec).replace(/\.(ts|js|mjs)$/, '');
      // The benches also read the module's evaluation set (eval/), which is data and scoring, not code the app runs.
      const evalSet = dir === 'bench' && target.startsWith(`${PARSING_DIR}eval/`);
      if (target.startsWith(PARSING_DIR) && target !== PARSING_FACE && !evalSet)
        problems.push(`${r}: imports ${spec}, inside resume parsing; use modules/parsing/parsing.service.ts`);
    }
  }
}

// Each table has one owning module (docs/ARCHITECTURE.md › The server): only the owner's repositories name it; another
// module reads it through the owner's service or a port. Tables not listed here belong to platform/.
const TABLE_OWNERS = {
  accounts: ['firms', 'teams', 'users', 'cityLeaderBindings'],
  auth: ['sessions', 'signInEvents', 'staffMfa', 'staffRecoveryCodes'],
  audit: ['staffAudit'],
  stats: ['behaviorLogs'],
  candidates: ['people', 'resumes', 'candidates', 'candidateVisits', 'resumeFiles', 'sensitiveViews', 'candidateSearch'],
  coins: ['coinMovements', 'coinEntries', 'coinBalances'],
  complaints: ['complaintCases', 'complaintFiles', 'complaintEvents', 'complaintPenalties', 'recommendConfirmations', 'performanceChecks'],
  content: ['sysMessages', 'versionNotices', 'versionNoticeReads', 'tipReads'],
  identity: ['realNameVerifications', 'messengerBindings'],
  library: [
    'libraryResumes',
    'libraryTasks',
    'libraryFiles',
    'libraryCapacities',
    'libraryBackups',
    'libraryBackupDownloads',
    'libraryContactViews',
  ],
  orders: ['orders', 'orderStageCounts', 'orderStateLogs', 'orderNotes', 'recommendReports'],
  chat: ['chatMessages', 'chatContacts', 'chatBookings', 'chatFiles'],
  interviews: ['interviewConfirmations'],
  workbench: [
    'statMilestones',
    'statUserDaily',
    'statPositionDaily',
    'rankingExclusions',
    'activities',
    'activityPositions',
    'gladTidings',
  ],
  positions: ['projects', 'positions'],
  talent: ['candidateBindings', 'bindingLimits', 'sharedResumes', 'resumeContactAsks', 'talentIndex'],
  site: ['trialRequests', 'banners', 'bannerGrayUsers'],
  finance: ['positionFeeTerms', 'deliveries', 'settlementBills', 'settlementBillLines', 'firmFines', 'deliveryDayCounts'],
  plugin: ['pluginTokens', 'pluginResumes'],
  mailbox: ['mailboxes', 'mailboxMessages'],
  calls: ['calls', 'callEvents', 'callWebhookRefusals', 'callRecordPlays', 'callChairs', 'callSettings', 'callSmsCodes'],
};
const OWNER_OF_TABLE = new Map(Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner])));
const SCHEMA_IMPORT_RE = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"][./]*db\/schema\/[a-z-]+['"]/g;

// Reads of another module's table that stay as SQL joins, each with why. Everything else goes
// through the owner's service or a port, and no module ever writes another module's table.
const READ_JOINS = {
  '*': { tables: ['firms', 'teams', 'users'], why: 'the names of firms, teams and consultants shown in rows' },
  orders: {
    tables: ['people', 'positions', 'projects'],
    why: 'the order row join of the hot lists (order-sql.repository.ts names its cost)',
  },
  positions: { tables: ['orders'], why: 'running-order counts and recommendations on the position list, one query per page' },
  talent: {
    tables: ['people', 'resumes', 'candidates', 'orders'],
    why: 'the talent pool index is a projection of people, resumes and their holders (talent-pool.service.ts)',
  },
  workbench: { tables: ['positions', 'projects'], why: 'position and project names on the ranking boards' },
  coins: { tables: ['orders'], why: "the onboarding bonus goes to the order's consultant, read once in the 91's state log transaction" },
  finance: {
    tables: ['orders', 'people', 'positions', 'projects'],
    why: "a delivery's order facts read once in the state log's transaction (delivery-recorder.ts), and position names beside the fee terms",
  },
  calls: { tables: ['people'], why: "the call log's rows show the candidate's name and masked number, one query per page" },
};
const mayRead = (module, table) => READ_JOINS['*'].tables.includes(table) || (READ_JOINS[module]?.tables ?? []).includes(table);
const WRITE_RE = /\.(insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g;

for (const file of walk(path.join(root, 'apps/server/src/modules'))) {
  const r = rel(file);
  if (isTest(r)) continue;
  const module = r.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1];
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(SCHEMA_IMPORT_RE)) {
    for (const raw of m[1].split(',')) {
      const name = raw
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      const owner = OWNER_OF_TABLE.get(name);
      if (owner && owner !== module && !mayRead(module, name))
        problems.push(`${r}: module ${module} uses table ${name} of module ${owner}; go through its service or a port`);
    }
  }
  for (const m of text.matchAll(WRITE_RE)) {
    const owner = OWNER_OF_TABLE.get(m[2]);
    if (owner && owner !== module)
      problems.push(`${r}: module ${module} writes table ${m[2]} of module ${owner}; only its owner writes it`);
  }
}

// A number that arrives as text is read by the domain's numberParam (api/number-param.ts), which refuses
// ' 3', '', '0x10' and '3e2'; zod's own number coercion (Number(value)) takes them all.
for (const file of walk(path.join(root, 'packages/domain/src'))) {
  if (!isTest(file) && /z\s*\.\s*coerce\s*\.\s*number\b/.test(readFileSync(file, 'utf8')))
    problems.push(`${rel(file)}: reads a number with z.coerce.number(); use numberParam from api/number-param.ts`);
}

for (const dir of ['packages/domain/src', 'apps/server/src', 'apps/web/src']) {
  try {
    for (const file of walk(path.join(root, dir))) {
      if (/\/index\.tsx?$/.test(file)) problems.push(`${rel(file)}: barrel index files are not used in this repo`);
    }
  } catch {
    // Folder not there yet.
  }
}

if (problems.length > 0) {
  console.error(`Import direction check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import direction check: ok');
