import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, createTestApp, type TestApp } from '../../test/test-app';

interface Node {
  code: string;
  name: string;
  children?: Node[];
}

let t: TestApp;
let anyone: Caller;
beforeAll(async () => {
  t = await createTestApp();
  anyone = new Caller(t.app);
});
afterAll(() => t.close());

describe('GET /api/dictionaries', () => {
  it('answers property/item/value entries for a comma list, in the order asked', async () => {
    const result = await anyone.get<{ property: string; item: string; value: string }[]>('/api/dictionaries', {
      properties: 'restCondition, socialInsurance',
    });
    expect(result.body.data.slice(0, 3)).toEqual([
      { property: 'restCondition', item: '0', value: '双休' },
      { property: 'restCondition', item: '1', value: '大小周' },
      { property: 'restCondition', item: '2', value: '单休' },
    ]);
    expect(result.body.data.filter((e) => e.property === 'socialInsurance').map((e) => e.value)).toEqual([
      '五险一金',
      '六险一金',
      '七险一金',
      '只有五险',
      '只有公积金',
      '只有三险',
      '其他',
    ]);
  });

  it('gives the order-state dictionary of the spec', async () => {
    const result = await anyone.get<{ item: string; value: string }[]>('/api/dictionaries', { properties: 'orderState' });
    expect(result.body.data.map((e) => e.item)).toEqual(['20', '30', '40', '50', '62', '63', '64', '80', '91', '92', '93', '110', '127']);
  });

  it('answers an unknown property with nothing for it', async () => {
    const result = await anyone.get<unknown[]>('/api/dictionaries', { properties: 'noSuchThing' });
    expect(result.body).toMatchObject({ state: 1, data: [] });
  });

  it('refuses a call without properties in Chinese', async () => {
    const result = await anyone.get('/api/dictionaries');
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('请指定字典属性');
  });
});

describe('reference trees', () => {
  it('lists every prefecture-level city under its province', async () => {
    const result = await anyone.get<{ name: string; cities: { name: string; code: string; hot: boolean }[] }[]>('/api/getCity');
    const cities = result.body.data.flatMap((p) => p.cities);
    expect(cities.length).toBeGreaterThanOrEqual(337);
    const zhejiang = result.body.data.find((p) => p.name === '浙江');
    expect(zhejiang?.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['杭州', '宁波', '温州', '舟山', '丽水']));
    expect(cities.filter((c) => c.hot).map((c) => c.name)).toEqual(expect.arrayContaining(['北京', '上海', '深圳', '杭州']));
    expect(new Set(cities.map((c) => c.code)).size).toBe(cities.length);
  });

  it.each([
    ['/api/common/company/industry', '互联网/IT', 2],
    ['/api/common/position/category', '技术', 3],
    ['/api/common/category/label', '专业技能', 2],
  ])('%s answers a tree with %s, %i levels deep', async (url, first, depth) => {
    const result = await anyone.get<Node[]>(url);
    const names = result.body.data.map((n) => n.name);
    expect(names).toContain(first);
    let level: Node[] = result.body.data;
    for (let d = 1; d < depth; d++) level = level.flatMap((n) => n.children ?? []);
    expect(level.length).toBeGreaterThan(0);
  });

  it('getData answers the constants every screen needs', async () => {
    const result = await anyone.get<{ upperDateSentinel: string; hotCities: unknown[]; dictionaries: { property: string }[] }>(
      '/api/getData',
    );
    expect(result.body.data.upperDateSentinel).toBe('2888-12-31');
    expect(result.body.data.hotCities).toHaveLength(20);
    expect(new Set(result.body.data.dictionaries.map((d) => d.property))).toEqual(
      new Set(['sex', 'education', 'orderState', 'restCondition', 'socialInsurance']),
    );
  });

  it('tells the server time to a page whose clock is days off, where other calls refuse its stamp', async () => {
    const skewed = `${Date.now() - 3 * 86_400_000}5`;
    const clock = await t.app.inject({ method: 'GET', url: `/api/getData?requesttime=${skewed}` });
    const data = clock.json<{ data: { serverTime: number } }>().data;
    expect(Math.abs(data.serverTime - Date.now())).toBeLessThan(60_000);
    const other = await t.app.inject({ method: 'GET', url: `/api/getCity?requesttime=${skewed}` });
    expect(other.json<{ message: string }>().message).toBe('操作频繁，稍后再试');
  });
});
