import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ApiState } from '@hh/domain/api/api-state';
import { AppError } from '../../platform/errors';
import { extractResumeText } from './extract-text';
import { displayName, inspectResumeFile, type ResumeFileKind } from './file-check';
import { type ClockMessage, fileBegins, fileEnds, needsOcrTime } from './parse-clock';
import type { ShadowReport } from './reader-guard';
import { type ParsedResume, parseResumeText } from './resume-parser';

/**
 * One worker thread of the parse pool (worker-pool.ts, started through parse-worker.mjs), in one of
 * two roles:
 * - **parse**: inspect, extract, parse, one file at a time. Whatever a hostile file does here —
 *   loop, exhaust the heap, crash a library — stays in this thread, which the pool then replaces.
 * - **shadow**: the readers' sampled comparison (reader-guard.ts) — our reader against the library
 *   on a file already answered — at the lowest priority, apart from every upload.
 * Either way the thread loads and warms everything it may need (pdf.js, mammoth, word-extractor,
 * the parser's patterns) and only then says it is ready: the pool hands it no file before that,
 * so start-up never counts against a file's time limit.
 */
/** How far below the server's threads a parse thread runs (0 normal … 19 lowest). */
const PARSE_THREAD_NICE = 10;
/** The shadow comparison is nobody's answer: it runs only on what is left over. */
export const SHADOW_THREAD_NICE = 19;
/** Kinds that are pictures (file-check.ts), read only by OCR. */
const READ_BY_OCR: ReadonlySet<string> = new Set(['image']);

export interface WorkerSetup {
  role: 'parse' | 'shadow';
  /** The shadow thread's nice value; SHADOW_THREAD_NICE unless the pool was given another. */
  shadowNice?: number;
  /** Tests only: a module whose beforeParse(fileName) / beforeShadow(fileName) may hang or crash on cue; loaded at start-up. */
  testHook?: string;
}

export interface ParseRequest {
  id: number;
  fileName: string;
  bytes: Uint8Array;
}

export type ParseReply =
  | {
      type: 'reply';
      id: number;
      ok: true;
      kind: ResumeFileKind;
      text: string;
      resume: ParsedResume;
      ms: number;
      /** Sampled for the readers' shadow comparison: the pool may hand the file to the shadow worker. */
      sampled: boolean;
    }
  | { type: 'reply'; id: number; ok: false; message: string; state: number };

/** A file already answered, for the shadow worker (which runs with PARSE_SHADOW_RATE=1, so our reader's reading is always compared). */
export interface ShadowRequest {
  id: number;
  kind: ResumeFileKind;
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface ShadowReply {
  type: 'shadow';
  id: number;
  /** null when the file did not reach our reader here after all, or the library failed on it (no finding). */
  report: ShadowReport | null;
}

export type WorkerMessage = { type: 'ready' } | ClockMessage | ParseReply | ShadowReply;

interface WorkerHooks {
  beforeParse?: (fileName: string) => void | Promise<void>;
  beforeShadow?: (fileName: string) => void | Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread');
const setup = (workerData ?? { role: 'parse' }) as WorkerSetup;

// Background work: on Linux a thread has its own nice value, and setPriority with no pid sets this
// thread's. The event loop and PostgreSQL then win the cores whenever they want them.
try {
  os.setPriority(setup.role === 'shadow' ? (setup.shadowNice ?? SHADOW_THREAD_NICE) : PARSE_THREAD_NICE);
} catch {
  // Not permitted here (some containers); the thread still works at normal priority.
}

const hooks: WorkerHooks = setup.testHook ? ((await import(setup.testHook)) as WorkerHooks) : {};

/** What a replaced thread used to pay on its first file: the libraries' modules, and the parser's first run. */
async function warm(): Promise<void> {
  await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('mammoth'), import('word-extractor')]);
  parseResumeText(WARM_TEXT);
}

const WARM_TEXT = [
  '张三',
  '男 | 1990.05 | 本科 | 现居上海',
  '手机：138 0000 0000 邮箱：zhangsan@example.com',
  '工作经历',
  '2015.07 - 至今 上海某某科技有限公司 产品经理',
  '教育背景',
  '2011.09 - 2015.06 复旦大学 计算机科学与技术 本科',
].join('\n');

async function parse(req: ParseRequest): Promise<ParseReply> {
  fileBegins(req.id);
  const started = performance.now();
  const buffer = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  try {
    await hooks.beforeParse?.(req.fileName);
    const { kind } = inspectResumeFile({ fileName: req.fileName, buffer });
    // A photo is read by OCR, seconds a page: its limit is the pool's OCR limit (a scanned PDF asks from ocr.ts).
    if (READ_BY_OCR.has(kind)) needsOcrTime();
    // A sampled file's comparison is not run here: the pool decides whether the shadow worker has room for it.
    const { text, warnings, shadow } = await extractResumeText(kind, buffer, req.fileName);
    const resume = parseResumeText(text);
    resume.warnings.unshift(...warnings);
    const ms = performance.now() - started;
    return { type: 'reply', id: req.id, ok: true, kind, text, resume, ms, sampled: shadow !== undefined };
  } catch (e) {
    if (e instanceof AppError) return { type: 'reply', id: req.id, ok: false, message: e.message, state: e.state };
    return {
      type: 'reply',
      id: req.id,
      ok: false,
      message: `「${displayName(req.fileName)}」无法解析，文件可能已损坏，请重新导出后再上传`,
      state: ApiState.badRequest,
    };
  } finally {
    fileEnds();
  }
}

async function compare(req: ShadowRequest): Promise<ShadowReply> {
  const buffer = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  try {
    await hooks.beforeShadow?.(req.fileName);
    // Our reader again (a millisecond or so), then the library's reading, which the sampled closure holds.
    const { shadow } = await extractResumeText(req.kind, buffer, req.fileName);
    return { type: 'shadow', id: req.id, report: (await shadow?.()) ?? null };
  } catch {
    // The library failing on a file our reader read is no finding about our reader.
    return { type: 'shadow', id: req.id, report: null };
  }
}

await warm();
if (setup.role === 'shadow') {
  port.on('message', (req: ShadowRequest) => void compare(req).then((reply) => port.postMessage(reply)));
} else {
  port.on('message', (req: ParseRequest) => void parse(req).then((reply) => port.postMessage(reply)));
}
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
