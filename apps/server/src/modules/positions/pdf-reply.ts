import type { FastifyReply } from 'fastify';

/**
 * Sends a resume sample: a PDF shown inline (the detail page frames it). Only files that began
 * with %PDF- were ever stored, and nosniff keeps the browser from reading them as anything else.
 */
export function sendPdf(reply: FastifyReply, file: { content: Buffer; fileName: string }) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  return reply.send(file.content);
}
