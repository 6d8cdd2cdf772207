import { createParsePool, type ParseOutcome, type ParsePool, type ParsePoolOptions } from './worker-pool';

/**
 * Resume parsing, the module's public face: a file in, a draft resume out (the online-resume
 * shape, every field filled or empty, with a per-field confidence and Chinese warnings for
 * the consultant who checks it). Candidates (talent uploads), the company library (imports,
 * uploads) and mailbox collection use it; nothing outside this folder imports its other
 * files (scripts/check-imports.mjs). Files are read in a pool of worker threads started on
 * first use and warmed before they take a file (worker-pool.ts), so a hostile file never reaches
 * the server's thread, and one that hangs costs only itself; when the pool is full a file is
 * answered 解析服务繁忙，请稍后重试 (state unavailable) at once.
 */
export class ResumeParsing {
  private pool: ParsePool | undefined;

  constructor(private readonly options: ParsePoolOptions = {}) {}

  /** One file: its kind decided from its bytes, its text extracted, the text read into a draft. Never throws. */
  parse(fileName: string, buffer: Buffer): Promise<ParseOutcome> {
    this.pool ??= createParsePool(this.options);
    return this.pool.parse(fileName, buffer);
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}

// The same checks for files that are kept but never parsed (complaint evidence, chat files).
export { inspectAttachment } from './attachment-check';
// The steps the pool runs, for benches that time them on one thread beside the pool.
export { extractResumeText } from './extract-text';
export type { ResumeFileKind } from './file-check';
export { displayName, inspectResumeFile, MAX_RESUME_BYTES } from './file-check';
export { draftOf, reviewOf } from './parse-review';
export type { ShadowReport } from './reader-guard';
export { type FieldConfidence, type ParsedResume, parseResumeText } from './resume-parser';
export type { ParseOutcome, ParsePoolOptions } from './worker-pool';
// The zip directory reader is shared with the library's zip imports (one hardened reader, not two).
export { isUnsafeEntryName, readCentralRecord, readZipDirectory, type ZipEntry, ZipFormatError } from './zip-directory';
