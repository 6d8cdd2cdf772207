/**
 * Runs a private test Dovecot (dovecot.ts) for the browser journeys, which cannot import server
 * code: prints one JSON line `{ host, port, user, password }` (or `{ absent: true }` when the
 * dovecot binary is missing) and keeps it running until SIGTERM or SIGINT, then removes it.
 *   node --import tsx apps/server/src/test/dovecot-serve.ts
 */
import { startDovecot } from './dovecot';

const dovecot = await startDovecot();
if (!dovecot) {
  process.stdout.write(`${JSON.stringify({ absent: true })}\n`);
  process.exit(0);
}
process.stdout.write(`${JSON.stringify({ host: dovecot.host, port: dovecot.port, user: dovecot.user, password: dovecot.password })}\n`);
const stop = () => void dovecot.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
