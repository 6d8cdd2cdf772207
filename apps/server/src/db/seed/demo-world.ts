import { count } from 'drizzle-orm';
import type { FileStorage } from '../../platform/file-storage';
import { hashPassword } from '../../platform/password';
import type { SecretBox } from '../../platform/secret-box';
import type { Db } from '../client';
import { cityLeaderBindings, firms, sysMessages, teams, users, versionNotices } from '../schema/tables';
import { DEMO_CONSULTANTS, DEMO_NEWCOMERS, DEMO_PASSWORD, DEMO_STAFF, DEMO_STAFF_NEWCOMERS } from './demo-accounts';
import { seedDemoBanners } from './demo-banners';
import { seedDemoCalls } from './demo-calls';
import { seedDemoCandidates } from './demo-candidates';
import { seedDemoChat } from './demo-chat';
import { seedDemoComplaints } from './demo-complaints';
import { seedDormantFirm } from './demo-dormant-firm';
import { seedDemoFinance } from './demo-finance';
import { seedDemoIdentities } from './demo-identities';
import { seedDemoLibrary } from './demo-library';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPositions } from './demo-positions';
import { seedDemoSharing } from './demo-sharing';
import { seedDemoStaffMfa } from './demo-staff-mfa';
import { seedDemoTalentPool } from './demo-talent-pool';
import { seedDemoWorkbench } from './demo-workbench';
import { seedId } from './seed-ids';

const DAY = 86_400_000;

/**
 * The demo world: two firms, their teams and consultants, platform staff, messages and
 * a version notice. Deterministic (fixed ids and a fixed base time) so tests can rely on it.
 */
