import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Mail (DESIGN §2): through SMTP when SMTP_URL is set; otherwise each message is written as an
 * RFC 822 `.eml` file into DATA_DIR/outbox, where the platform console lists and shows it. The
 * same interface serves every sender (trial requests, order exports).
 */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export interface MailerConfig {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages go without SMTP: DATA_DIR/outbox. */
  outboxDir: string;
}

export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new OutboxMailer(config.outboxDir, config.from);
}

class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage) {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    return { messageId: info.messageId };
  }
}

/** What the console reads of a message without parsing MIME: written beside each `.eml`. */
interface OutboxSidecar {
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string | null; size: number }[];
}

const EML_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/;

/** An outbox file name as this module writes it; anything else (a path, `..`) is refused before it reaches the disk. */
export function isOutboxFileName(name: string): boolean {
  return EML_NAME.test(name);
}

const sidecarOf = (file: string) => file.replace(/\.eml$/, '.json');

let lastStampMs = 0;
/** A name that sorts by time, strictly increasing within the process, with a random tail. */
function nextFileName(now = Date.now()): string {
  lastStampMs = Math.max(now, lastStampMs + 1);
  const stamp = new Date(lastStampMs).toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage) {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    const raw = info.message as Buffer;
    await mkdir(this.dir, { recursive: true });
    const file = nextFileName();
    const sidecar: OutboxSidecar = {
      from: this.from,
      to: message.to,
      subject: message.subject,
      date: new Date(lastStampMs).toISOString(),
      text: message.text,
      html: message.html ?? null,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType ?? null,
        size: a.content.length,
      })),
    };
    // The sidecar first, then the message by rename: a reader never sees a half-written `.eml`.
    await writeFile(path.join(this.dir, sidecarOf(file)), JSON.stringify(sidecar));
    const partial = path.join(this.dir, `.${file}.partial`);
    await writeFile(partial, raw);
    await rename(partial, path.join(this.dir, file));
    return { messageId: info.messageId };
  }
}

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  /** ISO time the message was written. */
  date: string;
  /** Bytes of the `.eml`. */
  size: number;
}

export interface OutboxMessage extends OutboxEntry {
  from: string;
  text: string;
  html: string | null;
  attachments: OutboxSidecar['attachments'];
}

async function readEntry(dir: string, file: string): Promise<(OutboxEntry & { sidecar: OutboxSidecar }) | null> {
  try {
    const [info, json] = await Promise.all([stat(path.join(dir, file)), readFile(path.join(dir, sidecarOf(file)), 'utf8')]);
    const sidecar = JSON.parse(json) as OutboxSidecar;
    return { file, to: sidecar.to, subject: sidecar.subject, date: sidecar.date, size: info.size, sidecar };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The outbox, newest first; a missing outbox is an empty one. */
export async function listOutbox(dir: string, page: { limit: number; offset: number }): Promise<{ items: OutboxEntry[]; total: number }> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter(isOutboxFileName);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { items: [], total: 0 };
    throw error;
  }
  names.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const slice = names.slice(page.offset, page.offset + page.limit);
  const entries = await Promise.all(slice.map((name) => readEntry(dir, name)));
  return {
    items: entries.filter((e) => e !== null).map(({ sidecar: _sidecar, ...entry }) => entry),
    total: names.length,
  };
}

/** One message of the outbox with its text, or null when there is no such file. */
export async function readOutboxMessage(dir: string, file: string): Promise<OutboxMessage | null> {
  if (!isOutboxFileName(file)) return null;
  const entry = await readEntry(dir, file);
  if (!entry) return null;
  const { sidecar, ...rest } = entry;
  return { ...rest, from: sidecar.from, text: sidecar.text, html: sidecar.html, attachments: sidecar.attachments };
}

/** The raw RFC 822 bytes of one message, or null. */
export async function readOutboxRaw(dir: string, file: string): Promise<Buffer | null> {
  if (!isOutboxFileName(file)) return null;
  try {
    return await readFile(path.join(dir, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
