import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { idCardCheckChar } from '@hh/domain/people/id-card';

/**
 * Realistic Chinese resumes from a seeded generator: the demo world, tests and the bench data
 * (10k–1M) all come from here, so the same seed gives the same people everywhere.
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const between = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const SURNAMES =
  '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文'.split(
    '',
  );
const GIVEN_MALE = '伟强磊军洋勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林阳晨博文轩睿哲思远志航'.split('');
const GIVEN_FEMALE = '芳娜敏静丽艳娟霞秀玲桂英慧莹雪琳晶颖婷倩琪欣悦瑶佳蕾妍萱彤璐洁雯思雨梦'.split('');

/** Real universities with their city and the degree levels they grant. */
const SCHOOLS = [
  '清华大学',
  '北京大学',
  '浙江大学',
  '复旦大学',
  '上海交通大学',
  '南京大学',
  '中国科学技术大学',
  '武汉大学',
  '华中科技大学',
  '中山大学',
  '西安交通大学',
  '哈尔滨工业大学',
  '同济大学',
  '北京航空航天大学',
  '东南大学',
  '厦门大学',
  '四川大学',
  '电子科技大学',
  '华南理工大学',
  '大连理工大学',
  '山东大学',
  '湖南大学',
  '重庆大学',
  '北京邮电大学',
  '中南大学',
  '天津大学',
  '西北工业大学',
  '南开大学',
  '中国人民大学',
  '上海财经大学',
  '中央财经大学',
  '对外经济贸易大学',
  '华东师范大学',
  '北京理工大学',
  '吉林大学',
  '杭州电子科技大学',
  '深圳大学',
  '苏州大学',
  '浙江工业大学',
  '南京邮电大学',
  '江南大学',
  '西南财经大学',
  '暨南大学',
  '郑州大学',
  '合肥工业大学',
  '武汉理工大学',
  '华东理工大学',
  '南京理工大学',
  '宁波大学',
  '广东工业大学',
] as const;

interface Track {
  majors: readonly string[];
  titles: readonly string[];
  companies: readonly string[];
  duties: readonly string[];
  projects: readonly string[];
}

const TRACKS: readonly Track[] = [
  {
    majors: ['计算机科学与技术', '软件工程', '信息安全', '电子信息工程', '通信工程'],
    titles: ['Java开发工程师', '高级Java开发工程师', '后端技术专家', '架构师', '技术经理', 'Go开发工程师'],
    companies: ['阿里巴巴', '腾讯', '字节跳动', '美团', '京东', '百度', '网易', '拼多多', '蚂蚁集团', '携程', '滴滴出行', '快手'],
    duties: [
      '负责交易核心链路的设计与开发，支撑大促峰值流量',
      '主导服务化改造，拆分单体应用为30余个微服务',
      '优化数据库与缓存架构，接口耗时下降60%',
      '带领5人小组完成支付对账系统的重构',
      '建设灰度发布与全链路压测体系',
    ],
    projects: ['订单中台重构', '支付清结算系统', '营销活动平台', '会员积分系统', '实时风控引擎'],
  },
  {
    majors: ['计算机科学与技术', '数学与应用数学', '统计学', '自动化', '人工智能'],
    titles: ['算法工程师', '高级算法工程师', '推荐算法专家', '数据科学家', 'NLP算法工程师'],
    companies: ['字节跳动', '快手', '百度', '阿里巴巴', '腾讯', '小红书', '商汤科技', '科大讯飞', '美团'],
    duties: [
      '负责信息流推荐排序模型的迭代，点击率提升12%',
      '搭建特征平台与离线训练流水线',
      '负责搜索相关性模型优化',
      '主导多模态内容理解模型的落地',
      '建设A/B实验分析体系',
    ],
    projects: ['推荐排序模型升级', '搜索相关性优化', '智能客服问答', '用户增长预测模型'],
  },
  {
    majors: ['会计学', '财务管理', '金融学', '审计学', '经济学'],
    titles: ['财务经理', '高级会计', '财务BP', '审计经理', '财务总监', '税务经理'],
    companies: ['普华永道', '德勤', '安永', '毕马威', '招商银行', '中信证券', '平安集团', '华为', '比亚迪', '万科'],
    duties: [
      '负责集团合并报表编制与年度审计对接',
      '搭建预算管理体系，推动费用管控',
      '负责IPO财务规范与尽调配合',
      '主导税务筹划，年节税逾千万元',
      '管理10人财务团队',
    ],
    projects: ['财务共享中心建设', 'IPO财务规范项目', '全面预算管理系统上线'],
  },
  {
    majors: ['市场营销', '工商管理', '新闻传播学', '广告学', '国际经济与贸易'],
    titles: ['销售经理', '大客户销售总监', '区域销售经理', '品牌市场经理', '渠道经理', '商务拓展经理'],
    companies: ['华为', '联想集团', '小米', '海尔', '美的集团', '宝洁', '联合利华', '欧莱雅', '顺丰速运', '中兴通讯'],
    duties: [
      '负责华东区大客户开发，年销售额超8000万元',
      '搭建渠道体系，新增经销商40余家',
      '策划年度品牌活动，曝光量过亿',
      '带领12人销售团队，连续三年超额完成指标',
      '负责重点行业解决方案销售',
    ],
    projects: ['华东区域渠道拓展', '新品上市推广', '重点客户深耕计划'],
  },
  {
    majors: ['机械工程', '电气工程及其自动化', '车辆工程', '材料科学与工程', '微电子科学与工程'],
    titles: ['嵌入式软件工程师', '硬件工程师', '结构工程师', '工艺工程师', '芯片验证工程师', '电池系统工程师'],
    companies: ['宁德时代', '比亚迪', '大疆创新', '海康威视', '汇川技术', '蔚来汽车', '理想汽车', '中芯国际', '华为', '迈瑞医疗'],
    duties: [
      '负责BMS电池管理系统软件开发',
      '主导电机控制器硬件设计与调试',
      '负责产线工艺优化，良率提升5%',
      '完成SoC模块级验证环境搭建',
      '负责整车电子电气架构方案设计',
    ],
    projects: ['新一代BMS平台', '电驱系统降本项目', '视觉检测产线升级'],
  },
  {
    majors: ['人力资源管理', '心理学', '行政管理', '社会学', '法学'],
    titles: ['HRBP', '招聘经理', '人力资源总监', '薪酬绩效经理', '法务经理', '组织发展经理'],
    companies: ['腾讯', '阿里巴巴', '华为', '京东', '万达集团', '复星集团', '美的集团', '中国平安', '小米', '网易'],
    duties: [
      '支持300人研发团队的人力资源工作',
      '搭建校园招聘体系，年招聘应届生200余人',
      '设计职级与薪酬体系',
      '推动绩效管理改革',
      '负责劳动用工合规与争议处理',
    ],
    projects: ['职级体系搭建', '校园招聘品牌建设', '组织效能提升项目'],
  },
];

