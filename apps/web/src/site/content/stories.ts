/** Customer stories of the cases page, and what the research institute publishes. */
export interface CaseStory {
  id: string;
  /** The customer, described (names are withheld at their request). */
  customer: string;
  kind: string;
  title: string;
  background: string;
  approach: readonly string[];
  results: readonly { value: string; label: string }[];
}

export const CASE_STORIES: readonly CaseStory[] = [
  {
    id: 'internet-boutique',
    customer: '北京某互联网技术方向猎头工作室，12 名顾问',
    kind: '精品猎头工作室',
    title: '从表格跟单到全程在线，首季度入职人数翻倍',
    background:
      '工作室长期服务三家互联网客户，职位集中在后端、算法和数据方向。订单靠共享表格跟进，每月对账要两位同事花三天，且常因推荐时间不一致与客户产生争议。',
    approach: [
      '两周内把近三年约 4,600 份简历导入公司简历库，去重后保留 3,100 人',
      '接入平台上的 40 余个技术职位，全部推荐通过订单协作提交',
      '团队长每周一用业务数据检查每位顾问的推荐与有效推荐',
    ],
    results: [
      { value: '2.1 倍', label: '季度入职人数' },
      { value: '3 天 → 4 小时', label: '月度对账时间' },
      { value: '58%', label: '推荐有效率（原 37%）' },
    ],
  },
  {
    id: 'multi-city',
    customer: '华东某多城市猎头公司，上海、杭州、南京三地 60 余名顾问',
    kind: '多城市猎头公司',
    title: '三个城市一个简历库，跨城重复联系降为零',
    background:
      '公司按城市划分团队，各地各用一套表格。同一候选人常被两个城市的顾问先后联系，候选人投诉，客户也对重复推荐不满；管理层每月要等各城市上报后才能看到整体业绩。',
    approach: [
      '按城市设置城市经理，并绑定其负责的团队，数据范围随角色自动划分',
      '统一简历库按手机号、邮箱去重，存量重复人选按最近跟进归属',
      '经营会改用排行榜与业务数据，口径全公司一致',
    ],
    results: [
      { value: '0', label: '跨城重复联系投诉' },
      { value: '实时', label: '管理层查看全公司业绩' },
      { value: '31%', label: '有效推荐量增长（半年）' },
    ],
  },
  {
    id: 'semiconductor',
    customer: '深圳某半导体方向猎头团队，8 名顾问',
    kind: '垂直行业猎头',
    title: '芯片验证岗位，一天筛出第一批可沟通人选',
    background: '团队专注芯片设计与验证岗位，人选稀缺且分散。过去每个新职位都要从招聘网站重新搜索，平均一周才能给出第一批推荐。',
    approach: [
      '开通共享简历库与人才搜索，按项目经历、曾任职公司与院校组合筛选',
      '为行业人才建立“验证 / 设计 / 工艺”等标签，沉淀长期人才地图',
      '通过双呼外呼联系候选人，录音用于新人学习行业术语',
    ],
    results: [
      { value: '1 天', label: '新职位首批人选（原 1 周）' },
      { value: '2,400+', label: '带标签的行业人才' },
      { value: '9 人', label: '季度成功入职' },
    ],
  },
  {
    id: 'rpo',
    customer: '成都某招聘外包服务商，承接两家制造企业的批量招聘',
    kind: 'RPO 与招聘外包团队',
    title: '日均通话提升 45%，周报从一天缩短到一小时',
    background: '项目同时运营 30 多个技术与管理岗位，顾问每天大量电话沟通，但通话质量无从抽查；客户每周要交付报告，整理一次要一整天。',
    approach: [
      '为全部顾问开通外呼坐席，统一使用双呼模式',
      '团队长每天查看通话汇总，抽听录音辅导新人',
      '周报直接导出业务数据与交付数据，面试、入职分别统计',
    ],
    results: [
      { value: '45%', label: '日均有效通话增长' },
      { value: '1 小时', label: '完成客户周报' },
      { value: '92%', label: '客户季度续约评分' },
    ],
  },
];

export interface ResearchReport {
  id: string;
  title: string;
  published: string;
  summary: string;
  findings: readonly string[];
}

export const RESEARCH_REPORTS: readonly ResearchReport[] = [
  {
    id: 'efficiency-2025',
    title: '2025 猎头交付效率报告',
    published: '2025 年 3 月',
    summary: '基于平台一年内的订单数据，分析从推荐到入职每个阶段的转化率与耗时，以及高绩效团队的共同做法。',
    findings: [
      '推荐到有效推荐的转化率中位数为 61%，推荐报告完整的订单高出 14 个百分点',
      '从有效推荐到首轮面试平均 6.2 天，超过 10 天未安排面试的订单最终入职率不足一成',
      '高绩效团队每周至少一次按阶段复盘订单，面试后 24 小时内完成候选人反馈',
    ],
  },
  {
    id: 'talent-tech',
    title: '技术人才流动观察：后端、算法与芯片',
    published: '2024 年 11 月',
    summary: '从求职意向与工作经历数据，观察三类技术人才的跳槽周期、期望涨幅与城市流向。',
    findings: [
      '后端工程师平均在职 2.8 年后开始考虑机会，期望涨幅集中在 15%–25%',
      '算法岗位候选人对团队与业务方向的关注度高于薪资',
      '芯片验证人才向长三角集中，杭州、上海的需求一年增长约四成',
    ],
  },
  {
    id: 'compliance',
    title: '猎头合作规则与合规实务',
    published: '2024 年 6 月',
    summary: '梳理盲推、跳单、简历造假、信息泄露等常见违规情形，以及平台规则下的处理流程与赔偿条款。',
    findings: [
      '约七成争议源于推荐时间与候选人归属不清，系统留痕可以避免绝大多数',
      '被投诉方需在对方反馈后 24 小时内提交证据，超时按不利一方处理',
      '个人信息查看留痕与脱敏展示，是候选人信任猎头的基础',
    ],
  },
];
