import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RISK } from '../../config';
import { firms, libraryContactViews } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { multipartBody, resumeTxt } from '../../test/fixtures/library-files';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

/**
 * POST /api/companyTalentLib/resume/contact/{id}: the audited reveal of a library resume's phone
 * or e-mail. Its own file (and app) because it needs a low phone-reveal limit, and because
 * library.routes.test.ts is near the size limit of a file.
 */
const PHONE = '13911130001';
const EMAIL = 'song.qy@example.com';

let t: TestApp;
let manager: Caller;
let member: Caller;
let other: Caller;
let both = '';
let phoneOnly = '';

const reveal = (caller: Caller, id: string, type: unknown) =>
  caller.post<{ value: string }>(`/api/companyTalentLib/resume/contact/${id}`, { type });
const viewsOf = (resumeId: string) =>
  t.database.db.select().from(libraryContactViews).where(eq(libraryContactViews.libraryResumeId, resumeId));

async function uploadResume(caller: Caller, name: string, content: string): Promise<string> {
  const { body, headers } = multipartBody([{ name, content }]);
  const res = await caller.call<{ resumeId: string | null }>('POST', '/api/companyTalentLib/resume/upload', { body, headers });
  if (!res.body.data?.resumeId) throw new Error(`upload of ${name} failed: ${res.body.message}`);
  return res.body.data.resumeId;
}

beforeAll(async () => {
  // Four reveals a user an hour, so the limit is passed in a few calls.
  t = await createTestApp({ config: { risk: { ...DEFAULT_RISK, phoneReveal: { perUser: 4, perFirm: 100, windowSeconds: 3600 } } } });
  // The second firm gets a library too, so a refusal is about the firm, not about a closed library.
  await t.database.db
    .update(firms)
    .set({ companyResumeOpen: true })
    .where(eq(firms.id, seedId('firm:yuanhang')));
  manager = await signedIn(t.app, '13800000030');
  member = await signedIn(t.app, '13800000010');
  other = await signedIn(t.app, '13900000030');
  both = await uploadResume(member, '宋清远.txt', resumeTxt({ name: '宋清远', phone: PHONE, email: EMAIL }));
  phoneOnly = await uploadResume(member, '韩雪.txt', resumeTxt({ name: '韩雪', phone: '13911130002' }));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('revealing a contact of a library resume', () => {
  it('shows the member the full phone and the manager the full e-mail, each with its audit row', async () => {
    const masked = await member.get<{ lietouCompanyResume: { phone: string } }>('/api/companyTalentLib/resume/detail', { id: both });
    expect(masked.body.data.lietouCompanyResume.phone).toBe('139****0001');

    const phone = await reveal(member, both, 1);
    expect(phone.body).toMatchObject({ state: 1, data: { value: PHONE } });
    const email = await reveal(manager, both, 2);
    expect(email.body).toMatchObject({ state: 1, data: { value: EMAIL } });

    const rows = (await viewsOf(both)).sort((x, y) => x.attrType - y.attrType);
    expect(rows.map((r) => ({ userId: r.userId, firmId: r.firmId, attrType: r.attrType, ip: r.ip }))).toEqual([
      { userId: seedId('user:xh-member-a1'), firmId: seedId('firm:xinghe'), attrType: 1, ip: '127.0.0.1' },
      { userId: seedId('user:xh-manager'), firmId: seedId('firm:xinghe'), attrType: 2, ip: '127.0.0.1' },
    ]);
  });

  it('says an empty field is empty and records nothing', async () => {
    const res = await reveal(manager, phoneOnly, 2);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('该简历未填写邮箱');
    expect(await viewsOf(phoneOnly)).toHaveLength(0);
  });

  it('answers another firm and a malformed id as missing, and a bad type in Chinese, recording nothing', async () => {
    const foreign = await reveal(other, both, 1);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('简历不存在或已删除');
    expect(foreign.raw.body).not.toContain(PHONE);
    expect((await reveal(member, 'not-an-id', 1)).status).toBe(404);

    const bad = await reveal(member, phoneOnly, 3);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('查看类型只能是1手机号或2邮箱');
    const missing = await member.post(`/api/companyTalentLib/resume/contact/${phoneOnly}`, {});
    expect(missing.body.message).toBe('查看类型只能是1手机号或2邮箱');

    expect(await viewsOf(phoneOnly)).toHaveLength(0);
    expect(await viewsOf(both)).toHaveLength(2);
  });

  it('answers 2410 past the phone-reveal risk limit, without the value or an audit row', async () => {
    const leader = await signedIn(t.app, '13800000020');
    for (let i = 0; i < 4; i++) expect((await reveal(leader, phoneOnly, 1)).body.data).toEqual({ value: '13911130002' });
    const flagged = await reveal(leader, phoneOnly, 1);
    expect(flagged.status).toBe(429);
    expect(flagged.body.state).toBe(2410);
    expect(flagged.raw.body).not.toContain('13911130002');
    const rows = await t.database.db
      .select()
      .from(libraryContactViews)
      .where(and(eq(libraryContactViews.userId, seedId('user:xh-leader-a')), eq(libraryContactViews.libraryResumeId, phoneOnly)));
    expect(rows).toHaveLength(4);
  });
});
