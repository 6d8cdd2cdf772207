import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { StampSequence } from './stamp';

/**
 * A latency probe in its own process: one signed-in API call every `everyMs`, timed from send to
 * the end of the answer. In its own process, so that what it measures is the server's
 * responsiveness, not the event loop of a load generator busy building and sending uploads.
 */
export interface ProbeSample {
  /** Date.now() when the call was sent. */
  at: number;
  ms: number;
}

export interface RunningProbe {
  /** Stops the probe and hands back every sample. */
  stop(): Promise<ProbeSample[]>;
}

const SELF = fileURLToPath(import.meta.url);

export function startProbe(url: string, cookie: string, everyMs = 20): RunningProbe {
  const child = fork(SELF, [url, cookie, String(everyMs)], { execArgv: ['--import', 'tsx'] });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        child.once('message', (samples) => resolve(samples as ProbeSample[]));
        child.once('error', reject);
        child.send('stop');
      }),
  };
}

/** The samples sent between `from` and `to` (Date.now() values). */
export const samplesBetween = (samples: ProbeSample[], from: number, to: number) =>
  samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms);

if (process.argv[1] === SELF && process.send) {
  const [url, cookie, every] = process.argv.slice(2) as [string, string, string];
  const stamps = new StampSequence();
  const samples: ProbeSample[] = [];
  let running = true;
  process.on('message', () => {
    running = false;
  });
  while (running) {
    const at = Date.now();
    const t0 = performance.now();
    await fetch(`${url}${url.includes('?') ? '&' : '?'}requesttime=${stamps.next()}`, { headers: { cookie } });
    samples.push({ at, ms: performance.now() - t0 });
    await new Promise((r) => setTimeout(r, Number(every)));
  }
  process.send(samples, () => process.exit(0));
}
