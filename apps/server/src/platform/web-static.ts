import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/**
 * Serves the built single-page app: hashed assets cached for a year, every other GET
 * that is not /api answered with index.html so the router can take it. Unknown /api
 * paths answer with the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(failure(4040, '接口不存在'));
    }
    const pathname = request.url.split('?')[0] ?? '/';
    if (path.extname(pathname) !== '' && !pathname.endsWith('.html')) {
      return reply.status(404).send('Not found');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return hasWeb;
}
