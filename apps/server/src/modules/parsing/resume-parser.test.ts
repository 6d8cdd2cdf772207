import { resumeContentSchema } from '@hh/domain/candidates/resume.schema';
import { describe, expect, it } from 'vitest';
import { findRange } from './resume-dates';
import { type ParsedResume, parseResumeText } from './resume-parser';
import { parseNowStatus, parseSalary } from './resume-salary';

const TODAY = new Date(2026, 10, 15);

type Edu = [school: string, major: string, degree: number, start: string, end: string];
type Work = [company: string, title: string, start: string, end: string];
type Project = [name: string, start: string, end: string];

interface Case {
  layout: string;
  text: string;
  base: Partial<ParsedResume['commonResume']>;
  expects?: Partial<ParsedResume['commonResumeExpects']>;
  education: Edu[];
  work: Work[];
  projects?: Project[];
  /** Some content a work entry must carry (first entry). */
  firstWorkContent?: string;
  warnings?: string[];
}

const cases: Case[] = [
  {
    layout: 'Word table template, labels and values in cells, column headings',
    text: `个人简历
姓名 张伟 性别 男
出生年月 1990.05 民族 汉族
联系电话 138 0013 8000 电子邮箱 zhangwei@example.com
现居住地 上海 最高学历 硕士
求职意向
期望职位 Java架构师 期望薪资 30k×14
期望城市 上海/杭州 到岗时间 一个月内
求职状态 在职-考虑机会
教育经历
起止时间 学校名称 专业 学历
2012.09-2015.06 复旦大学 计算机科学与技术 硕士
2008.09-2012.06 南京大学 软件工程 本科
工作经历
起止时间 公司名称 职位
2018.07-至今 阿里巴巴（中国）有限公司 高级Java工程师
工作内容 负责交易系统核心链路的设计与开发。
2015.07-2018.06 携程计算机技术（上海）有限公司 Java开发工程师
工作内容 负责机票搜索服务。
自我评价
热爱技术，责任心强。`,
    base: {
      name: '张伟',
      sex: 1,
      birthday: '1990-05',
      phone: '13800138000',
      email: 'zhangwei@example.com',
      city: '上海',
      education: 6,
      workStartDate: '2015-07',
      companyName: '阿里巴巴（中国）有限公司',
      positionName: '高级Java工程师',
      folk: '汉族',
      selfEvaluation: '热爱技术，责任心强。',
    },
    expects: {
      expectCity: '上海/杭州',
      expectPositionName: 'Java架构师',
      expectSalaryPerMonth: 30_000,
      expectTenthNumOfMonth: 140,
      expectSalaryPerYear: 420_000,
      nowStatus: 3,
      arrivalAt: '一个月内',
    },
    education: [
      ['复旦大学', '计算机科学与技术', 6, '2012-09', '2015-06'],
      ['南京大学', '软件工程', 5, '2008-09', '2012-06'],
    ],
    work: [
      ['阿里巴巴（中国）有限公司', '高级Java工程师', '2018-07', '至今'],
      ['携程计算机技术（上海）有限公司', 'Java开发工程师', '2015-07', '2018-06'],
    ],
    firstWorkContent: '负责交易系统核心链路的设计与开发。',
  },
  {
    layout: 'classic: name heading, contact line, organisation left and dates right, bullets',
    text: `李娜的个人简历
女 | 1992.03 | 本科 | 8年工作经验
手机：139-1234-5678 | 邮箱：lina@163.com | 现居：杭州
工作经历
网易（杭州）网络有限公司 2019.07 – 至今
产品部 | 高级产品经理
• 负责云音乐会员体系的规划，付费率提升20%
• 协调研发与设计推进版本迭代
蚂蚁科技集团股份有限公司 2016.08 – 2019.06
产品经理 | 支付事业部
• 负责花呗商户端产品
教育背景
浙江大学 2014.09 – 2016.06
工业设计 | 硕士
浙江工业大学 2010.09 – 2014.06
工业设计 | 本科`,
    base: {
      name: '李娜',
      sex: 2,
      birthday: '1992-03',
      phone: '13912345678',
      email: 'lina@163.com',
      city: '杭州',
      education: 6,
      workStartDate: '2016-08',
    },
    education: [
      ['浙江大学', '工业设计', 6, '2014-09', '2016-06'],
      ['浙江工业大学', '工业设计', 5, '2010-09', '2014-06'],
    ],
    work: [
      ['网易（杭州）网络有限公司', '高级产品经理', '2019-07', '至今'],
      ['蚂蚁科技集团股份有限公司', '产品经理', '2016-08', '2019-06'],
    ],
    firstWorkContent: '负责云音乐会员体系的规划',
  },
  {
    layout: 'timeline: padded labels, 【】 headings, each entry led by its dates',
    text: `个人简历
姓　　名：王强
性　　别：男
出生日期：1988年11月3日
手机号码：+86 186 0000 1234
电子邮箱：wangqiang88@qq.com
现居住地：深圳市南山区
【教育经历】
2006/09 - 2010/06
华南理工大学 · 电子信息工程 · 本科
【工作经历】
2016/03 - 至今
华为技术有限公司 | 硬件工程师
工作描述：负责基站射频电路设计；完成3款产品的量产导入。
2010/07 - 2016/02
中兴通讯股份有限公司 | 测试工程师
工作描述：负责通信设备的可靠性测试。
【项目经历】
2018/01 - 2019/06
项目名称：5G基站功放模块
项目描述：主导功放模块的设计与验证。`,
    base: { name: '王强', sex: 1, birthday: '1988-11-03', phone: '18600001234', email: 'wangqiang88@qq.com', city: '深圳' },
    education: [['华南理工大学', '电子信息工程', 5, '2006-09', '2010-06']],
    work: [
      ['华为技术有限公司', '硬件工程师', '2016-03', '至今'],
      ['中兴通讯股份有限公司', '测试工程师', '2010-07', '2016-02'],
    ],
    projects: [['5G基站功放模块', '2018-01', '2019-06']],
    firstWorkContent: '负责基站射频电路设计',
  },
  {
    layout: 'compact: one line per entry, short dates ending 今, age only',
    text: `陈晨
男 | 31岁 | 本科 | 北京 | 10年经验
13700001111 | chenchen@outlook.com
意向岗位：销售总监 | 期望薪资：40万/年 | 求职状态：在职-暂不考虑
教育经历
2011.9-2015.7 中国人民大学 市场营销 本科
工作经历
2019.3-今 联想（北京）有限公司 区域销售经理
负责华北区渠道销售，年销售额突破5000万元。
2015.7-2019.2 宝洁（中国）有限公司 销售代表
负责北京区域商超渠道。`,
    base: {
      name: '陈晨',
      sex: 1,
      birthday: '1995-11',
      phone: '13700001111',
      city: '北京',
      education: 5,
      companyName: '联想（北京）有限公司',
    },
    expects: { expectPositionName: '销售总监', expectSalaryPerYear: 400_000, expectSalaryPerMonth: 0, nowStatus: 4 },
    education: [['中国人民大学', '市场营销', 5, '2011-09', '2015-07']],
    work: [
      ['联想（北京）有限公司', '区域销售经理', '2019-03', '至今'],
      ['宝洁（中国）有限公司', '销售代表', '2015-07', '2019-02'],
    ],
    warnings: ['出生日期由年龄推算，可能有一年误差'],
  },
  {
    layout: 'bilingual: English headings and labels, English months, Present',
    text: `刘洋 Liu Yang
Personal Information 个人信息
姓名 Name：刘洋 性别 Gender：女
出生日期 Date of Birth：1993-07-21 现居 Location：Shanghai 上海
手机 Mobile：+86-158-2100-3344 邮箱 Email：Yang.Liu@Gmail.com
Work Experience 工作经历
德勤华永会计师事务所（特殊普通合伙） — 高级审计师
Sep 2018 – Present
• 负责上市公司年报审计
Education 教育背景
上海财经大学 — 会计学 — 本科 Bachelor
Sep 2014 – Jun 2018`,
    base: { name: '刘洋', sex: 2, birthday: '1993-07-21', phone: '15821003344', email: 'Yang.Liu@Gmail.com' },
    education: [['上海财经大学', '会计学', 5, '2014-09', '2018-06']],
    work: [['德勤华永会计师事务所（特殊普通合伙）', '高级审计师', '2018-09', '至今']],
  },
  {
    layout: 'recruiter-site export: 基本信息 grid, labelled job lines, durations in brackets',
    text: `简历编号：20047514 | 更新时间：2026-10-07
赵敏
高级HRBP | 科锐国际人力资源股份有限公司
基本信息
性别：女 年龄：34岁（1992年4月） 婚姻状况：已婚
学历：本科 工作年限：11年 现居住地：广州
户口所在地：湖南长沙 政治面貌：中共党员
联系方式
手机：13512345678 邮箱：zhaomin@126.com
求职意向
期望职位：人力资源总监 期望地点：广州
期望月薪：25001-35000元/月 目前状态：在职，看看新机会
工作经历
科锐国际人力资源股份有限公司 2020.05-至今（6年7个月）
职位名称：高级HRBP | 所在部门：人力资源部
所属行业：人力资源服务
工作职责：支持业务部门的组织架构调整与人才盘点。
顺丰速运有限公司 2015.07-2020.04（4年10个月）
职位名称：招聘专员 | 所在部门：招聘中心
工作职责：负责一线员工的批量招聘。
教育经历
湖南大学 2011.09-2015.06
专业：人力资源管理 | 学历：本科`,
    base: {
      name: '赵敏',
      sex: 2,
      birthday: '1992-04',
      city: '广州',
      education: 5,
      householdRegistration: '湖南长沙',
      politicalStatus: '中共党员',
      maritalStatus: '已婚',
    },
    expects: { expectPositionName: '人力资源总监', expectCity: '广州', expectSalaryPerMonth: 25_001, nowStatus: 3 },
    education: [['湖南大学', '人力资源管理', 5, '2011-09', '2015-06']],
    work: [
      ['科锐国际人力资源股份有限公司', '高级HRBP', '2020-05', '至今'],
      ['顺丰速运有限公司', '招聘专员', '2015-07', '2020-04'],
    ],
    firstWorkContent: '支持业务部门的组织架构调整与人才盘点。',
  },
  {
    layout: 'every field labelled, Chinese dates, ID card number instead of a birth date',
    text: `求职简历
姓名：孙丽
身份证号：11010519920315002X
联系电话：13600002222　　电子邮箱：sunli@foxmail.com
一、教育背景
时间：2010年9月至2014年6月
学校：北京师范大学
专业：汉语言文学
学历：本科
二、工作经历
时间：2017年3月至今
工作单位：新东方教育科技集团有限公司
职务：教研主管
工作内容：负责高中语文课程研发。
时间：2014年7月至2017年2月
工作单位：北京四中
职务：语文教师
工作内容：担任高一两个班的语文教学。`,
    base: { name: '孙丽', sex: 2, birthday: '1992-03-15', identityCardNum: '11010519920315002X', phone: '13600002222' },
    education: [['北京师范大学', '汉语言文学', 5, '2010-09', '2014-06']],
    work: [
      ['新东方教育科技集团有限公司', '教研主管', '2017-03', '至今'],
      ['北京四中', '语文教师', '2014-07', '2017-02'],
    ],
    firstWorkContent: '负责高中语文课程研发。',
  },
  {
    layout: 'dates last on the line, 现在 as the end, salary ×months, left the job',
    text: `周杰
性别：男 出生年月：1985-08 手机：18912345678
Email: zhoujie@sina.com 所在城市：成都
求职意向：
期望薪资：30K*14薪 求职状态：离职-随时到岗
工作经验
成都市大数据集团股份有限公司 | 数据架构师 | 2018.04-现在
负责政务数据平台的架构设计。
四川长虹电器股份有限公司 | 软件工程师 | 2009.07-2018.03
负责智能电视系统应用开发。
教育经历
电子科技大学 | 计算机应用技术 | 硕士 | 2006.09-2009.06
四川大学 | 计算机科学与技术 | 本科 | 2002.09-2006.06`,
    base: { name: '周杰', sex: 1, birthday: '1985-08', phone: '18912345678', email: 'zhoujie@sina.com', city: '成都', education: 6 },
    expects: { expectSalaryPerMonth: 30_000, expectTenthNumOfMonth: 140, expectSalaryPerYear: 420_000, nowStatus: 1 },
    education: [
      ['电子科技大学', '计算机应用技术', 6, '2006-09', '2009-06'],
      ['四川大学', '计算机科学与技术', 5, '2002-09', '2006-06'],
    ],
    work: [
      ['成都市大数据集团股份有限公司', '数据架构师', '2018-04', '至今'],
      ['四川长虹电器股份有限公司', '软件工程师', '2009-07', '2018-03'],
    ],
  },
  {
    layout: 'English-only section names, projects before education, labelled projects',
    text: `Resume
Name: 黄小梅
Gender: 女
Birthday: 1996.12
Phone: 17788889999
E-mail: xiaomei.huang@aliyun.com
Work Experience
2021.07 ~ 2026.09 上海哔哩哔哩科技有限公司 前端开发工程师
- 负责直播间互动组件开发
Projects
项目名称：直播礼物特效重构
项目时间：2023.03 ~ 2023.12
项目描述：用WebGL重写礼物特效，渲染耗时降低60%。
Education
2017.09 ~ 2021.06 同济大学 软件工程 本科
Self Evaluation
喜欢钻研前端性能问题。`,
    base: {
      name: '黄小梅',
      sex: 2,
      birthday: '1996-12',
      phone: '17788889999',
      email: 'xiaomei.huang@aliyun.com',
      selfEvaluation: '喜欢钻研前端性能问题。',
    },
    education: [['同济大学', '软件工程', 5, '2017-09', '2021-06']],
    work: [['上海哔哩哔哩科技有限公司', '前端开发工程师', '2021-07', '2026-09']],
    projects: [['直播礼物特效重构', '2023-03', '2023-12']],
  },
  {
    layout: 'sidebar template read column by column, contacts without labels, 工作年限 only',
    text: `吴婷
交互设计师
个人信息
性别：女
生日：1994/06
工作年限：6年
现居城市：厦门
(+86) 131 2345 6789
wuting@yeah.net
专业技能
熟练使用Axure、Figma
工作履历
美图公司 2022/03 ~ 今
交互设计师
• 负责美图秀秀的交互设计
厦门吉比特网络技术股份有限公司 2020/07 ~ 2022/02
游戏UI设计师
• 负责游戏界面设计
学习经历
厦门大学 2016/09 ~ 2020/06
视觉传达设计 / 本科`,
    base: {
      name: '吴婷',
      sex: 2,
      birthday: '1994-06',
      phone: '13123456789',
      email: 'wuting@yeah.net',
      city: '厦门',
      workStartDate: '2020-07',
    },
    education: [['厦门大学', '视觉传达设计', 5, '2016-09', '2020-06']],
    work: [
      ['美图公司', '交互设计师', '2022-03', '至今'],
      ['厦门吉比特网络技术股份有限公司', '游戏UI设计师', '2020-07', '2022-02'],
    ],
  },
  {
    layout: 'job-site TXT export: padded labels, “--” ranges, bracketed company size and duration, age with birth date',
    text: `张三
3年工作经验 | 男 | 28岁(1998年3月5日) | 未婚 | 团员
居住地：上海-浦东新区
电　话：13812345678（手机）
E-mail：zhangsan@51job.com
求职意向
到岗时间：1个月内
目标地点：上海
期望月薪：15000-25000/月
目标职能：Java开发工程师
工作经验
2021 /7--至今：上海云启网络科技有限公司（50-150人） [ 2 年3个月]
所属行业：互联网/电子商务
技术部 Java工程师
负责订单系统开发。
2020 /7--2021 /6：上海数巢信息技术有限公司（少于50人） [ 1 年]
研发部 初级Java工程师
参与后台管理系统开发。
教育经历
2016 /9--2020 /6 上海理工大学 计算机科学与技术 本科`,
    base: {
      name: '张三',
      sex: 1,
      birthday: '1998-03-05',
      city: '上海',
      maritalStatus: '未婚',
      politicalStatus: '团员',
      workStartDate: '2020-07',
    },
    expects: { expectCity: '上海', expectPositionName: 'Java开发工程师', expectSalaryPerMonth: 15_000, arrivalAt: '1个月内' },
    education: [['上海理工大学', '计算机科学与技术', 5, '2016-09', '2020-06']],
    work: [
      ['上海云启网络科技有限公司', 'Java工程师', '2021-07', '至今'],
      ['上海数巢信息技术有限公司', '初级Java工程师', '2020-07', '2021-06'],
    ],
    firstWorkContent: '负责订单系统开发。',
  },
];

