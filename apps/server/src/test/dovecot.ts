import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/**
 * A private Dovecot IMAP server for the mailbox tests and bench: its own config file, base and
 * state dirs, a passwd-file with one test user and a maildir, all in a temp dir, on a free port
 * on 127.0.0.1, plaintext login without TLS (or, with `starttls`, STARTTLS offered with a
 * self-signed certificate made by `openssl`, which nothing trusts). Needs only the
 * `dovecot-imapd` package (`.ci/run` installs it); the system's own Dovecot service is never
 * touched. As root, the mail is owned by the package's `dovecot` user (Dovecot refuses uid 0);
 * otherwise by the current user.
 */
export interface TestDovecot {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Puts a raw mail into the test user's INBOX (IMAP APPEND); answers its UID. */
  deliver(raw: string | Buffer): Promise<number>;
  /** Puts many mails in over one connection. */
  deliverAll(raws: (string | Buffer)[]): Promise<void>;
  /** Dovecot's log so far: connections, logins (`Login: user=<…>`) and why sessions ended. */
  log(): string;
  stop(): Promise<void>;
}

const DOVECOT_PATHS = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'];

/** The dovecot binary, or null when the package is not installed. */
export function dovecotBinary(): string | null {
  for (const p of DOVECOT_PATHS) if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v dovecot'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Whether the suite must have Dovecot (CI sets TEST_REQUIRE_DOVECOT=1 after installing it). */
export const DOVECOT_REQUIRED = process.env.TEST_REQUIRE_DOVECOT === '1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function idsOf(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function waitForPort(port: number, child: ChildProcess, logFile: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`dovecot exited (${child.exitCode}): ${log.slice(-2000)}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a private Dovecot, or answers null when the binary is absent (and TEST_REQUIRE_DOVECOT is not set). */
export async function startDovecot(
  options: {
    user?: string;
    password?: string;
    /** Announce no IDLE after sign-in (a server the watcher must leave to the minute sweep). */
    withoutIdle?: boolean;
    /** Offer STARTTLS, with a self-signed certificate no client trusts. */
    starttls?: boolean;
  } = {},
): Promise<TestDovecot | null> {
  const binary = dovecotBinary();
  if (!binary) {
    if (DOVECOT_REQUIRED) throw new Error('TEST_REQUIRE_DOVECOT=1 but the dovecot binary is missing (apt-get install dovecot-imapd)');
    return null;
  }
  const user = options.user ?? 'hr@mail.test';
  const password = options.password ?? 'Imap-Test-Pass-1';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hh-dovecot-'));
  chmodSync(dir, 0o755);
  const root = process.getuid?.() === 0;
  const me = os.userInfo().username;
  const internal = root ? 'dovecot' : me;
  const login = root ? 'dovenull' : me;
  const mailOwner = root ? idsOf('dovecot') : { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  const home = path.join(dir, 'home');
  mkdirSync(path.join(home, 'hr'), { recursive: true });
  if (root) {
    chownSync(home, mailOwner.uid, mailOwner.gid);
    chownSync(path.join(home, 'hr'), mailOwner.uid, mailOwner.gid);
  }
  const port = await freePort();
  const cert = { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  if (options.starttls) {
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
    execFileSync('openssl', [...args, '-subj', '/CN=127.0.0.1', '-keyout', cert.key, '-out', cert.cert], { stdio: 'ignore' });
  }
  const logFile = path.join(dir, 'dovecot.log');
  writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}:${mailOwner.uid}:${mailOwner.gid}::${path.join(home, 'hr')}::\n`);
  const config = [
    `base_dir = ${path.join(dir, 'run')}`,
    `state_dir = ${path.join(dir, 'state')}`,
    `log_path = ${logFile}`,
    'protocols = imap',
    'listen = 127.0.0.1',
    ...(options.starttls ? ['ssl = yes', `ssl_cert = <${cert.cert}`, `ssl_key = <${cert.key}`] : ['ssl = no']),
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    'auth_failure_delay = 0',
    `default_internal_user = ${internal}`,
    `default_internal_group = ${root ? 'dovecot' : (os.userInfo().gid ?? me)}`,
    `default_login_user = ${login}`,
    'first_valid_uid = 1',
    'mail_location = maildir:~/Maildir',
    // A session in IDLE looks for new mail at least every second (inotify usually tells it at once).
    'mailbox_idle_check_interval = 1 secs',
    // Dovecot's own list after sign-in, without IDLE (and the extensions the tests do not need).
    ...(options.withoutIdle ? ['imap_capability = IMAP4rev1 LITERAL+ SASL-IR ID ENABLE NAMESPACE UIDPLUS UNSELECT CHILDREN MOVE'] : []),
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${path.join(dir, 'passwd')}`,
    '}',
    'userdb {',
    '  driver = passwd-file',
    `  args = username_format=%u ${path.join(dir, 'passwd')}`,
    '}',
    'service imap-login {',
    '  inet_listener imap {',
    '    address = 127.0.0.1',
    `    port = ${port}`,
    '  }',
    '  inet_listener imaps {',
    '    port = 0',
    '  }',
    '}',
    '',
  ].join('\n');
  const configFile = path.join(dir, 'dovecot.conf');
  writeFileSync(configFile, config);
  // -F: stays in the foreground as this process's child, so stop() (or this process's exit) ends it.
  const child = spawn(binary, ['-F', '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  await waitForPort(port, child, logFile);

  const connect = async () => {
    // The test's own deliveries stay in clear: the self-signed certificate of `starttls` would fail them.
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user, pass: password },
      logger: false,
    });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    async deliver(raw) {
      const client = await connect();
      try {
        const appended = await client.append('INBOX', raw);
        return appended ? Number(appended.uid) : 0;
      } finally {
        await client.logout();
      }
    },
    async deliverAll(raws) {
      const client = await connect();
      try {
        for (const raw of raws) await client.append('INBOX', raw);
      } finally {
        await client.logout();
      }
    },
    log() {
      return existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A raw mail with one attachment, as a mail client would send it (multipart/mixed, base64). */
export function mailWithAttachment(input: {
  messageId: string;
  subject: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  from?: string;
  to?: string;
}): string {
  const boundary = `b-${input.messageId.replace(/\W/g, '')}`;
  const body = input.content.toString('base64').replace(/(.{76})/g, '$1\r\n');
  const encodedName = `=?UTF-8?B?${Buffer.from(input.fileName).toString('base64')}?=`;
  return [
    `From: ${input.from ?? 'candidate@example.com'}`,
    `To: ${input.to ?? 'hr@mail.test'}`,
    `Subject: =?UTF-8?B?${Buffer.from(input.subject).toString('base64')}?=`,
    `Message-ID: <${input.messageId}>`,
    'Date: Fri, 27 Nov 2026 08:00:00 +0800',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    '您好，附件是我的简历，请查收。',
    `--${boundary}`,
    `Content-Type: ${input.contentType}; name="${encodedName}"`,
    `Content-Disposition: attachment; filename="${encodedName}"`,
    'Content-Transfer-Encoding: base64',
    '',
    body,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** A raw mail without attachments. */
export function plainMail(messageId: string, subject: string): string {
  return [
    'From: someone@example.com',
    'To: hr@mail.test',
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    'Date: Fri, 27 Nov 2026 08:00:00 +0800',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'no attachment here',
    '',
  ].join('\r\n');
}
