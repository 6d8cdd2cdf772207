import type { ComplaintDetail, ComplaintTarget } from '@hh/domain/complaints/complaint.schema';
import type { OpsCase } from '@hh/domain/complaints/ops-complaints.endpoints';
import type { Standing } from '@hh/domain/complaints/standing.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { GOOD_REPORT } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { ComplaintsRepository } from './complaints.repository';

let t: TestApp;
let member: Caller; // 星河 13800000010, the complainant
let colleague: Caller; // 星河 13800000020, the complainant's team leader: not a party
let defendant: Caller; // 远航 13900000010, the order's consultant
let defendantManager: Caller; // 远航 13900000030
let third: Caller; // a consultant of a third firm
let judge: Caller; // platform PM
let assistant: Caller;

type Row = { id: string; position_id: string; person_id: string; stage: number };
const orders: Record<string, Row> = {};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function orderOf(phone: string, stages: number[], except: Row[] = []): Promise<Row> {
  const skip = except.length > 0 ? sql.raw(`and o.id not in (${except.map((o) => `'${o.id}'`).join(',')})`) : sql.raw('');
  const rows = await t.database.db.execute<Row>(sql`
    select o.id, o.position_id, o.person_id, o.stage from orders o join users u on u.id = o.hunter_id
    where u.phone = ${phone} and not exists (select 1 from complaint_cases c where c.order_id = o.id) and o.stage in (${sql.raw(stages.join(','))}) ${skip} order by o.id limit 1`);
  const row = rows.rows[0];
  if (!row) throw new Error(`no order of ${phone} in ${stages}`);
  return row;
}

function body(order: Row, extra: Record<string, unknown> = {}) {
  return {
    type: 1,
    orderId: order.id,
    positionId: order.position_id,
    content: '该候选人早在上月已由我方推荐并沟通，对方未经候选人同意重复推荐。',
    attachments: [],
    ...extra,
  };
}

async function upload(caller: Caller, name = '截图.png', content = PNG) {
  const boundary = '----hh-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return caller.call<{ id: string; name: string }>('POST', '/api/complaintCase/uploadFile', {
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A third firm with one consultant (the demo world has two firms).
  const thirdFirm = seedId('firm:test-third');
  await db.execute(sql`insert into firms (id, name) values (${thirdFirm}, '第三方猎头')`);
  await db.execute(sql`insert into users (id, kind, firm_id, role_code, phone, cname, password_hash)
    select ${seedId('user:test-third')}, 'consultant', ${thirdFirm}, 30, '13600000030', '第三方经理', password_hash from users where phone = '13900000010'`);
  member = await signedIn(t.app, '13800000010');
  colleague = await signedIn(t.app, '13800000020');
  defendant = await signedIn(t.app, '13900000010');
  defendantManager = await signedIn(t.app, '13900000030');
  third = await signedIn(t.app, '13600000030');
  judge = await signedIn(t.app, '13700000001');
  assistant = await signedIn(t.app, '13700000002');
  // The demo orders of 远航 are its manager's: hand three to its member, who becomes the defendant.
  orders.early = await orderOf('13900000030', [30, 40, 50]);
  orders.late = await orderOf('13900000030', [62, 63, 64, 80, 91, 93]);
  orders.ended = await orderOf('13900000030', [127]);
  orders.running = await orderOf('13900000030', [30, 40, 50, 62, 63, 64, 80], [orders.early, orders.late]);
  orders.hired = await orderOf('13900000030', [91, 93], [orders.late]);
  const moved = [orders.early, orders.late, orders.ended, orders.running, orders.hired].map((o) => (o as Row).id);
  await db.execute(
    sql`update orders set hunter_id = ${seedId('user:yh-member')} where id in (${sql.raw(moved.map((id) => `'${id}'`).join(','))})`,
  );
  orders.own = await orderOf('13800000010', [30, 40, 50]);
});
afterAll(async () => t?.close());

/** An order's stage, penalty mark and last state log action. */
async function orderState(orderId: string) {
  const rows = await t.database.db.execute<{ stage: number; penalty_mark: number; action: string }>(sql`
    select o.stage, o.penalty_mark, (select l.action from order_state_logs l where l.order_id = o.id order by l.created_at desc limit 1) as action
    from orders o where o.id = ${orderId}`);
  return rows.rows[0];
}

