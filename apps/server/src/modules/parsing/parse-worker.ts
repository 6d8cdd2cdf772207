import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ApiState } from '@hh/domain/api/api-state';
import { AppError } from '../../platform/errors';
import { extractResumeText } from './extract-text';
import { displayName, inspectResumeFile, type ResumeFileKind } from './file-check';
import type { ShadowReport } from './reader-guard';
import { type ParsedResume, parseResumeText } from './resume-parser';

/**
 * One parse worker thread (started by worker-pool.ts through parse-worker.mjs): inspect,
 * extract, parse, one file at a time. Whatever a hostile file does here — loop, exhaust
 * the heap, crash a library — stays in this thread, which the pool then replaces.
 */
/** How far below the server's threads a parse thread runs (0 normal … 19 lowest). */
const PARSE_THREAD_NICE = 10;

export interface ParseRequest {
  id: number;
  fileName: string;
  bytes: Uint8Array;
}

export type ParseReply =
  | { id: number; ok: true; kind: ResumeFileKind; text: string; resume: ParsedResume; ms: number }
  | { id: number; ok: false; message: string; state: number };
/** Sent after a reply, when the file was sampled for the readers' shadow comparison (reader-guard.ts). */
export interface ShadowMessage {
  shadow: ShadowReport;
}

/** Test hook: tests start workers with a module whose beforeParse() can hang or crash on cue. */
interface WorkerHooks {
  beforeParse?: (fileName: string) => void | Promise<void>;
}

const port = parentPort;
// Parsing is background work: on Linux a thread has its own nice value, and setPriority with no pid
// sets this thread's. The event loop and PostgreSQL then win the cores whenever they want them.
try {
  os.setPriority(PARSE_THREAD_NICE);
} catch {
  // Not permitted here (some containers); parsing still works at normal priority.
}

if (!port) throw new Error('parse-worker.ts runs as a worker thread');
const hookUrl = (workerData as { testHook?: string } | undefined)?.testHook;
const hooks: WorkerHooks = hookUrl ? ((await import(hookUrl)) as WorkerHooks) : {};

let pendingShadow: (() => Promise<ShadowReport>) | undefined;

async function handle(req: ParseRequest): Promise<ParseReply> {
  const started = performance.now();
  const buffer = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  try {
    await hooks.beforeParse?.(req.fileName);
    const { kind } = inspectResumeFile({ fileName: req.fileName, buffer });
    const { text, warnings, shadow } = await extractResumeText(kind, buffer, req.fileName);
    pendingShadow = shadow;
    const resume = parseResumeText(text);
    resume.warnings.unshift(...warnings);
    return { id: req.id, ok: true, kind, text, resume, ms: performance.now() - started };
  } catch (e) {
    if (e instanceof AppError) return { id: req.id, ok: false, message: e.message, state: e.state };
    return {
      id: req.id,
      ok: false,
      message: `「${displayName(req.fileName)}」无法解析，文件可能已损坏，请重新导出后再上传`,
      state: ApiState.badRequest,
    };
  }
}

port.on('message', (req: ParseRequest) => {
  void handle(req).then(async (reply) => {
    port.postMessage(reply);
    const shadow = pendingShadow;
    pendingShadow = undefined;
    // After the answer: the library's second reading never delays an upload. A library failure is no finding.
    const report = await shadow?.().catch(() => undefined);
    if (report) port.postMessage({ shadow: report } satisfies ShadowMessage);
  });
});
