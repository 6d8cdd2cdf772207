import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiState } from '@hh/domain/api/api-state';
import { displayName, type ResumeFileKind } from './file-check';
import type { ParseRequest, WorkerMessage, WorkerSetup } from './parse-worker';
import type { ShadowReport } from './reader-guard';
import type { ParsedResume } from './resume-parser';
import { createShadowWorker } from './shadow-worker';

/**
 * Resume parsing off the request thread: a pool of warm worker threads, each with a heap cap and a
 * time limit per file, behind a bounded queue.
 *
 * - **Warm before work.** A worker loads and warms its modules (tsx, pdf.js, mammoth, the parser)
 *   and says it is ready before it is given a file; a file's clock starts when its worker says it has
 *   begun it. A worker's start-up — however slow on a starved machine — never counts against a file.
 * - **A file that hangs costs only itself.** It is cut off at its limit and its worker replaced in
 *   the background (the next file waits for a ready worker, its clock not running). While a worker
 *   has been held by one file past `slowAfterMs`, a spare worker (up to `maxSize`) serves the queue.
 *   A worker that crashes (out of memory, a library blowing up) is replaced; only its file is refused.
 * - **A clear answer when full.** More than `maxQueue` files waiting, or a file waiting longer than
 *   `maxWaitMs` for a worker, is refused at once with 解析服务繁忙，请稍后重试 (state unavailable:
 *   the library's importer retries on it) instead of waiting into a timeout.
 * - **The shadow comparison apart** (reader-guard.ts, shadow-worker.ts): a sampled file is handed,
 *   after its answer, to one separate worker at the lowest priority, only when no file is waiting and
 *   a parse worker is idle; when it is busy the comparison is dropped and the drops are reported. A
 *   file that has to wait for a worker stops a running comparison. It is never on an upload's path.
 */
export type ParseOutcome =
  | { ok: true; kind: ResumeFileKind; text: string; resume: ParsedResume; ms: number }
  | { ok: false; message: string; state: number };

export interface ParsePoolOptions {
  /** Worker threads kept warm; default one less than the cores (at least 1, at most 4): the event loop and PostgreSQL keep a core, so the API stays responsive while files parse. */
  size?: number;
  /** Workers at most, counting spares started while workers are held by slow files; default `size` + 1. */
  maxSize?: number;
  /** Time limit per file, from the moment its worker begins it; default 15 s. */
  timeoutMs?: number;
  /** Time limit for a file read by OCR (the worker asks for it: parse-clock.ts), from the same start; default 45 s (ocr.ts reads for at most OCR_LIMITS.budgetMs, then the text is parsed). */
  ocrTimeoutMs?: number;
  /** A worker on one file this long no longer counts toward `size`: a spare may start. Default 3 s. */
  slowAfterMs?: number;
  /** Files waiting for a worker before new ones are refused as busy; default 100. */
  maxQueue?: number;
  /** Longest a file waits for a worker before it is refused as busy; default 20 s. */
  maxWaitMs?: number;
  /** The readers' sampled shadow comparisons (reader-guard.ts): digests and the writer's name, for the log. Without it none is run. */
  onShadow?: (report: ShadowReport) => void;
  /** Sampled comparisons dropped because the pool was busy: the count since the last call, at most once a minute. */
  onShadowDropped?: (dropped: number) => void;
  /** Time limit of one shadow comparison; default 60 s. */
  shadowTimeoutMs?: number;
  /**
   * The shadow thread's nice value; default 19, the lowest priority: on a busy machine it barely runs,
   * which is the point. A test that waits for a comparison on a loaded machine gives it an even share.
   */
  shadowNice?: number;
  /** Old-generation heap cap per worker. */
  maxOldGenerationSizeMb?: number;
  /** Tests only: a module loaded into each worker at start-up, whose beforeParse / beforeShadow(fileName) may hang or crash on cue. */
  testHook?: URL;
}

export interface ParsePool {
  parse(fileName: string, buffer: Buffer): Promise<ParseOutcome>;
  /** Workers started and warm now (spares included). */
  readyWorkers(): number;
  /** Shadow comparisons dropped since the pool started. */
  shadowDropped(): number;
  close(): Promise<void>;
}