const eduOf = (r: ParsedResume): Edu[] =>
  r.commonEducationExperienceList.map((e) => [e.schoolName, e.professional, e.education, e.startDate, e.endDate]);
const workOf = (r: ParsedResume): Work[] => r.commonWorkExperienceList.map((e) => [e.companyName, e.positionName, e.startDate, e.endDate]);
const projectsOf = (r: ParsedResume): Project[] => r.commonProjectExperiencesList.map((e) => [e.projectName, e.startDate, e.endDate]);

describe('parseResumeText', () => {
  it.each(cases)('$layout', (c) => {
    const r = parseResumeText(c.text, { today: TODAY });
    expect(r.commonResume).toMatchObject(c.base);
    if (c.expects) expect(r.commonResumeExpects).toMatchObject(c.expects);
    expect(eduOf(r)).toEqual(c.education);
    expect(workOf(r)).toEqual(c.work);
    if (c.projects) expect(projectsOf(r)).toEqual(c.projects);
    if (c.firstWorkContent) expect(r.commonWorkExperienceList[0]?.workContent).toContain(c.firstWorkContent);
    for (const w of c.warnings ?? []) expect(r.warnings).toContain(w);
    // Whatever is read, the result is a valid online resume as the domain defines it.
    const { warnings: _, ...content } = r;
    expect(() => resumeContentSchema.parse(content)).not.toThrow();
  });

  it('fills every field with an empty value and says what is missing when the text is no resume', () => {
    const r = parseResumeText('这是一份会议纪要，与简历无关。\n下周三下午三点开会。', { today: TODAY });
    expect(r.commonResume.name).toBe('');
    expect(r.commonResume.phone).toBe('');
    expect(r.commonWorkExperienceList).toEqual([]);
    expect(r.warnings).toEqual(expect.arrayContaining(['未识别到姓名', '未识别到手机号', '未识别到教育经历', '未识别到工作经历']));
  });
});

