import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * What Node's HTTP parser refuses never reaches Fastify's routes, and inject() skips that parser,
 * so these requests go over a real socket to the app listening on a free port.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Sends `request` as it is and reads the answer until the server closes the connection. */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null });
    });
  });
}

const filler = 'a'.repeat(20 * 1024);

describe('requests Node refuses before any route', () => {
  it.each([
    ['a header of 20 KB', `GET /api/loginState.json HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${filler}\r\n\r\n`],
    ['an address of 20 KB', `GET /api/loginState.json?q=${filler} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
  ])('%s → 431 with the envelope and a Chinese message', async (_what, request) => {
    const answer = await send(request);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({ state: 4130, success: false, message: '请求地址或请求头过长，请缩短后重试', data: null });
  });

  it('bytes that are not HTTP → 400 with the envelope', async () => {
    const answer = await send('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ state: 4000, success: false, message: '请求格式不正确', data: null });
  });

  it('a request under the limit still reaches its route', async () => {
    const answer = await send(
      `GET /api/loginState.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Filler: ${'a'.repeat(8 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: expect.any(Boolean) });
  });
});