export async function seedDemoWorld(db: Db, box: SecretBox, now = Date.now(), storage?: FileStorage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      [...DEMO_STAFF, ...DEMO_STAFF_NEWCOMERS].map((s) => ({
        id: seedId(`user:${s.key}`),
        kind: 'staff' as const,
        staffRole: s.staffRole,
        phone: s.phone,
        cname: s.cname,
        email: s.email,
        weixin: s.weixin,
        passwordHash,
      })),
    );
    await seedDemoStaffMfa(tx, box, now);

    const bdUserId = seedId('user:bd');
    await tx.insert(firms).values([
      // 星河 has no nature: its manager sees 结算管理; every resume-library flag is on.
      {
        id: seedId('firm:xinghe'),
        name: '星河猎头',
        nature: null,
        shareResumeLibOpen: true,
        lagouResumeOpen: true,
        companyResumeOpen: true,
        bdUserId,
        // Its consultants may mail order exports to any address of the firm's own domain.
        mailDomains: ['xinghe-hr.cn'],
      },
      // 远航 is a private firm (nature 1) with only the shared resume library.
      {
        id: seedId('firm:yuanhang'),
        name: '远航猎头',
        nature: 1,
        shareResumeLibOpen: true,
        lagouResumeOpen: false,
        companyResumeOpen: false,
        bdUserId,
      },
    ]);

    const teamRows = [
      { key: 'A', firm: 'xinghe', name: '互联网技术组', leader: 'xh-leader-a' },
      { key: 'B', firm: 'xinghe', name: '金融财务组', leader: 'xh-leader-b' },
      { key: 'Y', firm: 'yuanhang', name: '智能制造组', leader: 'yh-manager' },
    ];
    await tx.insert(teams).values(
      teamRows.map((t) => ({
        id: seedId(`team:${t.key}`),
        firmId: seedId(`firm:${t.firm}`),
        name: t.name,
        leaderId: seedId(`user:${t.leader}`),
      })),
    );

    await tx.insert(users).values(
      [...DEMO_CONSULTANTS, ...DEMO_NEWCOMERS].map((c) => ({
        id: seedId(`user:${c.key}`),
        kind: 'consultant' as const,
        firmId: seedId(`firm:${c.firm}`),
        teamId: c.team ? seedId(`team:${c.team}`) : null,
        roleCode: c.roleCode,
        phone: c.phone,
        cname: c.cname,
        email: c.email,
        weixin: c.weixin,
        passwordHash,
        createdAt: new Date(now - 400 * DAY),
      })),
    );

    // The city leader is bound to both teams of 星河.
    const bound = [...DEMO_CONSULTANTS, ...DEMO_NEWCOMERS].filter((c) => c.firm === 'xinghe' && (c.team === 'A' || c.team === 'B'));
    await tx.insert(cityLeaderBindings).values(bound.map((c) => ({ leaderId: seedId('user:xh-city'), userId: seedId(`user:${c.key}`) })));

    const messages = [
      {
        days: 30,
        type: 'system',
        title: '欢迎使用猎头协作平台',
        content: '您的账号已开通。请先完成实名认证，再绑定企业微信，以便及时收到订单进展和面试提醒。',
      },
      {
        days: 21,
        type: 'rule',
        title: '平台规则更新通知',
        content:
          '《订单管理规则》与《结算规则》已于2024年2月19日发布，自2024年3月1日起生效。请在“平台规则”页查看盲推、跳单、简历造假等违规的认定与处理方式。',
      },
      {
        days: 9,
        type: 'position',
        title: '新职位上线：高级Java开发工程师（杭州）',
        content: '项目“数智零售中台”新发布3个职位，年薪40-60万，保证期90天。进入职位管理即可推荐候选人。',
      },
      { days: 3, type: 'order', title: '面试安排提醒', content: '您推荐的候选人有1场面试已约在明天上午10:00，请提前与候选人确认到场。' },
      {
        days: 1,
        type: 'settlement',
        title: '结算单已生成',
        content: '上月结算单已生成，请在结算管理中核对入职人数与返佣金额，如有疑问请联系您的商务经理。',
      },
    ];
    // Platform staff get the console's own messages: a consultant's reminders are not theirs.
    const staffMessages = [
      {
        days: 30,
        type: 'system',
        title: '欢迎使用运营控制台',
        content: '您的平台账号已开通。可在控制台管理项目与职位、审核推荐订单、处理试用申请。',
      },
      {
        days: 21,
        type: 'rule',
        title: '平台规则更新通知',
        content:
          '《订单管理规则》与《结算规则》已于2024年2月19日发布，自2024年3月1日起生效。审核订单时请按新规则认定盲推、跳单、简历造假等违规。',
      },
      { days: 9, type: 'position', title: '职位发布提醒', content: '项目“数智零售中台”新增3个职位，请核对薪资、保证期与职位描述后发布。' },
      { days: 3, type: 'order', title: '推荐订单待审核', content: '有新的推荐订单等待审核，请在“订单流转”中标记有效推荐或驳回。' },
      { days: 1, type: 'settlement', title: '结算单已生成', content: '上月结算单已生成并发送给各猎头公司，请跟进核对与回款。' },
    ];
    const consultants = [...DEMO_CONSULTANTS.map((c) => c.key), ...DEMO_NEWCOMERS.map((c) => c.key)];
    const everyone = [
      ...consultants.map((key) => ({ key, list: messages })),
      ...[...DEMO_STAFF, ...DEMO_STAFF_NEWCOMERS].map((s) => ({ key: s.key, list: staffMessages })),
    ];
    await tx.insert(sysMessages).values(
      everyone.flatMap(({ key, list }) =>
        list.map((m, i) => ({
          id: seedId(`message:${key}:${i}`),
          userId: seedId(`user:${key}`),
          type: m.type,
          title: m.title,
          content: m.content,
          createdAt: new Date(now - m.days * DAY),
          // The oldest two are read already; the bell shows the rest as unread.
          readAt: i < 2 ? new Date(now - (m.days - 1) * DAY) : null,
        })),
      ),
    );

    // The manager has a longer history, so the message list has a second page to show.
    const history = [
      ['张伟', '高级Java开发工程师', '面试已约'],
      ['李娜', '财务经理', 'offer录用'],
      ['王磊', '产品总监', '企业通过'],
      ['刘洋', '算法工程师', '面试通过'],
      ['陈静', '人力资源BP', '确认入职'],
      ['杨帆', '前端开发工程师', '有效推荐'],
      ['赵敏', '审计经理', '面试已到场'],
      ['黄强', '嵌入式软件工程师', '已过保'],
      ['周婷', '品牌市场经理', '订单终止'],
      ['吴昊', '数据分析师', '企业通过'],
    ];
    await tx.insert(sysMessages).values(
      Array.from({ length: 20 }, (_, i) => {
        const [candidate, position, stage] = history[i % history.length] as [string, string, string];
        return {
          id: seedId(`message:xh-manager:history:${i}`),
          userId: seedId('user:xh-manager'),
          type: 'order',
          title: `订单进展：${candidate} · ${position}`,
          content: `团队推荐的候选人${candidate}（${position}）状态更新为「${stage}」，可在订单管理中查看详情与状态日志。`,
          createdAt: new Date(now - (35 + i * 3) * DAY),
          readAt: new Date(now - (34 + i * 3) * DAY),
        };
      }),
    );

    await tx.insert(versionNotices).values({
      id: seedId('notice:2.6.0'),
      version: '2.6.0',
      title: '工作台 2.6.0 版本更新',
      content:
        '本次更新：\n1. 订单列表支持按面试时间筛选，并可一键导出到邮箱；\n2. 人才搜索新增“985/211”“名企经历”等标签筛选；\n3. 消息中心支持全部标记为已读；\n4. 修复若干已知问题，提升页面加载速度。',
      publishedAt: new Date(now - 2 * DAY),
    });
    await seedDemoPositions(tx, now);
    await seedDemoIdentities(tx, box, now);
    await seedDormantFirm(tx, box, passwordHash, now);
  });
  await seedDemoCandidates(db, box, now);
  await seedDemoOrders(db, now);
  await seedDemoComplaints(db, now);
  // The workbench's recent orders, activities and rollups (over every order's state logs).
  await seedDemoWorkbench(db, now);
  // Finance: fee terms, delivery records of the orders' 63 and 91, bills (issue 20).
  await seedDemoFinance(db, now);
  await seedDemoTalentPool(db, box, now);
  await seedDemoSharing(db, now);
  // Chairs, bound phones and two months of calls; recordings are made on first play.
  await seedDemoCalls(db, box, now);
  await seedDemoBanners(db, now);
  await seedDemoChat(db, now);
  // The company library's originals and its backup archive need the app's file storage (main.ts gives it).
  await seedDemoLibrary(db, now, storage);
}

/** Seeds the demo world when the database has no users yet; true when it did. */
export async function seedDemoWorldIfEmpty(db: Db, box: SecretBox, storage?: FileStorage): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoWorld(db, box, Date.now(), storage);
  return true;
}
