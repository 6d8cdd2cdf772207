// The naive baseline of the chat bench: a bare relay on the same machine, same clients, same
// rate. POST /send {to, message} pushes the message to `to`'s socket at once: no session, no
// database, no Redis, no acknowledgement. What it measures is the floor the product's figures
// stand on (the clients, the loopback, the ws library and the machine's load at that moment).
import http from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

const port = Number(process.env.PORT ?? 3216);
const sockets = new Map<string, WebSocket>();
let seq = 0;
const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/send') {
    res.writeHead(200).end('{}');
    return;
  }
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    const { to, message } = JSON.parse(raw) as { to: string; message: string };
    const id = String(++seq);
    sockets.get(to)?.send(JSON.stringify({ t: 'msg', message: { id, message, toEasemobId: to } }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ state: 1, data: { id } }));
  });
});
const wss = new WebSocketServer({ server });
wss.on('connection', (ws, req) => {
  const user = new URL(req.url ?? '/', 'http://x').searchParams.get('user') ?? '';
  sockets.set(user, ws);
  ws.on('close', () => sockets.delete(user));
});
server.listen(port, '127.0.0.1', () => console.log('bare chat server ready'));
