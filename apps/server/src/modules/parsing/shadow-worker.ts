import type { Worker } from 'node:worker_threads';
import type { ResumeFileKind } from './file-check';
import type { ShadowRequest, WorkerMessage, WorkerSetup } from './parse-worker';
import type { ShadowReport } from './reader-guard';

/**
 * The readers' shadow comparison (reader-guard.ts) in a worker of its own, apart from the parse
 * pool (worker-pool.ts): one thread at the lowest priority, started when a sampled file is handed
 * to it and stopped after a minute idle, with at most a short backlog. A file offered while the pool
 * is busy or the backlog full is dropped; the pool stops a running comparison when a file has to
 * wait for a worker. Drops are counted and reported — the first at once, the next together at most
 * once a minute. It is never on an upload's path.
 */
export interface ShadowWorkerOptions {
  /** Starts a worker thread the way the pool starts its own (entry, heap cap, test hook). */
  startWorker: (setup: WorkerSetup, env: NodeJS.ProcessEnv) => Worker;
  /** A comparison's report: digests and the writer's name, for the log. */
  onShadow: (report: ShadowReport) => void;
  /** Comparisons dropped: the count since the last call, at most once a minute. */
  onShadowDropped?: (dropped: number) => void;
  /** Time limit of one comparison. */
  timeoutMs: number;
  /** The shadow thread's nice value (parse-worker.ts defaults it to 19). */
  nice?: number;
}

/** A file the pool has answered, sampled for comparison. */
export interface ShadowFile {
  id: number;
  kind: ResumeFileKind;
  fileName: string;
  buffer: Buffer;
}

export interface ShadowWorker {
  /** Hands a sampled file over, when the pool is idle and the backlog has room; otherwise it is dropped. */
  offer(file: ShadowFile, poolIdle: boolean): void;
  /** Comparisons running, starting or waiting are stopped (and counted as dropped); an idle shadow worker stays. */
  stop(): void;
  /** Comparisons dropped since it was created. */
  dropped(): number;
  /** Reports pending drops and stops the worker; resolves when its thread has ended. */
  close(): Promise<void>;
}

/** Quiet shadow worker is stopped after this long (it holds pdf.js and mammoth). */
const SHADOW_IDLE_MS = 60_000;
const SHADOW_DROP_REPORT_MS = 60_000;
/** Sampled files waiting for the shadow worker (one in fifty uploads, only when the pool is idle): more are dropped. */
const SHADOW_BACKLOG = 4;

interface ShadowSlot {
  worker: Worker;
  ready: boolean;
  inFlight: ShadowRequest | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
  retired: boolean;
}

const clear = (timer: NodeJS.Timeout | null) => {
  if (timer) clearTimeout(timer);
};

export function createShadowWorker(options: ShadowWorkerOptions): ShadowWorker {
  let shadow: ShadowSlot | null = null;
  const shadowBacklog: ShadowRequest[] = [];
  let dropsPending = 0;
  let dropsTotal = 0;
  let dropTimer: NodeJS.Timeout | null = null;
  let closed = false;

  function reportDrops() {
    if (dropsPending > 0) options.onShadowDropped?.(dropsPending);
    dropsPending = 0;
  }

  function dropShadow(count = 1) {
    dropsPending += count;
    dropsTotal += count;
    if (dropTimer) return;
    // The first drop is reported at once, the next ones together at most once a minute.
    reportDrops();
    const tick = () => {
      if (dropsPending === 0) {
        dropTimer = null;
        return;
      }
      reportDrops();
      dropTimer = setTimeout(tick, SHADOW_DROP_REPORT_MS);
      dropTimer.unref();
    };
    dropTimer = setTimeout(tick, SHADOW_DROP_REPORT_MS);
    dropTimer.unref();
  }

  function offer(file: ShadowFile, poolIdle: boolean) {
    if (closed) return;
    if (!poolIdle || shadowBacklog.length >= SHADOW_BACKLOG) return dropShadow();
    shadowBacklog.push({ id: file.id, kind: file.kind, fileName: file.fileName, bytes: new Uint8Array(file.buffer) });
    nextShadow(shadow ?? startShadow());
  }

  function startShadow(): ShadowSlot {
    // PARSE_SHADOW_RATE=1 here: every file handed over is one our reader reads, and is compared.
    const worker = options.startWorker({ role: 'shadow', shadowNice: options.nice }, { ...process.env, PARSE_SHADOW_RATE: '1' });
    const slot: ShadowSlot = { worker, ready: false, inFlight: null, timer: null, idleTimer: null, retired: false };
    shadow = slot;
    worker.on('message', (message: WorkerMessage) => {
      if (slot.retired) return;
      if (message.type === 'ready') {
        slot.ready = true;
        nextShadow(slot);
      } else if (message.type === 'shadow' && message.id === slot.inFlight?.id) {
        clear(slot.timer);
        slot.inFlight = null;
        if (message.report) options.onShadow(message.report);
        nextShadow(slot);
      }
    });
    worker.on('exit', () => {
      if (slot.retired) return;
      if (slot.inFlight) dropShadow();
      retireShadow(slot);
    });
    return slot;
  }

  function nextShadow(slot: ShadowSlot) {
    if (!slot.ready || slot.inFlight) return;
    clear(slot.idleTimer);
    slot.idleTimer = null;
    const request = shadowBacklog.shift();
    if (!request) {
      slot.idleTimer = setTimeout(() => retireShadow(slot), SHADOW_IDLE_MS);
      slot.idleTimer.unref();
      return;
    }
    slot.inFlight = request;
    slot.worker.postMessage(request, [request.bytes.buffer]);
    slot.timer = setTimeout(() => stop(), options.timeoutMs);
    slot.timer.unref();
  }

  function retireShadow(slot: ShadowSlot) {
    slot.retired = true;
    clear(slot.timer);
    clear(slot.idleTimer);
    if (shadow === slot) shadow = null;
    void slot.worker.terminate();
  }

  function stop() {
    const waiting = shadowBacklog.splice(0).length;
    const running = shadow?.inFlight || (shadow && !shadow.ready && waiting > 0) ? shadow : null;
    if (running) retireShadow(running);
    const dropped = waiting + (running?.inFlight ? 1 : 0);
    if (dropped > 0) dropShadow(dropped);
  }

  return {
    offer,
    stop,
    dropped: () => dropsTotal,
    async close() {
      closed = true;
      clear(dropTimer);
      reportDrops();
      const worker = shadow?.worker;
      if (shadow) retireShadow(shadow);
      await worker?.terminate();
    },
  };
}
