/**
 * What the site offers, in a few words each: the seven products (one real capability of the
 * platform each) and the five kinds of customer. Kept small because the header, the footer,
 * the route table and the overview pages all need it; the long texts live in the detail files
 * that only their own pages load.
 */
export interface CatalogEntry {
  id: number;
  name: string;
  /** One line under the name. */
  tagline: string;
  /** The page's meta description: what a search result should say. */
  description: string;
}

export const PRODUCTS: readonly CatalogEntry[] = [
  {
    id: 1,
    name: '订单协作',
    tagline: '从推荐到过保，每一单都有据可查',
    description: '猎头订单协作：候选人推荐、有效性审核、面试、Offer、入职到过保期，13个阶段实时同步，保护期与重复推荐自动校验。',
  },
  {
    id: 2,
    name: '人才搜索',
    tagline: '在共享人才池里按条件精准找人',
    description: '人才搜索：按期望职位、城市、工作年限、学历、院校类型、公司与项目经历组合筛选共享人才池，一键绑定候选人。',
  },
  {
    id: 3,
    name: '简历库',
    tagline: '把散落的简历变成公司的资产',
    description: '公司简历库：PDF、Word 简历批量导入并自动解析为在线简历，按手机号与邮箱去重，导入任务可追踪，定期备份。',
  },
  {
    id: 4,
    name: '外呼',
    tagline: '直拨与双呼，每通电话都有记录',
    description: '猎头外呼：直拨与双向回拨两种模式，坐席统一管理，通话记录与录音按顾问汇总，沟通过程可回听可复盘。',
  },
  {
    id: 5,
    name: '聊天',
    tagline: '顾问与项目经理在线沟通',
    description: '在线聊天：顾问与平台项目经理就职位与候选人实时沟通，未读提醒、消息记录与职位上下文集中在一处。',
  },
  {
    id: 6,
    name: '数据与排行',
    tagline: '团队业绩一目了然',
    description: '业务数据与排行榜：按顾问统计推荐、有效、面试、Offer 与入职，团队与平台排行、喜报激励，月度数据随时导出。',
  },
  {
    id: 7,
    name: '结算',
    tagline: '回款、返佣与对账清清楚楚',
    description: '结算管理：按结算周期生成结算单，开票金额、结算人数与返佣明细一目了然，交付数据与财务记录可导出对账。',
  },
];

export const SOLUTIONS: readonly CatalogEntry[] = [
  {
    id: 1,
    name: '精品猎头工作室',
    tagline: '3–20 人的团队，用一套工具跑起完整交付',
    description: '面向 3–20 人精品猎头工作室的解决方案：不用自建系统，即可获得平台职位、订单协作、简历库与结算能力。',
  },
  {
    id: 2,
    name: '多城市猎头公司',
    tagline: '城市经理、团队长、顾问，各看各的数据',
    description: '面向多城市、多团队猎头公司的解决方案：城市经理、团队长与顾问分级管理，数据范围自动按角色划分。',
  },
  {
    id: 3,
    name: '垂直行业猎头',
    tagline: '深耕一个行业，把人才关系沉淀下来',
    description: '面向互联网、半导体、医药等垂直行业猎头团队的解决方案：行业人才库、标签体系与长期跟进。',
  },
  {
    id: 4,
    name: 'RPO 与招聘外包团队',
    tagline: '大批量岗位，也能按节奏稳定交付',
    description: '面向 RPO 与招聘外包服务商的解决方案：批量推荐、外呼提效、交付数据与结算对账，支撑项目制交付。',
  },
  {
    id: 5,
    name: '用人企业',
    tagline: '一次发布职位，多家猎头同时交付',
    description: '面向用人企业的解决方案：职位由平台项目经理统一运营，多家猎头公司协同推荐，进度与费用透明可查。',
  },
];
