import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageGroup, PAGE_GROUP_TIMEOUT_MS, PageLoadError } from './load-page-group';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadPageGroup', () => {
  it('resolves with the module when it loads in time', async () => {
    await expect(loadPageGroup(async () => ({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
  });

  it('fails with 页面加载超时 when the group has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const result = loadPageGroup(() => new Promise(() => undefined));
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(PAGE_GROUP_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as Error).message).toBe('页面加载超时，请检查网络后刷新');
  });

  it('fails with a clear message when the file cannot be fetched', async () => {
    await expect(loadPageGroup(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(
      '页面加载失败，请检查网络后刷新',
    );
  });
});
