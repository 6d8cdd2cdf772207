/**
 * Background work that must leave the machine to the people using it (mailbox collection): each
 * step is followed by a rest in proportion to what it took, so the work uses at most `share` of
 * the time of one thread — at 0.5 it rests as long as it worked. Work done for a person waiting
 * on it (an upload, an export) is not paced.
 */
export class DutyCycle {
  constructor(
    private readonly share: number,
    private readonly now: () => number = () => performance.now(),
    private readonly rest: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    if (!(share > 0 && share <= 1)) throw new RangeError('share must be in (0, 1]');
  }

  /** Runs one step, then rests; answers the step's result (a failing step rests too, then throws). */
  async step<T>(work: () => Promise<T>): Promise<T> {
    const started = this.now();
    try {
      return await work();
    } finally {
      const worked = this.now() - started;
      const rest = (worked * (1 - this.share)) / this.share;
      if (rest >= 1) await this.rest(rest);
    }
  }
}
