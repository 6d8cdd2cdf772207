// The naive baseline: a bare Fastify route answering a fixed JSON body, nothing else.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3201);
const body = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/commonUserInfo/myInfoData.json', async () => body);
await app.listen({ port, host: '127.0.0.1' });
console.log('bare server ready');
