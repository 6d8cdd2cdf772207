import { nextRequestTime } from '@hh/domain/api/request-time';

/** Request-time stamps exactly as one browser tab makes them: monotonic, never repeated. */
export class StampSequence {
  private last = 0;

  next(): string {
    const next = nextRequestTime(Date.now(), this.last, Math.floor(Math.random() * 10));
    this.last = next.ms;
    return next.stamp;
  }
}

const shared = new StampSequence();
export const stamp = () => shared.next();
