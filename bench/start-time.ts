import { rm } from 'node:fs/promises';
import { startProduct } from './lib/server-process';

/** First start on an empty data dir (initdb, migrations, demo world) and a restart on the existing one. */
export async function startTimes(restarts = 3): Promise<{ firstMs: number; restartMs: number[] }> {
  const first = await startProduct({ port: 3202 });
  await first.stop();
  const restartMs: number[] = [];
  for (let i = 0; i < restarts; i++) {
    const again = await startProduct({ port: 3202, dataDir: first.dataDir });
    restartMs.push(again.readyMs);
    await again.stop();
  }
  await rm(first.dataDir, { recursive: true, force: true });
  return { firstMs: first.readyMs, restartMs };
}
