import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_TEMPLATE } from '@hh/domain/orders/report.schema';
import type { OpsPositionDetail, OpsPositionRow, OpsProjectRow, StaffOption } from '@hh/domain/positions/ops.schema';
import type { PositionPage } from '@hh/domain/positions/position.schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, projects } from '../../db/schema/tables';
import { DEMO_POSITIONS, demoPositionId, demoProjectId } from '../../db/seed/demo-positions';
import { seedId } from '../../db/seed/seed-ids';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let pm: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  pm = await signedIn(t.app, '13700000001');
  member = await signedIn(t.app, '13800000010');
});
afterAll(() => t.close());

const projectForm = (overrides: Record<string, unknown> = {}) => ({
  projectName: '智慧物流调度平台',
  companyName: '武汉顺达供应链科技有限公司',
  industryCode: '2001',
  companySize: '1000-2000人',
  address: '武汉市江汉区建设大道568号',
  introduce: '顺达供应链为华中地区的快消与医药客户提供仓配一体化服务，本项目建设新一代运输调度平台。',
  pmId: seedId('user:pm'),
  assistantId: seedId('user:assistant'),
  ...overrides,
});

const positionForm = (projectId: string, overrides: Record<string, unknown> = {}) => ({
  projectId,
  positionName: '调度算法工程师',
  cityCode: '420100',
  positionFirstType: '100000',
  positionSecondType: '100600',
  positionThirdType: '100601',
  salaryLow: 25000,
  salaryHigh: 40000,
  salaryMonths: 14,
  rewardAmount: 5_000_000,
  headcount: 2,
  guaranteeDays: 90,
  education: 6,
  workYearLower: 3,
  workYearUpper: 8,
  restCondition: 0,
  socialInsurance: 0,
  keywords: ['运筹优化', '路径规划'],
  description: '1. 负责车辆路径规划与运力调度算法的研发',
  requirement: '1. 硕士及以上学历，运筹学或计算机相关专业',
  address: '武汉市江汉区建设大道568号',
  ...overrides,
});

async function rowCount(table: typeof projects | typeof positions): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

