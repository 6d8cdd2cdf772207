// The naive baseline: a bare Fastify route answering a fixed JSON body, nothing else.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3201);
const body = JSON.parse(process.env.BARE_BODY ?? '{}');
// BARE_HEADERS: the same response headers as the product's answer (JSON object), so the two answers
// carry the same bytes and only the work behind them differs.
const headers: Record<string, string> = JSON.parse(process.env.BARE_HEADERS ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/commonUserInfo/myInfoData.json', async (_request, reply) => {
  reply.headers(headers);
  return body;
});
await app.listen({ port, host: '127.0.0.1' });
console.log('bare server ready');
