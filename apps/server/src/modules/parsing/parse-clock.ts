import { parentPort } from 'node:worker_threads';

/**
 * The per-file clock as a parse worker sees it (worker-pool.ts keeps the clock itself). The pool
 * starts a file's clock when the worker says it has begun the file — never while the worker is
 * starting or warming — and cuts the file off at the pool's `timeoutMs`. A file read by OCR (a scan,
 * a photo: seconds a page) asks for the longer `ocrTimeoutMs` by calling `needsOcrTime()` before
 * reading; the limit is still bounded, and still counted from the file's start.
 */
let current: number | null = null;

export interface ClockMessage {
  type: 'started' | 'ocr';
  id: number;
}

/** The worker begins file `id`: the pool's clock for it starts now. */
export function fileBegins(id: number): void {
  current = id;
  parentPort?.postMessage({ type: 'started', id } satisfies ClockMessage);
}

export function fileEnds(): void {
  current = null;
}

/** Before an OCR reading: this file's limit becomes the pool's OCR limit. Outside a file in a parse worker, nothing. */
export function needsOcrTime(): void {
  if (current !== null) parentPort?.postMessage({ type: 'ocr', id: current } satisfies ClockMessage);
}