export const DEMO_CITIES = ['北京', '上海', '深圳', '杭州', '广州', '南京', '成都', '武汉', '苏州', '西安', '合肥', '长沙'] as const;

const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** A valid (GB 11643) ID-card number for a birth date, in a Hangzhou district code. */
function idCardFor(rand: () => number, birth: string, male: boolean): string {
  const [y, m] = birth.split('-');
  const seq = String(between(rand, 10, 99)) + String(male ? between(rand, 0, 4) * 2 + 1 : between(rand, 0, 4) * 2);
  const first17 = `330106${y}${m}${String(between(rand, 1, 28)).padStart(2, '0')}${seq}`;
  return first17 + idCardCheckChar(first17);
}

export interface GeneratedPerson {
  content: ResumeContent;
  /** Which way the resume is incomplete, or null when complete. */
  gap: string | null;
}

/** The `index`-th person of a seeded population; `phoneBase` keeps populations apart. */
export function generatePerson(
  seed: number,
  index: number,
  phoneBase = 15_000_000_000,
  now = new Date('2026-11-01T00:00:00Z'),
): GeneratedPerson {
  const rand = prng(seed * 1_000_003 + index);
  const male = rand() < 0.58;
  const name =
    pick(rand, SURNAMES) +
    pick(rand, male ? GIVEN_MALE : GIVEN_FEMALE) +
    (rand() < 0.6 ? pick(rand, male ? GIVEN_MALE : GIVEN_FEMALE) : '');
  const track = pick(rand, TRACKS);
  const age = between(rand, 23, 45);
  const birthYear = now.getUTCFullYear() - age;
  const birthday = ym(birthYear, between(rand, 1, 12));
  const degree = rand() < 0.15 ? 4 : rand() < 0.65 ? 5 : rand() < 0.9 ? 6 : 8;
  const bachelorStart = birthYear + 18;
  const school = pick(rand, SCHOOLS);
  const major = pick(rand, track.majors);
  const education: ResumeContent['commonEducationExperienceList'] = [
    {
      schoolName: school,
      professional: major,
      startDate: ym(bachelorStart, 9),
      endDate: ym(bachelorStart + (degree === 4 ? 3 : 4), 6),
      education: degree === 4 ? 4 : 5,
    },
  ];
  let workStartYear = bachelorStart + (degree === 4 ? 3 : 4);
  if (degree >= 6) {
    const masterSchool = pick(rand, SCHOOLS);
    education.unshift({
      schoolName: masterSchool,
      professional: major,
      startDate: ym(workStartYear, 9),
      endDate: ym(workStartYear + (degree === 8 ? 5 : 3), 6),
      education: degree,
    });
    workStartYear += degree === 8 ? 5 : 3;
  }
  const currentYear = now.getUTCFullYear();
  const work: ResumeContent['commonWorkExperienceList'] = [];
  let year = Math.min(workStartYear, currentYear - 1);
  let month = 7;
  const jobs = Math.max(1, Math.min(5, Math.floor((currentYear - year) / between(rand, 2, 4)) || 1));
  for (let j = 0; j < jobs; j++) {
    const last = j === jobs - 1;
    const span = last ? 0 : between(rand, 1, 4);
    const endYear = Math.min(year + span, currentYear);
    const endMonth = between(rand, 1, 12);
    const title = track.titles[
      Math.min(track.titles.length - 1, Math.floor((j / jobs) * track.titles.length) + (rand() < 0.3 ? 1 : 0))
    ] as string;
    work.unshift({
      companyName: pick(rand, track.companies),
      positionName: title,
      startDate: ym(year, month),
      endDate: last ? '至今' : ym(endYear, endMonth),
      workContent: `${pick(rand, track.duties)}；${pick(rand, track.duties)}。`,
    });
    year = endYear;
    month = endMonth;
    if (year >= currentYear) break;
  }
  const projects: ResumeContent['commonProjectExperiencesList'] =
    rand() < 0.6
      ? [
          {
            projectName: pick(rand, track.projects),
            startDate: ym(currentYear - 2, between(rand, 1, 6)),
            endDate: ym(currentYear - 1, between(rand, 1, 12)),
            projectContent: pick(rand, track.duties),
          },
        ]
      : [];
  const city = pick(rand, DEMO_CITIES);
  const current = work[0];
  const monthly = between(rand, 12, 80) * 1000;
  const content: ResumeContent = {
    commonResume: {
      name,
      sex: male ? 1 : 2,
      birthday,
      phone: String(phoneBase + index),
      // Unique per phone, so populations with different phone bases never share an e-mail.
      email: `${index % 2 === 0 ? '' : ['hr', 'job', 'cv', 'me', 'work'][index % 5]}${phoneBase + index}@${['qq.com', '163.com', 'gmail.com', 'outlook.com', '126.com'][Math.floor(rand() * 5)]}`,
      city,
      workStartDate: ym(workStartYear, 7),
      education: degree,
      companyName: current?.companyName ?? '',
      positionName: current?.positionName ?? '',
      identityCardNum: rand() < 0.3 ? idCardFor(rand, birthday, male) : '',
      householdRegistration: rand() < 0.5 ? city : '',
      folk: rand() < 0.5 ? '汉族' : '',
      nativePlace: '',
      politicalStatus: rand() < 0.3 ? '群众' : '',
      maritalStatus: rand() < 0.4 ? (age > 30 ? '已婚' : '未婚') : '',
      selfEvaluation: rand() < 0.5 ? '责任心强，沟通顺畅，有带团队经验，关注业务结果。' : '',
    },
    commonResumeExpects: {
      expectCity: rand() < 0.8 ? city : pick(rand, DEMO_CITIES),
      expectPositionName: current?.positionName ?? pick(rand, track.titles),
      expectIndustry: '',
      expectSalaryPerMonth: Math.round(monthly * 1.25),
      expectTenthNumOfMonth: pick(rand, [130, 140, 150, 160]),
      expectSalaryPerYear: 0,
      nowSalaryPerMonth: monthly,
      nowTenthNumOfMonth: pick(rand, [130, 140, 150]),
      nowSalaryPerYear: 0,
      nowStatus: between(rand, 1, 4),
      reportValue: '',
      arrivalAt: pick(rand, ['随时', '一个月内', '两周内', '三个月内']),
      leaveReason: '',
      refuseToDisclose: false,
    },
    commonEducationExperienceList: education,
    commonWorkExperienceList: work,
    commonProjectExperiencesList: projects,
  };

  // A third of the people are incomplete, each in one of the ways consultants meet.
  let gap: string | null = null;
  if (index % 3 === 2) {
    const ways = ['noEducation', 'noWorkContent', 'noExpects', 'projectUndated', 'noBirthday', 'noWork'] as const;
    gap = ways[Math.floor(index / 3) % ways.length] as string;
    if (gap === 'noEducation') content.commonEducationExperienceList = [];
    if (gap === 'noWorkContent' && content.commonWorkExperienceList[0]) content.commonWorkExperienceList[0].workContent = '';
    if (gap === 'noExpects')
      content.commonResumeExpects = { ...content.commonResumeExpects, expectCity: '', expectPositionName: '', nowStatus: 0 };
    if (gap === 'projectUndated')
      content.commonProjectExperiencesList = [{ projectName: pick(rand, track.projects), startDate: '', endDate: '', projectContent: '' }];
    if (gap === 'noBirthday') content.commonResume.birthday = '';
    if (gap === 'noWork') content.commonWorkExperienceList = [];
  }
  return { content, gap };
}