describe('date ranges', () => {
  it.each([
    ['2019.07 - 2021.06', '2019-07', '2021-06'],
    ['2019/07–2021/6', '2019-07', '2021-06'],
    ['2019-07 ~ 至今', '2019-07', '至今'],
    ['2019年7月至2021年6月', '2019-07', '2021-06'],
    ['2019.7-今', '2019-07', '至今'],
    ['2019年7月到现在', '2019-07', '至今'],
    ['Jul 2019 – Present', '2019-07', '至今'],
    ['07/2019 to 06/2021', '2019-07', '2021-06'],
    ['2019-07-2021-06', '2019-07', '2021-06'],
    ['（2019.07 — 2021.06，2年）', '2019-07', '2021-06'],
    ['2021 /7--至今', '2021-07', '至今'],
  ])('%s → %s … %s', (text, start, end) => {
    expect(findRange(text)).toMatchObject({ start, end });
  });

  it('refuses a range that ends before it starts, and a phone number', () => {
    expect(findRange('2021.06 - 2019.07')).toBeNull();
    expect(findRange('电话 13820192020')).toBeNull();
  });
});

describe('salary and status', () => {
  it.each([
    ['25-30K', null, { perMonth: 25_000, tenthOfMonths: 0, perYear: 0 }],
    ['30k×14', null, { perMonth: 30_000, tenthOfMonths: 140, perYear: 420_000 }],
    ['20K·13.5薪', null, { perMonth: 20_000, tenthOfMonths: 135, perYear: 270_000 }],
    ['40万/年', null, { perMonth: 0, tenthOfMonths: 0, perYear: 400_000 }],
    ['年薪60万', null, { perMonth: 0, tenthOfMonths: 0, perYear: 600_000 }],
    ['25001-35000元/月', null, { perMonth: 25_001, tenthOfMonths: 0, perYear: 0 }],
    ['2.5万/月', null, { perMonth: 25_000, tenthOfMonths: 0, perYear: 0 }],
    ['35', 'year', { perMonth: 0, tenthOfMonths: 0, perYear: 350_000 }],
    ['50W', null, { perMonth: 0, tenthOfMonths: 0, perYear: 500_000 }],
  ] as const)('%s', (text, hint, expected) => {
    expect(parseSalary(text, hint)).toEqual(expected);
  });

  it('reads no figure from 面议', () => {
    expect(parseSalary('面议')).toBeNull();
  });

  it.each([
    ['离职-随时到岗', 1],
    ['在职-月内到岗', 2],
    ['在职，看看新机会', 3],
    ['在职-暂不考虑', 4],
    ['应届毕业生', 1],
  ])('%s → %i', (text, code) => {
    expect(parseNowStatus(text)).toBe(code);
  });
});

