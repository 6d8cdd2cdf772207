/**
 * The static-content calls of spec 001 §7 (the research institute's course list, the footer
 * banners), answered by our own server with the items in a `content` field. As the spec says,
 * a call rejects with 请求失败 when there is no content and with 网络错误 when the network fails.
 */

import { sitePaths } from '@hh/domain/site/site.paths';
import type { SiteBanner, SiteCourse } from '@hh/domain/site/site-content.schema';
import { httpClient, isApiError, NETWORK_ERROR_MESSAGE } from '../../api/http-client';

export const CONTENT_FAILED_MESSAGE = '请求失败';

const get = (path: string): Promise<unknown> => httpClient.request('GET', path);

// The site carries no zod (150 kB budget): the `content` field is checked by hand below.
export const COURSES_PATH = sitePaths.courses.path;
export const BANNERS_PATH = sitePaths.banners.path;

async function loadContentAnswer(
  path: string,
  request: (path: string) => Promise<unknown>,
): Promise<{ content: unknown[]; answer: object }> {
  let data: unknown;
  try {
    data = await request(path);
  } catch (error) {
    throw new Error(isApiError(error, 'network') ? NETWORK_ERROR_MESSAGE : CONTENT_FAILED_MESSAGE);
  }
  const content = typeof data === 'object' && data !== null ? (data as { content?: unknown }).content : undefined;
  if (!Array.isArray(content) || typeof data !== 'object' || data === null) throw new Error(CONTENT_FAILED_MESSAGE);
  return { content, answer: data };
}

export async function loadStaticContent<T>(path: string, request: (path: string) => Promise<unknown> = get): Promise<T[]> {
  return (await loadContentAnswer(path, request)).content as T[];
}

export const loadCourses = () => loadStaticContent<SiteCourse>(COURSES_PATH);

/** The banners in choice order and whether the signed-in caller is on the gray list (a visitor never is). */
export async function loadBanners(
  request: (path: string) => Promise<unknown> = get,
): Promise<{ items: SiteBanner[]; grayListed: boolean }> {
  const { content, answer } = await loadContentAnswer(BANNERS_PATH, request);
  return { items: content as SiteBanner[], grayListed: (answer as { grayListed?: unknown }).grayListed === true };
}
