/**
 * Lazy page groups (spec 000 §8–9): a group that has not loaded within 120 s fails with a
 * clear message instead of leaving the user on a blank page; a group whose file cannot be
 * fetched (offline, or an old tab after a release) fails with one as well.
 */
export const PAGE_GROUP_TIMEOUT_MS = 120_000;
export const PAGE_LOAD_TIMEOUT_MESSAGE = '页面加载超时，请检查网络后刷新';
export const PAGE_LOAD_FAILED_MESSAGE = '页面加载失败，请检查网络后刷新';

export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

export function loadPageGroup<T>(load: () => Promise<T>, timeoutMs = PAGE_GROUP_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError(PAGE_LOAD_TIMEOUT_MESSAGE)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new PageLoadError(PAGE_LOAD_FAILED_MESSAGE));
      },
    );
  });
}
