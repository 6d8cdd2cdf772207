import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@hh/domain/accounts/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../db/seed/demo-accounts';
import { seedId } from '../db/seed/seed-ids';
import { bannerInput } from './fixtures/banner-input';
import { Caller, type CallResult, createTestApp, signedIn, type TestApp } from './test-app';

/**
 * Every console write leaves exactly one audit row (issue 31). This table holds one concrete,
 * successful call for every staff route that changes data, and the test below fails when a staff
 * route with `mutates: true` has no entry here — so a new console write cannot ship without
 * showing that its row is written, with the right actor, role, route and object. Whoever adds a
 * console write adds its entry (and, when the handler says what it touched, the object it names).
 *
 * Entries run in the order written, sharing `ctx.ids` (the project made by one is edited by the next).
 */

interface Ctx {
  t: TestApp;
  as(role: StaffRole): Caller;
  /** Objects made by earlier entries, by name. */
  ids: Record<string, string>;
}

interface Outcome {
  result: CallResult<unknown>;
  /** What the row must name: the handler's object, or (a handler that says nothing) the area and the request's id. */
  objectType: string;
  objectId: string | null;
}

interface Entry {
  as: StaffRole;
  run(ctx: Ctx): Promise<Outcome>;
}

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function multipart(fileName: string, content: Buffer) {
  const boundary = `----hh${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const projectForm = (name: string) => ({
  projectName: name,
  companyName: '武汉顺达供应链科技有限公司',
  industryCode: '2001',
  companySize: '1000-2000人',
  address: '武汉市江汉区建设大道568号',
  introduce: '顺达供应链为华中地区的快消与医药客户提供仓配一体化服务。',
  pmId: seedId('user:pm'),
  assistantId: seedId('user:assistant'),
});

const positionForm = (projectId: string, name: string) => ({
  projectId,
  positionName: name,
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
  keywords: ['运筹优化'],
  description: '负责车辆路径规划与运力调度算法的研发',
  requirement: '硕士及以上学历',
  address: '武汉市江汉区建设大道568号',
});

const banner = (title: string) => bannerInput({ title });

const activity = (title: string, published: boolean) => ({
  title,
  picture: '/activity/tech.svg',
  startTime: Date.now() - 1000,
  endTime: Date.now() + DAY,
  positionIds: [],
  published,
});

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`the demo world has no ${what}`);
  return value;
}

type OrderRow = { orderId: string; version: number; hunterId: string };
const ordersAt = async (caller: Caller, stage: number) =>
  (await caller.post<{ data: OrderRow[] }>('/api/ops/orders/list', { stage, rejectStatus: 0, query: { limit: 20, offset: 0 } })).body.data
    .data;

/** Key: `METHOD path` exactly as the route table has it. */
const ENTRIES: Record<string, Entry> = {
  // ---- Projects and positions (console area `projects`) ----
  'POST /api/ops/projects': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').post<{ id: string }>('/api/ops/projects', projectForm('审计覆盖项目'));
      ids.project = result.body.data.id;
      return { result, objectType: 'project', objectId: ids.project };
    },
  },
  'PUT /api/ops/projects/:id': {
    as: 'assistant',
    async run({ as, ids }) {
      const result = await as('assistant').call('PUT', `/api/ops/projects/${ids.project}`, { body: projectForm('审计覆盖项目（改）') });
      return { result, objectType: 'project', objectId: must(ids.project, 'project') };
    },
  },
  'POST /api/ops/positions': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').post<{ id: string }>('/api/ops/positions', positionForm(must(ids.project, 'project'), '审计覆盖职位'));
      ids.position = result.body.data.id;
      return { result, objectType: 'position', objectId: ids.position };
    },
  },
  'PUT /api/ops/positions/:id': {
    as: 'pm',
    async run({ as, ids }) {
      const body = positionForm(must(ids.project, 'project'), '审计覆盖职位（改）');
      const result = await as('pm').call('PUT', `/api/ops/positions/${ids.position}`, { body });
      return { result, objectType: 'position', objectId: must(ids.position, 'position') };
    },
  },
  'POST /api/ops/positions/:id/publish': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').post(`/api/ops/positions/${ids.position}/publish`);
      return { result, objectType: 'position', objectId: must(ids.position, 'position') };
    },
  },
  'POST /api/ops/positions/:id/resumeSample': {
    as: 'pm',
    async run({ as, ids }) {
      const { body, headers } = multipart('样本.pdf', PDF);
      const result = await as('pm').call('POST', `/api/ops/positions/${ids.position}/resumeSample`, { body, headers });
      return { result, objectType: 'position', objectId: must(ids.position, 'position') };
    },
  },
  'DELETE /api/ops/positions/:id/resumeSample': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').call('DELETE', `/api/ops/positions/${ids.position}/resumeSample`);
      return { result, objectType: 'position', objectId: must(ids.position, 'position') };
    },
  },
  'POST /api/ops/positions/:id/close': {
    as: 'admin',
    async run({ as, ids }) {
      const result = await as('admin').post(`/api/ops/positions/${ids.position}/close`);
      return { result, objectType: 'position', objectId: must(ids.position, 'position') };
    },
  },
  'POST /api/ops/projects/:id/close': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').post(`/api/ops/projects/${ids.project}/close`);
      return { result, objectType: 'project', objectId: must(ids.project, 'project') };
    },
  },
  'POST /api/ops/projects/:id/open': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').post(`/api/ops/projects/${ids.project}/open`);
      return { result, objectType: 'project', objectId: must(ids.project, 'project') };
    },
  },

  // ---- Content: activities, good news, banners and the gray list (area `content`) ----
  'POST /api/ops/activities': {
    as: 'admin',
    async run({ as, ids }) {
      const result = await as('admin').post<{ activityId: string }>('/api/ops/activities', activity('审计覆盖专题', false));
      ids.activity = result.body.data.activityId;
      return { result, objectType: 'activity', objectId: ids.activity };
    },
  },
  'PUT /api/ops/activities/:id': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').call('PUT', `/api/ops/activities/${ids.activity}`, { body: activity('审计覆盖专题', true) });
      return { result, objectType: 'activity', objectId: must(ids.activity, 'activity') };
    },
  },
  'PUT /api/ops/gladTidings/:id': {
    as: 'admin',
    async run({ as }) {
      const list = await as('admin').get<{ id: string; hidden: boolean }[]>('/api/ops/gladTidings');
      const news = must(
        list.body.data.find((g) => !g.hidden),
        'visible good news',
      );
      const result = await as('admin').call('PUT', `/api/ops/gladTidings/${news.id}`, { body: { hidden: true } });
      return { result, objectType: 'gladTiding', objectId: news.id };
    },
  },
  'POST /api/ops/banners': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').post<{ id: string }>('/api/ops/banners', banner('审计覆盖横幅'));
      ids.banner = result.body.data.id;
      return { result, objectType: 'banner', objectId: ids.banner };
    },
  },
  'POST /api/ops/banners/:id': {
    as: 'admin',
    async run({ as, ids }) {
      const result = await as('admin').post(`/api/ops/banners/${ids.banner}`, banner('审计覆盖横幅（改）'));
      return { result, objectType: 'banner', objectId: must(ids.banner, 'banner') };
    },
  },
  'POST /api/ops/banners/:id/delete': {
    as: 'admin',
    async run({ as, ids }) {
      const result = await as('admin').post(`/api/ops/banners/${ids.banner}/delete`);
      return { result, objectType: 'banner', objectId: must(ids.banner, 'banner') };
    },
  },
  'POST /api/ops/banners/grayList': {
    as: 'admin',
    async run({ as, ids }) {
      const result = await as('admin').post<{ userId: string }>('/api/ops/banners/grayList', { phone: '13800000012' });
      ids.grayUser = result.body.data.userId;
      return { result, objectType: 'bannerGrayUser', objectId: ids.grayUser };
    },
  },
  'POST /api/ops/banners/grayList/:userId/delete': {
    as: 'pm',
    async run({ as, ids }) {
      const result = await as('pm').post(`/api/ops/banners/grayList/${ids.grayUser}/delete`);
      return { result, objectType: 'bannerGrayUser', objectId: must(ids.grayUser, 'gray user') };
    },
  },

  // ---- Orders and interview booking cards (area `orders`) ----
  'POST /api/ops/orders/move': {
    as: 'pm',
    async run({ as }) {
      const order = must((await ordersAt(as('pm'), 30))[0], 'order at 30 in the PM’s projects');
      const result = await as('pm').post('/api/ops/orders/move', { orderId: order.orderId, action: 'markValid', version: order.version });
      return { result, objectType: 'order', objectId: order.orderId };
    },
  },
  'POST /api/easemob/im/booking/send.json': {
    as: 'pm',
    async run({ as }) {
      const order = must((await ordersAt(as('pm'), 50))[0], 'order at 50 in the PM’s projects');
      const result = await as('pm').post('/api/easemob/im/booking/send.json', {
        msgId: `audit-coverage-${Date.now()}`,
        toEasemobId: order.hunterId,
        orderId: order.orderId,
        place: '云栖小镇A座',
        times: [Date.now() + DAY],
      });
      return { result, objectType: 'order', objectId: order.orderId };
    },
  },

  // ---- Complaints and deposits (areas `complaints`, `deposits`) ----
  'POST /api/ops/complaints/judge': {
    as: 'pm',
    async run({ as }) {
      const id = seedId('complaint:answered');
      const result = await as('pm').post('/api/ops/complaints/judge', { id, upheld: false, reason: '证据不足以证明私下联系客户。' });
      return { result, objectType: 'complaintCase', objectId: id };
    },
  },
  'POST /api/ops/performance/run': {
    as: 'admin',
    async run({ as }) {
      const result = await as('admin').post('/api/ops/performance/run');
      return { result, objectType: 'performanceRun', objectId: null };
    },
  },
  'POST /api/ops/performance/pay': {
    as: 'finance',
    async run({ as }) {
      const list = await as('finance').get<{ list: { id: string; amountFen: number; paidAt: number | null }[] }>(
        '/api/ops/performance/list',
      );
      const check = must(
        list.body.data.list.find((c) => c.amountFen > 0 && c.paidAt === null),
        'deposit to pay (the dormant firm fails the check run above)',
      );
      const result = await as('finance').post('/api/ops/performance/pay', { id: check.id, note: '招商银行流水 8841' });
      return { result, objectType: 'performanceCheck', objectId: check.id };
    },
  },

  // ---- Trial requests (area `trials`) ----
  'POST /api/ops/trials/:id/follow-up': {
    as: 'bd',
    async run({ t, as }) {
      const applied = await new Caller(t.app, '10.77.0.1').post<{ id: string }>('/api/free/add/apply', {
        name: '审计申请人',
        phone: '13912340000',
        firm: '审计猎头',
        city: '北京',
      });
      const id = applied.body.data.id;
      const result = await as('bd').post(`/api/ops/trials/${id}/follow-up`, { status: 'contacted', note: '已电话沟通' });
      return { result, objectType: 'trialRequest', objectId: id };
    },
  },

  // ---- Money (areas `finance`, `coins`, `approvals`), owned by the four-eyes work: a payout, reversal,
  // fine, bill, fee-terms change or coin adjustment is asked as a money request (the row names the
  // request) and made by /approvals/decide. When those handlers change, update these entries. ----
  'POST /api/ops/finance/deliveries/move': {
    as: 'admin',
    async run({ as }) {
      const list = await as('admin').get<{ list: { id: string }[] }>('/api/ops/finance/deliveries', { state: '4' });
      const delivery = must(list.body.data.list[0], 'delivery record waiting for review');
      const result = await as('admin').post('/api/ops/finance/deliveries/move', {
        deliveryId: delivery.id,
        action: 'approve',
        remark: '审核通过',
      });
      return { result, objectType: 'delivery', objectId: delivery.id };
    },
  },
  'POST /api/ops/finance/feeTerms/save': {
    as: 'finance',
    async run({ as, ids }) {
      const positionId = must(ids.position, 'position');
      const result = await as('finance').post<{ id: string }>('/api/ops/finance/feeTerms/save', {
        positionId,
        interviewFee: 30_000,
        onboardFeeKind: 1,
        onboardFeeFixed: 2_000_000,
        onboardFeeRateBp: 0,
        guaranteeDays: 90,
        reason: '按合同设置收费条款',
      });
      return { result, objectType: 'moneyRequest', objectId: result.body.data.id };
    },
  },
  'POST /api/ops/finance/bills/build': {
    as: 'admin',
    async run({ as }) {
      const firmId = seedId('firm:xinghe');
      const result = await as('admin').post<{ id: string }>('/api/ops/finance/bills/build', {
        firmId,
        startTime: Date.now() - 365 * DAY,
        endTime: Date.now() + 60_000,
        reason: '本期结算',
      });
      return { result, objectType: 'moneyRequest', objectId: result.body.data.id };
    },
  },
  'POST /api/ops/finance/bills/confirm': {
    as: 'finance',
    async run({ as }) {
      const bills = await as('finance').get<{ list: { id: string; state: number }[] }>('/api/ops/finance/bills', { pageSize: '100' });
      const bill = must(
        bills.body.data.list.find((b) => b.state === 1),
        'bill waiting for confirmation',
      );
      const result = await as('finance').post('/api/ops/finance/bills/confirm', {
        billId: bill.id,
        invoiceType: 1,
        invoiceTitle: '星河猎头咨询有限公司',
        taxNo: '91310000MA1FL0XX2K',
      });
      return { result, objectType: 'finance', objectId: bill.id };
    },
  },
  'POST /api/ops/finance/fines/record': {
    as: 'admin',
    async run({ as, ids }) {
      const firmId = seedId('firm:xinghe');
      const result = await as('admin').post<{ id: string }>('/api/ops/finance/fines/record', {
        firmId,
        amount: 10_000,
        reason: '测试罚款',
      });
      ids.fineRequest = result.body.data.id;
      return { result, objectType: 'moneyRequest', objectId: ids.fineRequest };
    },
  },
  'POST /api/ops/approvals/decide': {
    as: 'finance',
    async run({ as, ids }) {
      const requestId = must(ids.fineRequest, 'money request asked by the fine above');
      const result = await as('finance').post('/api/ops/approvals/decide', { requestId, approve: true, reason: '已核对无误' });
      return { result, objectType: 'moneyRequest', objectId: requestId };
    },
  },
  'POST /api/ops/coins/credit': {
    as: 'admin',
    async run({ as }) {
      const firmId = seedId('firm:xinghe');
      const result = await as('admin').call<{ id: string }>('POST', '/api/ops/coins/credit', {
        body: { firmId, direction: 'in', coin: 500, note: '年度套餐赠送', reference: 'HT-2026-001' },
        headers: { 'idempotency-key': `audit-coverage-${randomBytes(6).toString('hex')}` },
      });
      return { result, objectType: 'moneyRequest', objectId: result.body.data.id };
    },
  },
};

let t: TestApp;
const callers = new Map<StaffRole, Caller>();
const staffIds = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of new Set(Object.values(ENTRIES).map((e) => e.as))) {
    const staff = must(
      DEMO_STAFF.find((s) => s.staffRole === role),
      `demo staff of role ${role}`,
    );
    callers.set(role, await signedIn(t.app, staff.phone));
    staffIds.set(role, seedId(`user:${staff.key}`));
  }
});
afterAll(() => t.close());

function staffWrites(): string[] {
  return t.app.routeTable.filter((r) => r.access?.kind === 'staff' && r.mutates).map((r) => `${r.method} ${r.url}`);
}

interface AuditDbRow {
  id: string;
  actor_id: string;
  staff_role: string;
  method: string;
  route: string;
  area: string;
  object_type: string;
  object_id: string | null;
}

describe('every console write is audited', () => {
  it('has an entry for every staff route that changes data, and none for a route that is gone', () => {
    const routes = staffWrites();
    expect(routes.length).toBeGreaterThan(20);
    expect(
      routes.filter((r) => !(r in ENTRIES)),
      'staff writes with no entry in staff-audit-coverage.test.ts',
    ).toEqual([]);
    expect(
      Object.keys(ENTRIES).filter((key) => !routes.includes(key)),
      'entries for routes that are not staff writes',
    ).toEqual([]);
  });

  it('writes exactly one row per successful call, naming the actor, role, route and object', async () => {
    const areaOf = new Map<string, string>(
      t.app.routeTable.flatMap((r) => (r.access?.kind === 'staff' ? [[`${r.method} ${r.url}`, r.access.area] as const] : [])),
    );
    const ctx: Ctx = { t, as: (role) => callers.get(role) as Caller, ids: {} };
    for (const [key, entry] of Object.entries(ENTRIES)) {
      const [method, route] = key.split(' ') as [string, string];
      const before = new Set((await t.database.pool.query<{ id: string }>('select id from staff_audit')).rows.map((r) => r.id));
      const { result, objectType, objectId } = await entry.run(ctx);
      expect(result.status, `${key}: ${JSON.stringify(result.body)}`).toBe(200);
      expect(result.body.state, `${key}: ${result.body.message}`).toBe(1);
      const rows = (await t.database.pool.query<AuditDbRow>('select * from staff_audit')).rows.filter((r) => !before.has(r.id));
      expect(rows, `${key}: new audit rows`).toHaveLength(1);
      expect(rows[0], key).toMatchObject({
        actor_id: staffIds.get(entry.as),
        staff_role: entry.as,
        method,
        route,
        area: areaOf.get(key),
        object_type: objectType,
        object_id: objectId,
      });
    }
  }, 180_000);
});
