import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_TYPE = 'application/zip';

/** What is sent: a buffer, or a stream of known size (a large file never held in memory whole). */
type FileBody = { buffer: Buffer } | { stream: Readable; size: number };

/** Sends a file download (or an inline view) with a UTF-8 file name every browser reads right. */
export function sendFile(reply: FastifyReply, file: FileBody & { fileName: string; contentType: string; inline?: boolean }) {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  reply.header('cache-control', 'no-store');
  if ('stream' in file) {
    reply.header('content-length', file.size);
    return reply.send(file.stream);
  }
  return reply.send(file.buffer);
}

/**
 * Sends a file that is written while it is sent (an .xlsx export of unknown size): `write` fills a
 * pass-through that is the body. A failure half-way is logged and ends the download (the browser
 * reports the file broken) — the status line has already gone out.
 */
export function sendStreamedFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; log: { error: (o: object, msg: string) => void } },
  write: (out: PassThrough) => Promise<unknown>,
) {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  reply.header('cache-control', 'no-store');
  write(out).catch((error: unknown) => {
    file.log.error({ err: error }, `${file.fileName} export failed`);
    out.destroy(error as Error);
  });
  return reply.send(out);
}