describe('filing a complaint', () => {
  it.each([
    ['blind push at interview booked or later', () => body(orders.late as Row), 409, '订单已进入约面及之后的阶段，不能再投诉盲推'],
    ['any type on a terminated order', () => body(orders.ended as Row, { type: 2 }), 409, '订单已终止，平台不受理该订单的投诉'],
    ['one’s own order', () => body(orders.own as Row), 409, '不能投诉自己的订单'],
    ['an unknown type', () => body(orders.early as Row, { type: 9 }), 422, '请选择投诉类型（1到6）'],
    ['too short a content', () => body(orders.early as Row, { content: '太短' }), 422, '投诉内容至少10个字'],
    [
      'a position that is not the order’s',
      () => body(orders.early as Row, { positionId: (orders.own as Row).position_id }),
      422,
      '职位与被投诉订单不一致',
    ],
    ['a missing order', () => body({ ...(orders.early as Row), id: seedId('order:none') }), 404, '被投诉订单不存在'],
    [
      'someone else’s file',
      () => body(orders.early as Row, { attachments: [seedId('file:none')] }),
      422,
      '附件无效或已用于其他投诉，请重新上传',
    ],
  ])('refuses %s', async (_name, make, status, message) => {
    const answer = await member.post('/api/complaintCase/create', make());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toContain(message);
  });

  it('allows order skipping on a later order while blind push is refused', async () => {
    const targets = await member.get<ComplaintTarget[]>('/api/complaintCase/targets', { commonUserId: (orders.late as Row).person_id });
    const late = targets.body.data.find((x) => x.orderId === (orders.late as Row).id);
    expect(late?.allowedTypes).toEqual([2, 3, 4, 5, 6]);
    expect(late?.defendantFirm).not.toContain('远航猎头');
  });
});

