import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoOwnerOf } from '../db/seed/demo-candidates';
import { seedId } from '../db/seed/seed-ids';
import { createTestApp, signedIn, type TestApp } from '../test/test-app';

const teamAPerson = Array.from({ length: 300 }, (_, i) => i).find((i) => demoOwnerOf(i).key === 'xh-member-a1') as number;

import { responseSerializerCompiler } from './response-serializer';

describe('the fast response serializer', () => {
  let checked: TestApp;
  let fast: TestApp;
  beforeAll(async () => {
    checked = await createTestApp();
    fast = await createTestApp({ databaseUrl: checked.databaseUrl, config: { responseCheck: 'fast' } });
  });
  afterAll(async () => {
    await fast.close();
    await checked.close();
  });

  it.each([
    ['/api/commonUserInfo/myInfoData.json', {}],
    ['/api/lietou/sysLog/list', { pageNo: '1' }],
    ['/api/lietou/sysLog/upgradeMsg', {}],
    ['/api/getCity', {}],
    ['/api/common/position/category', {}],
    ['/api/dictionaries', { properties: 'sex,education' }],
    // A resume the team-A leader may see, and the team's talent list.
    [`/api/candidate/${seedId(`person:${teamAPerson}`)}.json`, {}],
    ['/api/usermanager/allUsers', { limit: '5' }],
  ])('answers %s exactly as the zod-checked path does', async (url, query) => {
    const a = await signedIn(checked.app, '13800000020');
    const b = await signedIn(fast.app, '13800000020');
    const viaZod = await a.get(url, query);
    const viaFast = await b.get(url, query);
    expect(viaFast.status).toBe(200);
    expect(viaFast.body).toEqual(viaZod.body);
  });

  it('writes only the declared fields', () => {
    const schema = z.object({ id: z.string(), name: z.string() });
    const serialize = responseSerializerCompiler('fast')({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (
      d: unknown,
    ) => string;
    expect(JSON.parse(serialize({ id: '1', name: '王思琪', passwordHash: 'secret' }))).toEqual({ id: '1', name: '王思琪' });
  });
});
