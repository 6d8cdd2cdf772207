import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, type HttpClientDeps } from './http-client';

const NOW = 1_767_225_600_000; // 2026-01-01T00:00:00Z

interface Call {
  url: string;
  init: RequestInit;
}

type Answer = { status?: number; body: unknown; echo?: 'stamp' | 'none' | string; date?: number; reused?: true } | 'network';

/** A client on a fake network: each call is answered by the next entry of `answers`. */
function setup(answers: Answer[], overrides: Partial<HttpClientDeps> = {}) {
  const calls: Call[] = [];
  const navigate = vi.fn<(url: string) => void>();
  const showRiskAlert = vi.fn<() => void>();
  let clock = NOW;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (answer === undefined) throw new Error('unexpected call');
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const stamp = new URL(url, 'http://x').searchParams.get('requesttime');
    const headers = new Headers({ 'content-type': 'application/json' });
    const echo = answer.echo ?? 'stamp';
    if (answer.date !== undefined) headers.set('date', new Date(answer.date).toUTCString());
    if (answer.reused) headers.set('requesttime-reused', '1');
    if (echo === 'stamp' && stamp !== null) headers.set('requesttime', stamp);
    else if (echo !== 'stamp' && echo !== 'none') headers.set('requesttime', echo);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers });
  });
  const client = createHttpClient({
    fetch,
    now: () => clock,
    random: () => 0.75,
    navigate,
    currentPath: () => '/index/bills/mybills?page=2',
    showRiskAlert,
    ...overrides,
  });
  return {
    client,
    calls,
    navigate,
    showRiskAlert,
    setClock: (ms: number) => {
      clock = ms;
    },
  };
}

const ok = (data: unknown) => ({ body: { state: 1, success: true, message: '成功', data } });
const stampOf = (call: Call | undefined) => new URL(call?.url ?? '', 'http://x').searchParams.get('requesttime');

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