describe('a case from filing to verdict', () => {
  let caseId: string;

  it('files with an attachment, tells the defendant and counts in tipsComplaint', async () => {
    const file = await upload(member);
    expect(file.body.data.name).toBe('截图.png');
    const created = await member.post<{ id: string }>(
      '/api/complaintCase/create',
      body(orders.early as Row, { attachments: [file.body.data.id], privateNote: '我方与候选人的微信记录可另行提供' }),
    );
    expect(created.body.message).toBe('投诉已提交，等待被投诉方答辩');
    caseId = created.body.data.id;
    expect((await defendant.get<{ count: number }>('/api/complaintCase/tipsComplaint')).body.data.count).toBe(1);
    // The manager answers for the member's case too, beside the demo world's case against the manager.
    expect((await defendantManager.get<{ count: number }>('/api/complaintCase/tipsComplaint')).body.data.count).toBe(2);
    const inbox = await defendant.get<{ sysMsgVos: { title: string; type: string }[] }>('/api/lietou/sysLog/list', {
      pageNo: '1',
      pageSize: '10',
    });
    expect(inbox.body.data.sysMsgVos[0]).toMatchObject({ title: '您收到一条盲推投诉', type: 'complaint' });
    const again = await member.post('/api/complaintCase/create', body(orders.early as Row, { type: 2 }));
    expect(again.body.message).toBe('您对该订单已有一个处理中的投诉，请勿重复发起');
  });

  it('shows the case to both sides, the private note only to the complainant, and nothing to anyone else', async () => {
    const mine = await member.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId });
    expect(mine.body.data).toMatchObject({
      role: 'complainant',
      state: 1,
      privateNote: '我方与候选人的微信记录可另行提供',
      actions: ['edit', 'revoke'],
    });
    expect(mine.body.data.deadline - mine.body.data.feedbackTime).toBe(24 * 3_600_000);
    const theirs = await defendant.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId });
    expect(theirs.body.data).toMatchObject({ role: 'defendant', privateNote: null, actions: ['answer', 'agree'] });
    expect(JSON.stringify(theirs.body.data)).not.toContain('微信记录');
    // Neither side learns the other firm's or consultant's name; the platform's console names both.
    expect(mine.body.data).toMatchObject({ defendantFirm: '某猎头公司', defendantName: '对方顾问' });
    expect(theirs.body.data).toMatchObject({ complainantFirm: '某猎头公司', complainantName: '对方顾问' });
    expect(theirs.body.data.timeline[0]?.by).toBe('投诉方');
    expect((await defendantManager.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId })).body.data.role).toBe('defendant');
    for (const outsider of [third, colleague]) {
      expect((await outsider.get('/api/complaintCase/detail', { id: caseId })).status).toBe(404);
      expect((await outsider.get('/api/complaintCase/revokeCase', { id: caseId })).status).toBe(404);
      const lists = await Promise.all(
        ['launch', 'receive'].map((tab) => outsider.get<{ total: number }>('/api/complaintCase/list', { tab })),
      );
      expect(lists.map((l) => l.body.data.total)).toEqual([0, 0]);
    }
    const launched = await member.get<{ list: { id: string }[]; stateCounts: Record<string, number> }>('/api/complaintCase/list', {
      tab: 'launch',
    });
    expect(launched.body.data.list.map((c) => c.id)).toContain(caseId);
    expect(launched.body.data.stateCounts['1']).toBe(2); // with the demo world's waiting case
    const received = await defendant.get<{ list: { id: string }[] }>('/api/complaintCase/list', { tab: 'receive', state: '1' });
    expect(received.body.data.list.map((c) => c.id)).toEqual([caseId]);
  });

  it('serves the attachment to both sides only', async () => {
    const detail = await defendant.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId });
    const fileId = detail.body.data.attachments[0]?.id as string;
    expect((await defendant.get('/api/complaintCase/file', { id: caseId, fileId })).raw.rawPayload.equals(PNG)).toBe(true);
    expect((await third.get('/api/complaintCase/file', { id: caseId, fileId })).status).toBe(404);
  });

  it('keeps the defendant from editing or revoking, and the complainant from answering', async () => {
    expect((await defendant.post('/api/complaintCase/edit', { ...body(orders.early as Row), id: caseId })).status).toBe(403);
    expect((await defendant.get('/api/complaintCase/revokeCase', { id: caseId })).status).toBe(403);
    expect((await member.post('/api/complaintCase/answer', { id: caseId, text: '我方先推荐的。' })).status).toBe(403);
  });

  it('takes the defendant’s answer with evidence, then the complainant’s edit restarts the 24 hours', async () => {
    const file = await upload(defendant, '沟通记录.png');
    const answered = await defendant.post('/api/complaintCase/answer', {
      id: caseId,
      text: '候选人于本月3日主动投递我方，附沟通记录。',
      attachments: [file.body.data.id],
    });
    expect(answered.body.message).toBe('答辩已提交，等待平台裁定');
    const seen = await member.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId });
    expect(seen.body.data.state).toBe(2);
    expect(seen.body.data.answer?.files.map((f) => f.name)).toEqual(['沟通记录.png']);
    expect((await defendant.post('/api/complaintCase/answer', { id: caseId, text: '再答一次可以吗' })).status).toBe(409);
    const edited = await member.post('/api/complaintCase/edit', {
      ...body(orders.early as Row, {
        content: '补充：候选人确认从未授权对方推荐，见附件截图。',
        privateNote: '我方与候选人的微信记录可另行提供',
      }),
      id: caseId,
    });
    expect(edited.body.message).toBe('投诉已修改，被投诉方的24小时答辩期重新计算');
    const after = await defendant.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId });
    expect(after.body.data.state).toBe(1);
    expect(after.body.data.timeline.map((e) => e.label)).toEqual(['发起投诉', '被投诉方提交答辩', '投诉方补充修改']);
    expect(after.body.data.attachments).toEqual([]);
  });

  it('refuses an answer after 24 hours and the job marks the case overdue', async () => {
    await t.database.db.execute(sql`update complaint_cases set deadline_at = now() - interval '1 minute' where id = ${caseId}`);
    const late = await defendant.post('/api/complaintCase/answer', { id: caseId, text: '迟到的答辩说明' });
    expect(late.body.message).toBe('已超过24小时答辩期限，不能再提交答辩');
    expect((await member.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId })).body.data.state).toBe(3);
    expect(await new ComplaintsRepository(t.database.db).markOverdue(new Date())).toEqual([]);
  });

  it('puts the case in the judge’s queue with both sides’ evidence; only admins and PMs judge', async () => {
    const queue = await judge.get<{ list: { id: string }[] }>('/api/ops/complaints/list');
    expect(queue.body.data.list.map((c) => c.id)).toContain(caseId);
    const detail = await judge.get<OpsCase>('/api/ops/complaints/detail', { id: caseId });
    expect(detail.body.data.canJudge).toBe(true);
    expect(detail.body.data.privateNote).toBe('我方与候选人的微信记录可另行提供');
    const defendantSide = detail.body.data.bundle.find((b) => b.side === 'defendant');
    expect(defendantSide?.logs.length).toBeGreaterThan(0);
    expect(defendantSide?.consultant).toMatch(/\*/);
    expect((await assistant.post('/api/ops/complaints/judge', { id: caseId, upheld: true, reason: '证据充分，认定盲推' })).status).toBe(
      404,
    );
    expect((await member.get('/api/ops/complaints/list')).status).toBe(404);
    const bad = await judge.post('/api/ops/complaints/judge', { id: caseId, upheld: true, reason: '短' });
    expect(bad.body.message).toBe('裁定理由至少5个字');
  });

  it('lists each side’s consultant’s calls to the candidate in the bundle (calls module, ComplaintCallsPort)', async () => {
    const db = t.database.db;
    const [c] = (
      await db.execute<{ person_id: string; defendant_id: string; firm_id: string }>(
        sql`select person_id, defendant_id, defendant_firm_id as firm_id from complaint_cases where id = ${caseId}`,
      )
    ).rows;
    if (!c) throw new Error('no case');
    const record = sql`coalesce((select id from candidates where person_id = ${c.person_id} order by id limit 1), (select id from candidates order by id limit 1))`;
    await db.execute(sql`
      insert into calls (id, firm_id, user_id, candidate_id, person_id, mode, state, provider_call_id, started_at, answered_at, ended_at, talk_seconds)
      values (gen_random_uuid(), ${c.firm_id}, ${c.defendant_id}, ${record}, ${c.person_id}, 1, 'completed', 'bundle-test-1',
              now() - interval '3 days', now() - interval '3 days', now() - interval '3 days' + interval '95 seconds', 95),
             (gen_random_uuid(), ${c.firm_id}, ${c.defendant_id}, ${record}, ${c.person_id}, 1, 'no_answer', 'bundle-test-2',
              now() - interval '2 days', null, now() - interval '2 days', 0)`);
    const detail = await judge.get<OpsCase>('/api/ops/complaints/detail', { id: caseId });
    const defendantSide = detail.body.data.bundle.find((b) => b.side === 'defendant');
    const own = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from calls where person_id = ${c.person_id} and user_id = ${c.defendant_id}`,
      )
    ).rows[0]?.n;
    expect(defendantSide?.calls).toHaveLength(own ?? -1);
    expect(defendantSide?.calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: 'completed', answered: true, talkSeconds: 95 }),
        expect.objectContaining({ state: 'no_answer', answered: false, talkSeconds: 0 }),
      ]),
    );
    const times = defendantSide?.calls.map((call) => call.at) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('upholds: both sides see the verdict, the ladder starts with a warning', async () => {
    const judged = await judge.post('/api/ops/complaints/judge', { id: caseId, upheld: true, reason: '候选人确认未授权，认定盲推成立' });
    expect(judged.body.message).toBe('已裁定投诉成立');
    for (const side of [member, defendant]) {
      const seen = await side.get<ComplaintDetail>('/api/complaintCase/detail', { id: caseId });
      expect(seen.body.data.verdict).toMatchObject({ upheld: true, reason: '候选人确认未授权，认定盲推成立' });
      expect(seen.body.data.verdict?.penalty).toContain('公司：警告（第1次）');
      expect(seen.body.data.actions).toEqual([]);
    }
    const standing = await defendant.get<Standing>('/api/complaintCase/standing');
    expect(standing.body.data).toMatchObject({ firm: { offences: 1, banUntil: null }, message: null });
    // The consultant's first offence: the case's order is ended by the platform, logged, and marked sensitive.
    expect(await orderState((orders.early as Row).id)).toEqual({ stage: 127, penalty_mark: 1, action: 'terminate' });
    expect(await orderState((orders.running as Row).id)).toMatchObject({ penalty_mark: 0 });
    expect((await judge.post('/api/ops/complaints/judge', { id: caseId, upheld: false, reason: '重复裁定应被拒绝' })).status).toBe(409);
  });

  it('bans the firm at the second upheld case: recommend and order actions refuse with the end date', async () => {
    const second = await member.post<{ id: string }>('/api/complaintCase/create', body(orders.late as Row, { type: 2 }));
    const id = second.body.data.id;
    expect((await defendant.get('/api/complaintCase/agreeCase', { id })).body.message).toBe('已认可投诉，等待平台确认处理');
    await judge.post('/api/ops/complaints/judge', { id, upheld: true, reason: '被投诉方已认可跳单' });
    const standing = await defendantManager.get<Standing>('/api/complaintCase/standing');
    expect(standing.body.data.firm.offences).toBe(2);
    expect(standing.body.data.message).toMatch(/^贵公司因违规被暂停推荐至\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}，期间不能推荐或操作订单$/);
    const recommend = await defendant.post('/api/position/manager/recommend', {
      positionId: (orders.early as Row).position_id,
      userId: seedId('none'),
      content: GOOD_REPORT,
    });
    expect(recommend.status).toBe(403);
    expect(recommend.body.message).toBe(standing.body.data.message);
    const remark = await defendant.post('/api/order/remark', { orderId: (orders.early as Row).id, remark: '跟进中' });
    expect(remark.body.message).toBe(standing.body.data.message);
    // The other firm is not touched.
    expect((await member.get<Standing>('/api/complaintCase/standing')).body.data.message).toBeNull();
    // The consultant's second offence: every order before onboarding ended with a red mark; a hire stays.
    expect(await orderState((orders.running as Row).id)).toEqual({ stage: 127, penalty_mark: 2, action: 'terminate' });
    expect((await orderState((orders.hired as Row).id))?.stage).not.toBe(127);
  });
});

describe('revoking and dismissing', () => {
  it('lets the complainant revoke, and a dismissal leaves no penalty', async () => {
    const a = await member.post<{ id: string }>('/api/complaintCase/create', body(orders.hired as Row, { type: 3 }));
    expect((await member.get('/api/complaintCase/revokeCase', { id: a.body.data.id })).body.message).toBe('投诉已撤销');
    expect((await member.get('/api/complaintCase/revokeCase', { id: a.body.data.id })).body.message).toBe('投诉已结案或已撤销，不能撤销');
    const b = await member.post<{ id: string }>('/api/complaintCase/create', body(orders.hired as Row, { type: 4 }));
    expect((await judge.post('/api/ops/complaints/judge', { id: b.body.data.id, upheld: false, reason: '等待答辩中' })).status).toBe(409);
    await defendant.post('/api/complaintCase/answer', { id: b.body.data.id, text: '我方从未联系对方候选人。' });
    expect(
      (await judge.post('/api/ops/complaints/judge', { id: b.body.data.id, upheld: false, reason: '证据不足，不予认定' })).body.message,
    ).toBe('已裁定投诉不成立');
    expect((await defendant.get<Standing>('/api/complaintCase/standing')).body.data.firm.offences).toBe(2);
  });
});

describe('the third upheld case', () => {
  it('closes the consultant’s account and ends its sessions', async () => {
    const c = await member.post<{ id: string }>('/api/complaintCase/create', body(orders.hired as Row, { type: 5 }));
    expect((await defendant.get('/api/complaintCase/agreeCase', { id: c.body.data.id })).status).toBe(200);
    await judge.post('/api/ops/complaints/judge', { id: c.body.data.id, upheld: true, reason: '被投诉方已认可信息泄露' });
    const status = await t.database.db.execute<{ status: string }>(sql`select status from users where id = ${seedId('user:yh-member')}`);
    expect(status.rows[0]?.status).toBe('closed');
    expect((await defendant.get('/api/complaintCase/standing')).status).toBe(401);
  });
});