export const BUSY_MESSAGE = '解析服务繁忙，请稍后重试';
const RESTARTING_MESSAGE = '服务正在重启，请稍后再试';
const UNAVAILABLE_MESSAGE = '解析服务暂时不可用，请稍后重试';
/** Workers that die while starting, in a row, before waiting files are refused (the pool keeps trying). */
const START_FAILURES_BEFORE_REFUSING = 3;
/** A spare started for a held worker stays this long idle before it leaves (OCR files come in runs). */
const SPARE_IDLE_MS = 30_000;

interface Job {
  id: number;
  fileName: string;
  buffer: Buffer;
  resolve: (outcome: ParseOutcome) => void;
  waitTimer: NodeJS.Timeout | null;
  /** Times a worker failed to begin it (lost before it said so): it is handed on, not blamed. */
  lost: number;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  /** When the worker said it began its file; null while the file is being handed over. */
  startedAt: number | null;
  timer: NodeJS.Timeout | null;
  slowTimer: NodeJS.Timeout | null;
  idleSince: number;
  retired: boolean;
}

// Under tsx the sources are .ts, which a fresh worker cannot load alone: start it through the .mjs bootstrap.
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./parse-worker.mjs', import.meta.url)
  : new URL('./parse-worker.js', import.meta.url);

