import type { SiteCourse } from '@hh/domain/site/site-content.schema';

/**
 * The public site's static content (spec 001 §7): the research institute's courses and the
 * footer banners. Kept with the code until the console publishes banners; the shapes are the
 * published items of spec 001 §3 (state, startTime, endTime, grayUser).
 */
export const SITE_COURSES: readonly SiteCourse[] = [
  {
    id: 'course-intake',
    title: '从职位分析到首次推荐：新顾问的第一周',
    lecturer: '韩静',
    lecturerTitle: '平台资深项目经理',
    minutes: 45,
    level: '入门',
    summary: '读懂职位介绍与推荐报告模板，学会判断“有效推荐”的标准，避免新人最常见的五类无效推荐。',
  },
  {
    id: 'course-report',
    title: '写一份让项目经理秒过的推荐报告',
    lecturer: '苏晴',
    lecturerTitle: '平台 PM 助理',
    minutes: 30,
    level: '入门',
    summary: '推荐理由怎么写、核心亮点怎么提炼、薪资与离职原因怎么表述，附二十份真实报告的前后对比。',
  },
  {
    id: 'course-search',
    title: '组合条件找人：人才搜索的十个技巧',
    lecturer: '高志远',
    lecturerTitle: '互联网技术方向团队长',
    minutes: 40,
    level: '进阶',
    summary: '用项目经历、曾任职公司与院校类型缩小范围，结合绑定上限安排跟进节奏，一天建立一份候选人清单。',
  },
  {
    id: 'course-call',
    title: '电话沟通与录音复盘',
    lecturer: '罗佳琪',
    lecturerTitle: '金融方向资深顾问',
    minutes: 50,
    level: '进阶',
    summary: '开场三十秒、意向判断、薪资试探与异议处理；如何用通话录音做每周复盘。',
  },
  {
    id: 'course-interview',
    title: '面试前后：把候选人送到 Offer',
    lecturer: '唐文博',
    lecturerTitle: '平台项目经理',
    minutes: 45,
    level: '进阶',
    summary: '面试辅导、24 小时内反馈、二面与终面的准备，以及 Offer 阶段谈薪与离职风险的把控。',
  },
  {
    id: 'course-manage',
    title: '用数据带团队：团队长的周会与月度复盘',
    lecturer: '邓思雨',
    lecturerTitle: '多城市猎头公司城市经理',
    minutes: 60,
    level: '管理',
    summary: '看懂业务数据的推荐、有效、面试、Offer、入职漏斗，用排行榜和喜报设定团队节奏。',
  },
];
