import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from './embedded';

const GB = 1024 ** 3;

describe('the embedded PostgreSQL buffer cache', () => {
  it.each([
    ['a small machine keeps the PostgreSQL default', 0.25 * GB, 128],
    ['2 GB gives a quarter', 2 * GB, 512],
    ['8 GB gives 2 GB', 8 * GB, 2048],
    ['24 GB stays at 2 GB', 24 * GB, 2048],
  ])('%s', (_label, total, expected) => {
    expect(sharedBuffersMb(total)).toBe(expected);
  });
});
