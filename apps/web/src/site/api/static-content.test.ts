import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../api/http-client';
import { CONTENT_FAILED_MESSAGE, COURSES_PATH, loadStaticContent } from './static-content';

/** A client on a fake network: `answer` is what the server sends, or a thrown error for a dropped connection. */
function clientAnswering(answer: (url: string) => { status?: number; body: unknown } | Error) {
  const client = createHttpClient({
    fetch: async (url) => {
      const result = answer(url);
      if (result instanceof Error) throw result;
      const stamp = new URL(url, 'http://site').searchParams.get('requesttime') ?? '';
      return new Response(JSON.stringify(result.body), {
        status: result.status ?? 200,
        headers: { 'content-type': 'application/json', requesttime: stamp },
      });
    },
    now: () => 1_750_000_000_000,
    random: () => 0.5,
    navigate: () => {},
    currentPath: () => '/research',
    showRiskAlert: () => {},
  });
  return (path: string) => client.request<unknown>('GET', path);
}

const ok = (data: unknown) => ({ body: { state: 1, success: true, message: '成功', data } });

describe('static content', () => {
  it('resolves with the items of the content field, asking the given path with a request-time stamp', async () => {
    const asked: string[] = [];
    const items = [{ id: 'c1', title: '猎头顾问入门：从职位分析到首次推荐' }];
    const request = clientAnswering((url) => {
      asked.push(url);
      return ok({ content: items });
    });
    await expect(loadStaticContent(COURSES_PATH, request)).resolves.toEqual(items);
    expect(asked[0]).toMatch(/^\/api\/site\/content\/courses\?requesttime=\d{14}$/);
  });

  it('resolves with an empty list when the content field is there but empty', async () => {
    await expect(
      loadStaticContent(
        COURSES_PATH,
        clientAnswering(() => ok({ content: [] })),
      ),
    ).resolves.toEqual([]);
  });

  it.each([
    ['no content field', ok({})],
    ['a null content field', ok({ content: null })],
    ['content that is not a list', ok({ content: '课程' })],
    ['no data at all', ok(null)],
    ['a failure envelope', { status: 500, body: { state: 5000, success: false, message: '系统繁忙，请稍后再试', data: null } }],
    ['an answer that is not an envelope', { status: 502, body: '<html>Bad Gateway</html>' }],
  ])('rejects with 请求失败 on %s', async (_label, answer) => {
    await expect(
      loadStaticContent(
        COURSES_PATH,
        clientAnswering(() => answer),
      ),
    ).rejects.toThrow(CONTENT_FAILED_MESSAGE);
  });

  it('rejects with 网络错误 when the network fails', async () => {
    const request = clientAnswering(() => new TypeError('Failed to fetch'));
    await expect(loadStaticContent(COURSES_PATH, request)).rejects.toThrow('网络错误');
  });
});