function multipart(fileName: string, content: Buffer, type = 'application/pdf') {
  const boundary = `----hh${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const consultantSees = async (positionId: string) => {
  const page = await member.post<PositionPage>('/api/positions/positionList', { query: { limit: 50, offset: 0 } });
  return page.body.data.data.some((r) => r.positionId === positionId);
};

describe('staff and projects', () => {
  it('lists the staff a project can be given to, by role', async () => {
    const pms = (await pm.get<StaffOption[]>('/api/ops/staff', { role: 'pm' })).body.data;
    expect(pms.map((s) => s.cname)).toEqual(['郑雅文']);
    const assistants = (await pm.get<StaffOption[]>('/api/ops/staff', { role: 'assistant' })).body.data;
    expect(assistants.map((s) => s.phone)).toEqual(['13700000002']);
  });

  it('creates, edits, closes and reopens a project; closing closes its recruiting positions', async () => {
    const created = await pm.post<{ id: string }>('/api/ops/projects', projectForm());
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('项目已创建');
    const id = created.body.data.id;
    const list = await pm.get<{ data: OpsProjectRow[]; totalCount: number }>('/api/ops/projects', { keyword: '顺达' });
    expect(list.body.data.data).toHaveLength(1);
    expect(list.body.data.data[0]).toMatchObject({
      projectId: id,
      industryName: '物流/快递',
      pmName: '郑雅文',
      assistantName: '何俊杰',
      state: 'active',
      positionCount: 0,
    });

    const edited = await pm.call('PUT', `/api/ops/projects/${id}`, {
      body: projectForm({ projectName: '智慧物流调度平台（二期）', assistantId: null }),
    });
    expect(edited.body).toMatchObject({ state: 1, message: '项目已保存' });
    const one = (await pm.get<OpsProjectRow>(`/api/ops/projects/${id}`)).body.data;
    expect(one).toMatchObject({ projectName: '智慧物流调度平台（二期）', assistantId: null, assistantName: null });

    const position = (await pm.post<{ id: string }>('/api/ops/positions', positionForm(id))).body.data.id;
    expect((await pm.post(`/api/ops/positions/${position}/publish`)).status).toBe(200);
    expect(await consultantSees(position)).toBe(true);

    const closed = await pm.post(`/api/ops/projects/${id}/close`);
    expect(closed.body.message).toBe('项目已结束，其招聘中的职位已关闭');
    expect(await consultantSees(position)).toBe(false);
    expect((await pm.get<OpsPositionDetail>(`/api/ops/positions/${position}`)).body.data.state).toBe('closed');
    expect((await pm.post(`/api/ops/projects/${id}/close`)).status).toBe(409);
    // A closed project takes no new positions and publishes none.
    const refused = await pm.post('/api/ops/positions', positionForm(id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('项目已结束，不能在其中新增职位');
    const publish = await pm.post(`/api/ops/positions/${position}/publish`);
    expect(publish.status).toBe(409);
    expect(publish.body.message).toBe('项目已结束，请先重新开启项目再发布职位');

    expect((await pm.post(`/api/ops/projects/${id}/open`)).body.message).toBe('项目已重新开启');
    expect((await pm.post(`/api/ops/positions/${position}/publish`)).status).toBe(200);
    expect(await consultantSees(position)).toBe(true);
  });

  it('refuses a bad project with a Chinese message and writes nothing', async () => {
    const before = await rowCount(projects);
    const cases: Array<[Record<string, unknown>, string]> = [
      [projectForm({ projectName: '' }), '请填写项目名称'],
      [projectForm({ introduce: '   ' }), '请填写项目介绍'],
      [projectForm({ industryCode: '9999' }), '所属行业不正确'],
      [projectForm({ pmId: seedId('user:xh-member-a1') }), '请选择在职的项目经理'],
      [projectForm({ pmId: seedId('user:assistant') }), '请选择在职的项目经理'],
      [projectForm({ assistantId: seedId('user:pm') }), '请选择在职的PM助理'],
    ];
    for (const [body, message] of cases) {
      const result = await pm.post('/api/ops/projects', body);
      expect(result.status, message).toBe(422);
      expect(result.body.message).toContain(message);
    }
    expect(await rowCount(projects)).toBe(before);
  });
});

describe('positions in the console', () => {
  const projectId = demoProjectId('energy');

  it('lists every state with filters and paging', async () => {
    const all = await pm.get<{ data: OpsPositionRow[]; totalCount: number }>('/api/ops/positions', { limit: '100' });
    expect(all.body.data.totalCount).toBeGreaterThanOrEqual(DEMO_POSITIONS.length);
    const drafts = await pm.get<{ data: OpsPositionRow[]; totalCount: number }>('/api/ops/positions', { state: 'draft', limit: '100' });
    expect(drafts.body.data.data.every((r) => r.state === 'draft')).toBe(true);
    expect(drafts.body.data.data.map((r) => r.positionId)).toContain(demoPositionId('energy-ehs'));
    const ofProject = await pm.get<{ data: OpsPositionRow[]; totalCount: number }>('/api/ops/positions', { projectId });
    expect(ofProject.body.data.totalCount).toBe(DEMO_POSITIONS.filter((p) => p.project === 'energy').length);
    const byKeyword = await pm.get<{ data: OpsPositionRow[] }>('/api/ops/positions', { keyword: 'BMS' });
    expect(byKeyword.body.data.data.map((r) => r.positionName)).toEqual(['BMS电控工程师']);
    const page2 = await pm.get<{ data: OpsPositionRow[] }>('/api/ops/positions', { current: '2', limit: '10' });
    const page1 = await pm.get<{ data: OpsPositionRow[] }>('/api/ops/positions', { current: '1', limit: '10' });
    expect(page2.body.data.data[0]?.positionId).not.toBe(page1.body.data.data[0]?.positionId);
    expect(page1.body.data.data).toHaveLength(10);
  });

  it('creates a draft with the default template, publishes it for firms and closes it again', async () => {
    const created = await pm.post<{ id: string }>('/api/ops/positions', positionForm(projectId));
    expect(created.body.message).toBe('职位已保存为草稿');
    const id = created.body.data.id;
    const detail = (await pm.get<OpsPositionDetail>(`/api/ops/positions/${id}`)).body.data;
    expect(detail).toMatchObject({
      state: 'draft',
      cityName: '武汉',
      categoryName: '算法工程师',
      template: DEFAULT_TEMPLATE,
      publishTime: null,
      companyName: '深圳沃能新能源科技有限公司',
    });
    // A draft does not exist for firms.
    expect(await consultantSees(id)).toBe(false);
    expect((await member.get(`/api/position/form/main/${id}`)).status).toBe(404);

    const published = await pm.post(`/api/ops/positions/${id}/publish`);
    expect(published.body.message).toBe('职位已发布');
    const first = await member.post<PositionPage>('/api/positions/positionList', {});
    expect(first.body.data.data[0]?.positionId).toBe(id);
    const publishTime = (await pm.get<OpsPositionDetail>(`/api/ops/positions/${id}`)).body.data.publishTime;
    expect(publishTime).not.toBeNull();
    expect((await member.post<PositionPage>('/api/positions/positionList', { tab: 'NEW' })).body.data.data[0]?.positionId).toBe(id);
    const again = await pm.post(`/api/ops/positions/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('职位已在招聘中');

    expect((await pm.post(`/api/ops/positions/${id}/close`)).body.message).toBe('职位已关闭');
    expect((await member.get(`/api/position/form/main/${id}`)).status).toBe(404);
    expect((await pm.post(`/api/ops/positions/${id}/close`)).status).toBe(409);
    // Published again, it keeps its first publishing time.
    await pm.post(`/api/ops/positions/${id}/publish`);
    expect((await pm.get<OpsPositionDetail>(`/api/ops/positions/${id}`)).body.data.publishTime).toBe(publishTime);
  });

  it('saves every field and a custom template, which firms then get', async () => {
    const id = demoPositionId('energy-battery');
    const template = {
      fields: [
        { key: 'name', label: '候选人姓名', type: 'text', required: true, maxLength: 20 },
        { key: 'cellExperience', label: '电芯项目经验', type: 'textarea', required: true, maxLength: 500 },
        { key: 'patents', label: '专利数量', type: 'number', required: false, maxLength: 3 },
      ],
    };
    const body = positionForm(projectId, {
      positionName: '电池系统专家',
      cityCode: '440300',
      positionFirstType: '240000',
      positionSecondType: '240100',
      positionThirdType: '240105',
      restCondition: 1,
      socialInsurance: 2,
      keywords: ['储能', '储能', '热管理'],
      template,
    });
    const saved = await pm.call('PUT', `/api/ops/positions/${id}`, { body: body });
    expect(saved.body).toMatchObject({ state: 1, message: '职位已保存' });
    const detail = (await pm.get<OpsPositionDetail>(`/api/ops/positions/${id}`)).body.data;
    expect(detail).toMatchObject({
      positionName: '电池系统专家',
      cityName: '深圳',
      categoryName: '电池工程师',
      restCondition: 1,
      socialInsurance: 2,
      keywords: ['储能', '热管理'],
      template,
      state: 'recruiting',
    });
    const forFirms = await member.get<{ templateContent: string }>('/api/order/rec/report/template', { positionId: id });
    expect(JSON.parse(forFirms.body.data.templateContent)).toEqual(template);
    const intro = await member.get<{ positionName: string; socialInsurance: number }>(`/api/position/form/main/${id}`);
    expect(intro.body.data).toMatchObject({ positionName: '电池系统专家', socialInsurance: 2 });
  });

  it('refuses bad input with a Chinese message naming the field, and writes nothing', async () => {
    const before = await rowCount(positions);
    const cases: Array<[Record<string, unknown>, string]> = [
      [positionForm(projectId, { positionName: '' }), '请填写职位名称'],
      [positionForm(projectId, { salaryLow: 30000, salaryHigh: 20000 }), '最高月薪不能低于最低月薪'],
      [positionForm(projectId, { salaryLow: 500 }), '最低月薪不能低于1000元'],
      [positionForm(projectId, { restCondition: 3 }), '休息制度只能是双休、大小周或单休'],
      [positionForm(projectId, { socialInsurance: 9 }), '社保类型不正确'],
      [positionForm(projectId, { guaranteeDays: 400 }), '保证期最长365天'],
      [positionForm(projectId, { workYearLower: 8, workYearUpper: 3 }), '工作年限上限不能低于下限'],
      [positionForm(projectId, { cityCode: '999999' }), '工作城市不正确'],
      [positionForm(projectId, { positionSecondType: '110100' }), '职位类别不正确'],
      [positionForm(projectId, { positionSecondType: '', positionThirdType: '100601' }), '职位类别不正确'],
      [positionForm(seedId('project:none')), '所属项目不存在'],
      [
        positionForm(projectId, {
          template: { fields: [...DEFAULT_TEMPLATE.fields, { key: 'name', label: '姓名', type: 'text', required: true, maxLength: 10 }] },
        }),
        '模板字段标识不能重复',
      ],
      [
        positionForm(projectId, { template: { fields: [{ key: '1x', label: '字段', type: 'text', required: true }] } }),
        '字段标识只能是字母、数字和下划线',
      ],
      [positionForm(projectId, { keywords: Array.from({ length: 21 }, (_, i) => `词${i}`) }), '关键词最多20个'],
    ];
    for (const [body, message] of cases) {
      const result = await pm.post('/api/ops/positions', body);
      expect(result.status, message).toBeGreaterThanOrEqual(400);
      expect(result.body.message, message).toContain(message);
    }
    // An edit with bad input leaves the position as it was.
    const id = demoPositionId('factory-pmc');
    const bad = await pm.call('PUT', `/api/ops/positions/${id}`, { body: positionForm(demoProjectId('factory'), { cityCode: '000000' }) });
    expect(bad.body).toMatchObject({ state: 4000, message: '工作城市不正确' });
    expect((await pm.get<OpsPositionDetail>(`/api/ops/positions/${id}`)).body.data.positionName).toBe('生产计划主管（PMC）');
    expect(await rowCount(positions)).toBe(before);
  });

  it('answers a missing position as missing', async () => {
    for (const id of ['x', seedId('position:none')]) {
      expect((await pm.get(`/api/ops/positions/${id}`)).status).toBe(404);
      expect((await pm.post(`/api/ops/positions/${id}/publish`)).status).toBe(404);
    }
  });
});