// Misses found on the real-producer set (eval/real), each the smallest text that shows it.
describe('layouts of the real-producer set', () => {
  const today = new Date('2026-01-01');
  it('reads a letter-spaced name after its label, 出生 as the birth date, and Female as the sex', () => {
    const a = parseResumeText('个人简历\n姓名:黎 敏\n出生:1987-02-14\n手机:13977112233', { today });
    expect([a.commonResume.name, a.commonResume.birthday]).toEqual(['黎敏', '1987-02-14']);
    const b = parseResumeText('Emily Chen 陈怡\nFemale | 1996.11 | 深圳 | 13428889900', { today });
    expect(b.commonResume.sex).toBe(2);
  });

  it('finds the name of a right-hand sidebar read after the main column', () => {
    const text = [
      '工作经历',
      '2018.09 - 至今 小红书科技有限公司 内容运营经理',
      '教育经历',
      '2012.09 - 2016.06 上海大学 新闻学 本科',
      '秦 雪',
      '女 · 1994.01',
      '城市:上海·徐汇',
      '技能',
    ].join('\n');
    const r = parseResumeText(text, { today });
    expect([r.commonResume.name, r.commonResume.sex, r.commonResume.birthday, r.commonResume.city]).toEqual(['秦雪', 2, '1994-01', '上海']);
    expect(r.commonEducationExperienceList).toHaveLength(1);
  });

  it('splits English organisations from what follows them without a company suffix', () => {
    const r = parseResumeText(
      [
        '工作经历',
        '2015.07 - 2018.08 Massachusetts Institute of Technology Postdoctoral Associate',
        '2012.07 - 2017.03 SAP Labs China Developer',
        '教育经历',
        '2015.09 - 2016.12 The University of Sydney Master of Commerce 硕士',
        '2018.09 - 2019.11 University College London Data Science 硕士（MSc）',
        '2010.09 - 2014.06 Peking University Finance 本科',
        '2005.09 - 2009.06 London School of Economics 本科',
      ].join('\n'),
      { today },
    );
    expect(r.commonWorkExperienceList.map((w) => [w.companyName, w.positionName])).toEqual([
      ['Massachusetts Institute of Technology', 'Postdoctoral Associate'],
      ['SAP Labs China', 'Developer'],
    ]);
    expect(r.commonEducationExperienceList.map((e) => [e.schoolName, e.professional])).toEqual([
      ['The University of Sydney', 'Master of Commerce'],
      // An English major after a school name with no "of" before it; "…School of Economics" stays the school's.
      ['University College London', 'Data Science'],
      ['Peking University', 'Finance'],
      ['London School of Economics', ''],
    ]);
  });

  it('reads the title after a department line, drops bracketed dates and the lab from project names', () => {
    const r = parseResumeText(
      [
        '实习经历',
        '华为技术有限公司 无线网络产品线 · 算法实习生 2023年6月 – 2023年9月',
        '科研项目经历',
        '2024.03 - 2025.06 工业机器人视觉抓取 华中科技大学数字制造装备与技术国家重点实验室',
      ].join('\n'),
      { today },
    );
    expect(r.commonWorkExperienceList.map((w) => w.positionName)).toEqual(['算法实习生']);
    expect(r.commonProjectExperiencesList.map((p) => p.projectName)).toEqual(['工业机器人视觉抓取']);
    const labelled = parseResumeText('项目经验\n项目名称:视频云存储压测（2016.03 - 2016.12）\n项目职责:负责性能测试方案。', { today });
    expect(labelled.commonProjectExperiencesList.map((p) => [p.projectName, p.startDate, p.endDate])).toEqual([
      ['视频云存储压测', '2016-03', '2016-12'],
    ]);
  });
});