export function createParsePool(options: ParsePoolOptions = {}): ParsePool {
  const size = Math.max(1, options.size ?? Math.min(4, os.availableParallelism() - 1));
  const maxSize = Math.max(size, options.maxSize ?? size + 1);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const ocrTimeoutMs = Math.max(timeoutMs, options.ocrTimeoutMs ?? 45_000);
  const slowAfterMs = options.slowAfterMs ?? 3_000;
  const maxQueue = options.maxQueue ?? 100;
  const maxWaitMs = options.maxWaitMs ?? 20_000;
  const shadowTimeoutMs = options.shadowTimeoutMs ?? 60_000;
  const maxOld = options.maxOldGenerationSizeMb ?? 256;
  // An idle worker that is handed a file begins it at once; one that has not said so by then is lost.
  const handoverMs = Math.max(timeoutMs, 15_000);
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let startFailures = 0;
  let respawnAt = 0;
  let respawnTimer: NodeJS.Timeout | null = null;
  let shrinkTimer: NodeJS.Timeout | null = null;

  const fail = (job: Job, message: string, state: number = ApiState.badRequest) => job.resolve({ ok: false, message, state });
  const clear = (timer: NodeJS.Timeout | null) => {
    if (timer) clearTimeout(timer);
  };

  function newWorker(setup: WorkerSetup, env?: NodeJS.ProcessEnv): Worker {
    const worker = new Worker(WORKER_ENTRY, {
      // A roomy young generation: parsing makes many short-lived strings, and with the default few MB
      // the scavenger ran every few files on the shared GC threads, which run at normal priority.
      resourceLimits: { maxOldGenerationSizeMb: maxOld, maxYoungGenerationSizeMb: 48 },
      workerData: { ...setup, testHook: options.testHook?.href } satisfies WorkerSetup,
      env: env ?? process.env,
    });
    // Never what keeps the process alive, except while a file is being parsed (dispatch refs it).
    worker.unref();
    // An uncaught error (including ERR_WORKER_OUT_OF_MEMORY) is followed by 'exit'; handled there, once.
    worker.on('error', () => {});
    return worker;
  }

  function spawn(): void {
    const slot: Slot = {
      worker: newWorker({ role: 'parse' }),
      ready: false,
      job: null,
      startedAt: null,
      timer: null,
      slowTimer: null,
      idleSince: Date.now(),
      retired: false,
    };
    slots.push(slot);
    slot.worker.on('message', (message: WorkerMessage) => onMessage(slot, message));
    slot.worker.on('exit', () => {
      if (slot.retired) return;
      const job = slot.job;
      const wasReady = slot.ready;
      retire(slot);
      if (job) fail(job, `「${displayName(job.fileName)}」解析失败，文件可能已损坏或过于复杂，请检查后重新上传`);
      if (!wasReady) startFailed();
      pump();
    });
  }

  function startFailed() {
    startFailures++;
    // Back off so a broken install does not spin up threads in a loop; waiting files are refused, not left to time out.
    respawnAt = Date.now() + Math.min(30_000, 500 * 2 ** (startFailures - 1));
    if (startFailures >= START_FAILURES_BEFORE_REFUSING && !slots.some((s) => s.ready)) {
      for (const job of queue.splice(0)) {
        clear(job.waitTimer);
        fail(job, UNAVAILABLE_MESSAGE, ApiState.unavailable);
      }
    }
    clear(respawnTimer);
    respawnTimer = setTimeout(() => {
      respawnTimer = null;
      pump();
    }, respawnAt - Date.now());
    respawnTimer.unref();
  }

  function onMessage(slot: Slot, message: WorkerMessage) {
    if (slot.retired) return;
    switch (message.type) {
      case 'ready':
        slot.ready = true;
        slot.idleSince = Date.now();
        startFailures = 0;
        pump();
        return;
      case 'started': {
        const job = slot.job;
        if (!job || job.id !== message.id) return;
        slot.startedAt = Date.now();
        arm(slot, job, timeoutMs);
        clear(slot.slowTimer);
        slot.slowTimer = setTimeout(pump, slowAfterMs);
        slot.slowTimer.unref();
        return;
      }
      case 'ocr': {
        const job = slot.job;
        if (!job || job.id !== message.id || slot.startedAt === null) return;
        arm(slot, job, ocrTimeoutMs - (Date.now() - slot.startedAt), ocrTimeoutMs);
        return;
      }
      case 'reply': {
        const job = slot.job;
        if (!job || message.id !== job.id) return;
        finish(slot);
        if (message.ok) {
          job.resolve({ ok: true, kind: message.kind, text: message.text, resume: message.resume, ms: message.ms });
          if (message.sampled) offerShadow(job, message.kind);
        } else {
          job.resolve({ ok: false, message: message.message, state: message.state });
        }
        pump();
        return;
      }
      case 'shadow':
        return;
    }
  }

  /** The file's limit, counted from its start: at the end the worker is replaced and only this file refused. */
  function arm(slot: Slot, job: Job, remainingMs: number, limitMs = remainingMs) {
    clear(slot.timer);
    slot.timer = setTimeout(
      () => {
        if (slot.job !== job) return;
        retire(slot);
        fail(
          job,
          `「${displayName(job.fileName)}」解析超时（超过${Math.round(limitMs / 1000)}秒），文件可能过于复杂或已损坏，请检查后重新上传`,
        );
        pump();
      },
      Math.max(0, remainingMs),
    );
  }

  function finish(slot: Slot) {
    clear(slot.timer);
    clear(slot.slowTimer);
    slot.timer = null;
    slot.slowTimer = null;
    slot.job = null;
    slot.startedAt = null;
    slot.idleSince = Date.now();
    slot.worker.unref();
  }

  function retire(slot: Slot) {
    finish(slot);
    slot.retired = true;
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    void slot.worker.terminate();
  }

  function dispatch(slot: Slot, job: Job) {
    clear(job.waitTimer);
    job.waitTimer = null;
    slot.job = job;
    slot.startedAt = null;
    slot.worker.ref();
    // A private copy whose memory moves to the worker: the caller's Buffer may share a pooled slab.
    const bytes = new Uint8Array(job.buffer);
    const request: ParseRequest = { id: job.id, fileName: job.fileName, bytes };
    slot.worker.postMessage(request, [bytes.buffer]);
    // Until the worker says it began the file, only the hand-over is watched. A worker that never
    // does is lost (not the file's doing): it is replaced and the file handed on, once.
    slot.timer = setTimeout(() => {
      if (slot.job !== job || slot.startedAt !== null) return;
      retire(slot);
      job.lost++;
      if (job.lost > 1) fail(job, BUSY_MESSAGE, ApiState.unavailable);
      else {
        queue.unshift(job);
        waitAtMost(job);
      }
      pump();
    }, handoverMs);
  }

  /** A file waiting for a worker longer than maxWaitMs is answered busy: never left to run into a timeout. */
  function waitAtMost(job: Job) {
    job.waitTimer = setTimeout(() => {
      const at = queue.indexOf(job);
      if (at < 0) return;
      queue.splice(at, 1);
      fail(job, BUSY_MESSAGE, ApiState.unavailable);
    }, maxWaitMs);
  }

  /** Workers wanted now: `size`, plus one spare for each worker held past slowAfterMs by one file, up to maxSize. */
  function wanted(): number {
    const now = Date.now();
    const held = slots.filter((s) => s.startedAt !== null && now - s.startedAt >= slowAfterMs).length;
    return Math.min(maxSize, size + held);
  }

  function pump() {
    if (closed) return;
    for (;;) {
      const job = queue[0];
      const slot = job && slots.find((s) => s.ready && !s.job);
      if (!job || !slot) break;
      queue.shift();
      dispatch(slot, job);
    }
    // Files wait for a worker: a running comparison gives its core back.
    if (queue.length > 0) shadows?.stop();
    const target = wanted();
    if (Date.now() >= respawnAt) while (slots.length < target) spawn();
    // Spares beyond what is wanted leave after a while idle.
    const now = Date.now();
    let nextCheck = Number.POSITIVE_INFINITY;
    for (const slot of [...slots]) {
      if (slots.length <= target) break;
      if (!slot.ready || slot.job) continue;
      if (now - slot.idleSince >= SPARE_IDLE_MS) retire(slot);
      else nextCheck = Math.min(nextCheck, slot.idleSince + SPARE_IDLE_MS - now);
    }
    if (nextCheck < Number.POSITIVE_INFINITY && !shrinkTimer) {
      shrinkTimer = setTimeout(() => {
        shrinkTimer = null;
        pump();
      }, nextCheck);
      shrinkTimer.unref();
    }
  }

  // The shadow comparison: one worker, apart, lowest priority, a short backlog, dropped when busy.
  const onShadow = options.onShadow;
  const shadows = onShadow
    ? createShadowWorker({
        startWorker: newWorker,
        onShadow,
        onShadowDropped: options.onShadowDropped,
        timeoutMs: shadowTimeoutMs,
        nice: options.shadowNice,
      })
    : null;

  function offerShadow(job: Job, kind: ResumeFileKind) {
    if (!shadows || closed) return;
    const poolIdle = queue.length === 0 && slots.some((s) => s.ready && !s.job);
    shadows.offer({ id: job.id, kind, fileName: job.fileName, buffer: job.buffer }, poolIdle);
  }

  // Warm from the start: the first file waits for a ready worker, not for its own clock.
  pump();

  return {
    parse(fileName, buffer) {
      return new Promise<ParseOutcome>((resolve) => {
        const job: Job = { id: nextId++, fileName, buffer, resolve, waitTimer: null, lost: 0 };
        if (closed) return fail(job, RESTARTING_MESSAGE, ApiState.unavailable);
        if (queue.length >= maxQueue) return fail(job, BUSY_MESSAGE, ApiState.unavailable);
        if (startFailures >= START_FAILURES_BEFORE_REFUSING && !slots.some((s) => s.ready)) {
          return fail(job, UNAVAILABLE_MESSAGE, ApiState.unavailable);
        }
        queue.push(job);
        waitAtMost(job);
        pump();
      });
    },
    readyWorkers: () => slots.filter((s) => s.ready).length,
    shadowDropped: () => shadows?.dropped() ?? 0,
    async close() {
      closed = true;
      clear(respawnTimer);
      clear(shrinkTimer);
      const shadowClosed = shadows?.close();
      for (const job of queue.splice(0)) {
        clear(job.waitTimer);
        fail(job, RESTARTING_MESSAGE, ApiState.unavailable);
      }
      const running = [...slots];
      for (const slot of running) {
        const job = slot.job;
        retire(slot);
        if (job) fail(job, RESTARTING_MESSAGE, ApiState.unavailable);
      }
      await Promise.all([...running.map((s) => s.worker.terminate()), shadowClosed]);
    },
  };
}
