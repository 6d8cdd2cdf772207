import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiState } from '@hh/domain/api/api-state';
import { displayName, type ResumeFileKind } from './file-check';
import type { ParseReply, ParseRequest, ShadowMessage } from './parse-worker';
import type { ShadowReport } from './reader-guard';
import type { ParsedResume } from './resume-parser';

/**
 * Resume parsing off the request thread: a few worker threads, each with a heap cap, a
 * time cap per file and a bounded queue in front. A file that hangs is cut off and its
 * worker replaced; a worker that crashes (out of memory, a library blowing up) is replaced
 * and only its own file is refused. Nothing a file does reaches the server's thread.
 */
export type ParseOutcome =
  | { ok: true; kind: ResumeFileKind; text: string; resume: ParsedResume; ms: number }
  | { ok: false; message: string; state: number };

export interface ParsePoolOptions {
  /** Worker threads; default one less than the cores (at least 1, at most 4): the event loop and PostgreSQL keep a core, so the API stays responsive while files parse. */
  size?: number;
  /** Time cap per file, from hand-over to answer. */
  timeoutMs?: number;
  /** Files waiting for a worker before new ones are refused. */
  maxQueue?: number;
  /** The readers' sampled shadow comparisons (reader-guard.ts): digests and the writer's name, for the log. */
  onShadow?: (report: ShadowReport) => void;
  /** Old-generation heap cap per worker. */
  maxOldGenerationSizeMb?: number;
  /** Tests only: a module loaded into each worker whose beforeParse(fileName) may hang or crash. */
  testHook?: URL;
}

export interface ParsePool {
  parse(fileName: string, buffer: Buffer): Promise<ParseOutcome>;
  close(): Promise<void>;
}

export const BUSY_MESSAGE = '服务繁忙，请稍后再试';

interface Job {
  id: number;
  fileName: string;
  buffer: Buffer;
  resolve: (outcome: ParseOutcome) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  retired: boolean;
}

// Under tsx the sources are .ts, which a fresh worker cannot load alone: start it through the .mjs bootstrap.
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./parse-worker.mjs', import.meta.url)
  : new URL('./parse-worker.js', import.meta.url);

export function createParsePool(options: ParsePoolOptions = {}): ParsePool {
  const size = Math.max(1, options.size ?? Math.min(4, os.availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxQueue = options.maxQueue ?? 200;
  const maxOld = options.maxOldGenerationSizeMb ?? 256;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const fail = (job: Job, message: string, state: number = ApiState.badRequest) => job.resolve({ ok: false, message, state });

  function spawn(): Slot {
    const worker = new Worker(WORKER_ENTRY, {
      // A roomy young generation: parsing makes many short-lived strings, and with the default few MB
      // the scavenger ran every few files on the shared GC threads, which run at normal priority.
      resourceLimits: { maxOldGenerationSizeMb: maxOld, maxYoungGenerationSizeMb: 48 },
      workerData: { testHook: options.testHook?.href },
    });
    const slot: Slot = { worker, job: null, timer: null, retired: false };
    worker.unref();
    worker.on('message', (reply: ParseReply | ShadowMessage) => {
      if ('shadow' in reply) {
        options.onShadow?.(reply.shadow);
        return;
      }
      const job = slot.job;
      if (slot.retired || !job || reply.id !== job.id) return;
      finish(slot);
      if (reply.ok) job.resolve({ ok: true, kind: reply.kind, text: reply.text, resume: reply.resume, ms: reply.ms });
      else job.resolve({ ok: false, message: reply.message, state: reply.state });
      pump();
    });
    // An uncaught error (including ERR_WORKER_OUT_OF_MEMORY) is followed by 'exit'; handle it once, there.
    worker.on('error', () => {});
    worker.on('exit', () => {
      if (slot.retired) return;
      const job = slot.job;
      retire(slot);
      if (job) fail(job, `「${displayName(job.fileName)}」解析失败，文件可能已损坏或过于复杂，请检查后重新上传`);
      pump();
    });
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  function retire(slot: Slot) {
    finish(slot);
    slot.retired = true;
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
  }

  function dispatch(slot: Slot, job: Job) {
    slot.job = job;
    slot.worker.ref();
    // A private copy whose memory moves to the worker: the caller's Buffer may share a pooled slab.
    const bytes = new Uint8Array(job.buffer);
    const request: ParseRequest = { id: job.id, fileName: job.fileName, bytes };
    slot.worker.postMessage(request, [bytes.buffer]);
    slot.timer = setTimeout(() => {
      if (slot.job !== job) return;
      retire(slot);
      fail(
        job,
        `「${displayName(job.fileName)}」解析超时（超过${Math.round(timeoutMs / 1000)}秒），文件可能过于复杂或已损坏，请检查后重新上传`,
      );
      pump();
    }, timeoutMs);
  }

  function pump() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      dispatch(slot, queue.shift() as Job);
    }
  }

  return {
    parse(fileName, buffer) {
      return new Promise<ParseOutcome>((resolve) => {
        const job: Job = { id: nextId++, fileName, buffer, resolve };
        if (closed) return fail(job, '服务正在重启，请稍后再试', ApiState.unavailable);
        if (queue.length >= maxQueue) return fail(job, BUSY_MESSAGE, ApiState.unavailable);
        queue.push(job);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) fail(job, '服务正在重启，请稍后再试', ApiState.unavailable);
      const running = [...slots];
      for (const slot of running) {
        const job = slot.job;
        retire(slot);
        if (job) fail(job, '服务正在重启，请稍后再试', ApiState.unavailable);
      }
      await Promise.all(running.map((s) => s.worker.terminate()));
    },
  };
}
