import { UPLOAD_MAX_BYTES } from '@hh/domain/candidates/upload.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/fixtures/library-files';
import { Caller, createTestApp, signedIn, type TestApp } from '../test/test-app';

let t: TestApp;
let manager: Caller;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t.app, '13800000030');
  admin = await signedIn(t.app, '13700000000');
});
afterAll(() => t.close());

const refusedText = { state: 4000, success: false, message: expect.stringContaining('包含无法识别的字符') };

describe('NUL characters and lone surrogates are refused before any route runs', () => {
  it.each([
    ['a NUL in the anonymous trial form', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('%s → 422 with state 4000', async (_name, name) => {
    const result = await new Caller(t.app, '10.66.0.1').post('/api/free/add/apply', {
      name,
      phone: '13912345678',
      firm: '某公司',
      city: '杭州',
    });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ ...refusedText, message: 'name：包含无法识别的字符，请删除后重试' });
  });

  it('in a nested body field and in an object key', async () => {
    const nested = await manager.post('/api/order/remark', { orderId: 'x', remark: 'ok', extra: { deep: ['\u0000'] } });
    expect(nested.body).toMatchObject({ ...refusedText, message: 'extra.deep.0：包含无法识别的字符，请删除后重试' });
    const key = await manager.post('/api/order/remark', { orderId: 'x', 'bad\u0000key': 1 });
    expect(key.body).toMatchObject(refusedText);
  });

  it('in a query string and in a path parameter', async () => {
    const query = await manager.get('/api/dictionaries', { properties: 'sex\u0000' });
    expect(query.status).toBe(422);
    expect(query.body).toMatchObject(refusedText);
    const param = await manager.get('/api/order/rejectStatus/query/%00abc');
    expect(param.status).toBe(422);
    expect(param.body).toMatchObject(refusedText);
  });

  it('keeps well-formed text with characters outside the BMP', async () => {
    const result = await manager.get('/api/dictionaries', { properties: 'sex😀' });
    expect(result.status).not.toBe(422);
  });
});

describe('malformed requests get the envelope', () => {
  it('a bad % escape in the address', async () => {
    const result = await manager.get('/api/order/rejectStatus/query/%zz');
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ state: 4000, success: false, message: '请求地址格式不正确' });
  });

  const uploads: [string, () => Caller][] = [
    ['/api/candidate/upload.json', () => manager],
    ['/api/candidate/work/someone', () => manager],
    ['/api/companyTalentLib/resume/upload', () => manager],
    ['/api/companyTalentLib/task/create', () => manager],
    ['/api/ops/positions/someone/resumeSample', () => admin],
  ];

  it.each(uploads)('a multipart body without its boundary on %s → 400', async (url, who) => {
    const result = await who().call('POST', url, { body: 'garbage', headers: { 'content-type': 'multipart/form-data' } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ state: 4000, success: false });
  });

  it.each(uploads)('a truncated multipart body on %s → 400', async (url, who) => {
    const { body, headers } = multipartBody(
      [{ name: 'a.pdf', content: Buffer.alloc(5000, 65) }],
      url.includes('upload.json') || url.includes('task') ? 'files' : 'file',
    );
    const result = await who().call('POST', url, { body: body.subarray(0, 3000), headers });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ state: 4000, success: false, message: '上传内容不完整或格式不正确，请重新选择文件上传' });
  });

  it.each(['/api/candidate/upload.json', '/api/companyTalentLib/resume/upload'])(
    'an oversized file on %s → 413 with state 4130',
    async (url) => {
      const { body, headers } = multipartBody(
        [{ name: 'big.pdf', content: Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 65) }],
        url.includes('upload.json') ? 'files' : 'file',
      );
      const result = await manager.call('POST', url, { body, headers });
      expect(result.status).toBe(413);
      expect(result.body).toMatchObject({ state: 4130, success: false, message: '「big.pdf」超过10MB，请压缩后再上传' });
    },
  );
});

describe('security headers', () => {
  it('every answer carries a CSP, frame protection and nosniff; API answers are never stored', async () => {
    const result = await manager.get('/api/commonUserInfo/myInfoData.json');
    const csp = String(result.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(result.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
    expect(result.headers['cache-control']).toBe('no-store');
    const refused = await new Caller(t.app).get('/api/commonUserInfo/myInfoData.json');
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
