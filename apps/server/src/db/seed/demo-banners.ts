import type { BannerInput } from '@hh/domain/site/banner-admin.schema';
import type { Db } from '../client';
import { bannerGrayUsers, banners } from '../schema/tables';
import { seedId } from './seed-ids';

/**
 * The demo banners (spec 001 §3) and the gray list: one banner past its dates, one for everyone,
 * one for the gray list; 陈志强 (13800000020) and 孙卫东 (13900000030) are gray-listed, so their
 * workbench shows the gray banner and everyone else the normal one.
 */
const at = (iso: string) => Date.parse(iso);

const DEMO_BANNERS: readonly (BannerInput & { key: string })[] = [
  {
    key: 'banner-rules-2024',
    title: '平台规则更新',
    description: '订单管理与结算规则自 2024 年 3 月 1 日起施行，已在“关于我们”页面公开。',
    link: '/about',
    linkText: '查看规则要点',
    state: 1,
    startTime: at('2024-02-19T00:00:00+08:00'),
    endTime: at('2024-12-31T23:59:59+08:00'),
    grayUser: false,
    sort: 0,
  },
  {
    key: 'banner-report-2025',
    title: '《2025 猎头交付效率报告》已发布',
    description: '从推荐到入职，每个阶段的转化率与耗时，以及高绩效团队的共同做法。',
    link: '/research',
    linkText: '阅读报告摘要',
    state: 1,
    startTime: at('2025-03-01T00:00:00+08:00'),
    endTime: at('2030-12-31T23:59:59+08:00'),
    grayUser: false,
    sort: 0,
  },
  {
    key: 'banner-chat-preview',
    title: '抢先体验：职位页直接发起聊天',
    description: '灰度用户可在职位详情中直接联系负责的项目经理。',
    link: '/product/5',
    linkText: '了解聊天',
    state: 1,
    startTime: at('2025-03-01T00:00:00+08:00'),
    endTime: at('2030-12-31T23:59:59+08:00'),
    grayUser: true,
    sort: 0,
  },
];

const GRAY_KEYS = ['xh-leader-a', 'yh-manager'];

export async function seedDemoBanners(db: Db, now: number): Promise<void> {
  await db.insert(banners).values(
    DEMO_BANNERS.map(({ key, startTime, endTime, ...b }, i) => ({
      id: seedId(key),
      ...b,
      // 10, 20, 30: a banner made in the console (sort 0 by default) comes first.
      sort: (i + 1) * 10,
      startAt: new Date(startTime),
      endAt: new Date(endTime),
      createdAt: new Date(now - (DEMO_BANNERS.length - i) * 60_000),
    })),
  );
  await db.insert(bannerGrayUsers).values(GRAY_KEYS.map((key) => ({ userId: seedId(`user:${key}`), addedAt: new Date(now) })));
}