describe('requests', () => {
  it('sends credentials, the query and a JSON body, and resolves with data on state 1', async () => {
    const { client, calls } = setup([ok({ updated: 2 })]);
    const data = await client.request('POST', '/api/lietou/sysLog/read', { body: { ids: ['a'] }, query: { pageNo: 2, skip: undefined } });
    expect(data).toEqual({ updated: 2 });
    const call = calls[0];
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"ids":["a"]}');
    expect((call?.init.headers as Record<string, string> | undefined)?.['content-type']).toBe('application/json');
    const url = new URL(call?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/lietou/sysLog/read');
    expect(url.searchParams.get('pageNo')).toBe('2');
    expect(url.searchParams.has('skip')).toBe(false);
  });

  it('sends the anti-forgery token learnt from login and loginState on every later call, and drops it when signed out', async () => {
    const { client, calls } = setup([
      ok({ userId: 'u1', csrfToken: 'tok-from-login' }),
      ok(null),
      ok({ userId: 'u1', serverTime: NOW, csrfToken: 'tok-from-state' }),
      ok(null),
      { body: { state: -1, success: false, message: '请先登录', data: null } },
      ok(null),
    ]);
    const header = (i: number) => (calls[i]?.init.headers as Record<string, string> | undefined)?.['x-hh-csrf'];
    await client.request('POST', '/api/login.json', { body: { phone: '1', password: 'x' } });
    expect(header(0)).toBeUndefined();
    await client.request('GET', '/api/lietou/close/user', { query: { userId: 'u2' } });
    expect(header(1)).toBe('tok-from-login');
    await client.request('GET', '/api/loginState.json');
    await client.request('POST', '/api/order/remark', { body: { orderId: 'o', remark: '' } });
    expect(header(3)).toBe('tok-from-state');
    await rejection(client.request('GET', '/api/order/list'));
    await client.request('GET', '/api/dictionaries');
    expect(header(5)).toBeUndefined();
  });

  it('sends a FormData body as multipart, leaving the content type to the browser', async () => {
    const { client, calls } = setup([ok({ files: [] })]);
    const form = new FormData();
    form.append('files', new Blob(['简历'], { type: 'text/plain' }), 'a.txt');
    await client.request('POST', '/api/candidate/upload.json', { body: form });
    const call = calls[0];
    expect(call?.init.body).toBe(form);
    expect((call?.init.headers as Record<string, string> | undefined)?.['content-type']).toBeUndefined();
    expect(stampOf(call)).not.toBeNull();
  });

  it('appends requesttime as the ms timestamp plus one random digit', async () => {
    const { client, calls } = setup([ok(null)]);
    await client.request('GET', '/api/commonUserInfo/myInfoData.json');
    expect(stampOf(calls[0])).toBe(`${NOW}7`);
  });

  it('sends no requesttime with login.json', async () => {
    const { client, calls } = setup([ok({ home: '/index/dashboard' })]);
    await client.request('POST', '/api/login.json', { body: { phone: '13800000030', password: 'x' } });
    expect(calls[0]?.url).toBe('/api/login.json');
  });

  it('never repeats a stamp within the tab, even in the same millisecond', async () => {
    const { client, calls } = setup([ok(1), ok(2), ok(3)]);
    await Promise.all([client.request('GET', '/api/a'), client.request('GET', '/api/b'), client.request('GET', '/api/c')]);
    const stamps = calls.map(stampOf);
    expect(new Set(stamps).size).toBe(3);
    expect(stamps).toEqual([`${NOW}7`, `${NOW + 1}7`, `${NOW + 2}7`]);
  });

  it('stamps with the server clock learned from loginState.json', async () => {
    const serverTime = NOW + 10 * 60_000;
    const { client, calls } = setup([ok({ userId: 'u', serverTime }), ok(null)]);
    await client.request('GET', '/api/loginState.json');
    expect(client.serverOffset()).toBe(10 * 60_000);
    await client.request('GET', '/api/commonUserInfo/myInfoData.json');
    expect(stampOf(calls[1])).toBe(`${serverTime}7`);
  });

  it('a visitor learns the server clock once through getData; a signed-in page already knows it', async () => {
    const serverTime = NOW - 3 * 86_400_000;
    const { client, calls } = setup([ok({ serverTime, upperDateSentinel: '2888-12-31', hotCities: [], dictionaries: [] })]);
    expect(client.serverNow()).toBe(NOW);
    await client.syncClock();
    await client.syncClock();
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/getData']);
    expect(client.serverNow()).toBe(serverTime);

    const signedIn = setup([ok({ userId: 'u', serverTime })]);
    await signedIn.client.request('GET', '/api/loginState.json');
    await signedIn.client.syncClock();
    expect(signedIn.calls).toHaveLength(1);
  });

  it('a stamp refused for a clock two days fast corrects the clock from the Date header and is sent once more', async () => {
    const serverTime = NOW - 2 * 86_400_000;
    const refused = { status: 429, body: { state: 4290, success: false, message: '操作频繁，稍后再试', data: null }, date: serverTime };
    const { client, calls } = setup([refused, ok([1])]);
    await expect(client.request('GET', '/api/lietou/sysLog/list')).resolves.toEqual([1]);
    expect(calls).toHaveLength(2);
    expect(Number((stampOf(calls[1]) ?? '').slice(0, 13))).toBe(serverTime);
    expect(client.serverNow()).toBe(serverTime);

    // A refusal with the clocks agreeing and no reused stamp (the write limit) is not sent again.
    const limited = setup([{ ...refused, date: NOW }]);
    await expect(limited.client.request('POST', '/api/order/remark', { body: {} })).rejects.toThrow('操作频繁，稍后再试');
    expect(limited.calls).toHaveLength(1);
    // Nor a second time in a row: one correction per call.
    const stubborn = setup([refused, refused]);
    await expect(stubborn.client.request('GET', '/api/x')).rejects.toThrow('操作频繁，稍后再试');
    expect(stubborn.calls).toHaveLength(2);
  });

  it('a stamp refused as already used (another tab of the session sent it) is sent once more with a new stamp', async () => {
    const reused = {
      status: 429,
      body: { state: 4290, success: false, message: '操作频繁，稍后再试', data: null },
      date: NOW,
      reused: true as const,
    };
    const { client, calls } = setup([reused, ok({ moved: true })]);
    await expect(client.request('POST', '/api/ops/orders/move', { body: { id: 'x' } })).resolves.toEqual({ moved: true });
    expect(calls).toHaveLength(2);
    expect(stampOf(calls[1])).not.toBe(stampOf(calls[0]));
    expect(calls[1]?.init.body).toBe(calls[0]?.init.body);
    // Once only: a second refusal in a row is the caller's to see.
    const twice = setup([reused, reused]);
    await expect(twice.client.request('POST', '/api/ops/orders/move', { body: {} })).rejects.toThrow('操作频繁，稍后再试');
    expect(twice.calls).toHaveLength(2);
  });

  it('without an answer from getData the clock of this machine serves', async () => {
    const { client } = setup([{ body: 'bad gateway' }]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await client.syncClock();
    expect(client.serverNow()).toBe(NOW);
  });

  it('resolves when success is true even if the state is not 1', async () => {
    const { client } = setup([{ body: { state: 0, success: true, message: '', data: [1, 2] } }]);
    await expect(client.request('GET', '/api/x')).resolves.toEqual([1, 2]);
  });
});

describe('the request-time echo', () => {
  it('rejects with 操作频繁，稍后再试 when the echo differs', async () => {
    const { client } = setup([{ ...ok(null), echo: '17672256000001' }]);
    const error = await rejection(client.request('GET', '/api/lietou/sysLog/list'));
    expect(error.kind).toBe('requestTime');
    expect(error.message).toBe('操作频繁，稍后再试');
  });

  it('rejects when the echo is missing', async () => {
    const { client } = setup([{ ...ok(null), echo: 'none' }]);
    await expect(client.request('GET', '/api/lietou/sysLog/list')).rejects.toThrow('操作频繁，稍后再试');
  });

  it.each(['/api/loginState.json', '/api/lietou/behavior/log', '/api/positions/reRecommand/list/abc'])(
    'does not check the echo of %s',
    async (path) => {
      const { client, calls } = setup([{ ...ok('fine'), echo: 'none' }]);
      await expect(client.request('GET', path)).resolves.toBe('fine');
      expect(stampOf(calls[0])).not.toBeNull();
    },
  );
});

describe('failures', () => {
  it('rejects with 网络错误 when the network fails', async () => {
    const { client } = setup(['network']);
    const error = await rejection(client.request('GET', '/api/x'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('网络错误');
  });

  it('rejects with 网络错误 when the body cannot be read', async () => {
    const broken = { status: 200, headers: new Headers(), text: () => Promise.reject(new Error('reset')) } as unknown as Response;
    const { client } = setup([], { fetch: async () => broken });
    await expect(client.request('GET', '/api/x')).rejects.toThrow('网络错误');
  });

  it('sends the browser to the sign-in page on state -1 and rejects with the server message', async () => {
    const { client, navigate } = setup([
      { status: 401, body: { state: -1, success: false, message: '请先登录', data: null }, echo: 'none' },
    ]);
    const error = await rejection(client.request('GET', '/api/commonUserInfo/myInfoData.json'));
    expect(error.kind).toBe('notSignedIn');
    expect(error.message).toBe('请先登录');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Findex%2Fbills%2Fmybills%3Fpage%3D2');
  });

  it('does not navigate again on state -1 when already on the sign-in page', async () => {
    const { client, navigate } = setup([{ body: { state: -1, success: false, message: '请先登录', data: null } }], {
      currentPath: () => '/login?redirect=%2Fops',
    });
    await expect(client.request('GET', '/api/x')).rejects.toThrow('请先登录');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the risk alert on state 2410 and rejects', async () => {
    const { client, showRiskAlert, navigate } = setup([
      { status: 429, body: { state: 2410, success: false, message: '访问存在风险', data: null } },
    ]);
    const error = await rejection(client.request('GET', '/api/candidate/x.json'));
    expect(error.kind).toBe('risk');
    expect(error.state).toBe(2410);
    expect(showRiskAlert).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects other states with the server message', async () => {
    const { client } = setup([{ status: 404, body: { state: 4040, success: false, message: '数据不存在或已删除', data: null } }]);
    const error = await rejection(client.request('GET', '/api/x'));
    expect(error.kind).toBe('server');
    expect(error.state).toBe(4040);
    expect(error.httpStatus).toBe(404);
    expect(error.message).toBe('数据不存在或已删除');
  });

  it('adds the remark to the message when there is one', async () => {
    const { client } = setup([
      { status: 422, body: { state: 4000, success: false, message: '请求参数有误', remark: 'pageSize 每页最多15条', data: null } },
    ]);
    await expect(client.request('GET', '/api/x')).rejects.toThrow('请求参数有误（pageSize 每页最多15条）');
  });

  it('reads the envelope of a 5xx answer', async () => {
    const { client } = setup([{ status: 503, body: { state: 5030, success: false, message: '服务正在维护，请稍后再试', data: null } }]);
    await expect(client.request('GET', '/api/x')).rejects.toThrow('服务正在维护，请稍后再试');
  });

  it('rejects a body that is not an envelope as malformed', async () => {
    const { client } = setup([{ status: 502, body: '<html>Bad Gateway</html>' }]);
    const error = await rejection(client.request('GET', '/api/x'));
    expect(error.kind).toBe('malformed');
    expect(error.httpStatus).toBe(502);
  });
});

describe('stamps for addresses the browser opens itself', () => {
  it('continues the tab’s sequence, so a sign-out redirect never repeats a stamp', async () => {
    const { client, calls } = setup([ok(null)]);
    await client.request('GET', '/api/logout.json');
    const used = Number(stampOf(calls[0]));
    const next = client.stamp();
    expect(next).toMatch(/^\d{14}$/);
    expect(Number(next.slice(0, 13))).toBeGreaterThan(Math.floor(used / 10));
  });
});