describe('the resume sample', () => {
  const id = demoPositionId('pharma-cra');
  const upload = (content: Buffer, name = '简历样本.pdf', type?: string) => {
    const { body, headers } = multipart(name, content, type);
    return pm.call('POST', `/api/ops/positions/${id}/resumeSample`, { body, headers });
  };
  const storedFiles = async () => {
    const dir = path.join(t.config.dataDir, 'files', 'resume-samples');
    try {
      const months = await readdir(dir);
      return (await Promise.all(months.map((m) => readdir(path.join(dir, m))))).flat().length;
    } catch {
      return 0;
    }
  };

  it('takes a PDF, shows it to firms inline, replaces it and deletes it', async () => {
    const uploaded = await upload(PDF);
    expect(uploaded.body).toMatchObject({ state: 1, message: '简历样本已上传' });
    expect((await pm.get<OpsPositionDetail>(`/api/ops/positions/${id}`)).body.data.hasResumeSample).toBe(true);
    expect((await member.get<{ hasResumeSample: boolean }>(`/api/position/form/main/${id}`)).body.data.hasResumeSample).toBe(true);

    const preview = await member.get('/api/position/manager/previewResumeSample', { positionId: id });
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline; filename\*=UTF-8''/);
    expect(preview.raw.rawPayload.equals(PDF)).toBe(true);

    // A new sample replaces the old one, file and all.
    const second = Buffer.concat([PDF, Buffer.from('% second\n')]);
    await upload(second);
    expect(await storedFiles()).toBe(1);
    expect((await pm.get(`/api/ops/positions/${id}/resumeSample`)).raw.rawPayload.equals(second)).toBe(true);

    expect((await pm.call('DELETE', `/api/ops/positions/${id}/resumeSample`)).body.message).toBe('简历样本已删除');
    expect(await storedFiles()).toBe(0);
    expect((await member.get('/api/position/manager/previewResumeSample', { positionId: id })).status).toBe(404);
  });

  it('refuses anything that is not a PDF by its bytes, an empty request and a file over 10 MB; nothing is kept', async () => {
    const before = await storedFiles();
    const fake = await upload(Buffer.from('MZ\x90\x00 not a pdf at all'), '简历样本.pdf');
    expect(fake.status).toBe(422);
    expect(fake.body.message).toBe('简历样本只能是PDF文件');
    const word = await upload(
      Buffer.from('PK\x03\x04word'),
      'sample.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.body.message).toBe('简历样本只能是PDF文件');
    const big = await upload(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('简历样本不能超过10MB');
    const none = await pm.post(`/api/ops/positions/${id}/resumeSample`, {});
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('请选择要上传的简历样本');
    expect(await storedFiles()).toBe(before);
    expect((await pm.get<OpsPositionDetail>(`/api/ops/positions/${id}`)).body.data.hasResumeSample).toBe(false);
  });

  it('keeps consultants off the console upload', async () => {
    const { body, headers } = multipart('a.pdf', PDF);
    const result = await member.call('POST', `/api/ops/positions/${id}/resumeSample`, { body, headers });
    expect(result.status).toBe(404);
  });
});

describe('projects counted in the list', () => {
  it('counts each project’s positions and recruiting ones', async () => {
    const page = await pm.get<{ data: OpsProjectRow[] }>('/api/ops/projects', { state: 'active', limit: '50' });
    const energy = page.body.data.data.find((p) => p.projectId === demoProjectId('energy'));
    const [row] = await t.database.db
      .select({ n: count() })
      .from(positions)
      .where(eq(positions.projectId, demoProjectId('energy')));
    expect(energy?.positionCount).toBe(row?.n);
    expect(energy?.recruitingCount).toBeLessThan(energy?.positionCount ?? 0);
  });
});
