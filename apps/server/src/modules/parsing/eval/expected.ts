import { PRESENT } from '@hh/domain/candidates/resume.schema';

/**
 * The independent evaluation set: resumes in the layouts a recruiter's inbox has (issue 24) —
 * not made by the corpus generator the parser grew up with — and their fields as a reader
 * writes them down by hand. `resume-eval.test.ts` holds the parser to every field;
 * `bench/parse-accuracy.ts` reports per-field accuracy over the set. Dates 'YYYY-MM'; a year
 * written alone reads as January (start) or December (end), as resume-dates.ts documents.
 */
export interface EvalResume {
  file: string;
  /** Where a resume of this layout comes from. */
  source: string;
  name: string;
  phone: string;
  email: string;
  /** 1 male, 2 female, 0 not written. */
  sex: number;
  birthday: string;
  city: string;
  /** Highest education code (5 本科, 6 硕士, 8 博士, 4 大专). */
  education: number;
  /** '' for a fresh graduate: internships are not the start of work. */
  workStartDate: string;
  educationEntries: { school: string; major: string; degree: number; start: string; end: string }[];
  workEntries: { company: string; title: string; start: string; end: string }[];
  projects: { name: string; start: string; end: string }[];
}

export const EVAL_TODAY = new Date('2026-01-01T00:00:00Z');

export const EVAL_SET: EvalResume[] = [
  {
    file: 'letter-spaced-name.txt',
    source: 'Word template, name letter-spaced; English employer and title',
    name: '张三丰',
    phone: '13800138000',
    email: 'zhangsanfeng@163.com',
    sex: 1,
    birthday: '1990-05',
    city: '北京',
    education: 5,
    workStartDate: '2012-07',
    educationEntries: [{ school: '北京理工大学', major: '计算机科学与技术', degree: 5, start: '2008-09', end: '2012-06' }],
    workEntries: [
      { company: 'Northwind Trading Co., Ltd.', title: 'Senior Product Manager, APAC', start: '2016-03', end: PRESENT },
      { company: '北京字节跳动科技有限公司', title: '产品经理', start: '2012-07', end: '2016-02' },
    ],
    projects: [],
  },
  {
    file: 'sidebar-two-column.txt',
    source: 'Chromium PDF of a two-column template: the sidebar is read first, the name after it',
    name: '李娜',
    phone: '13912345678',
    email: 'li.na@example.com',
    sex: 2,
    birthday: '1993-08',
    city: '上海',
    education: 6,
    workStartDate: '2019-07',
    educationEntries: [
      { school: '复旦大学', major: '统计学', degree: 6, start: '2016-09', end: '2019-06' },
      { school: '华东师范大学', major: '数学与应用数学', degree: 5, start: '2012-09', end: '2016-06' },
    ],
    workEntries: [{ company: '上海拉扎斯信息科技有限公司', title: '数据分析师', start: '2019-07', end: PRESENT }],
    projects: [],
  },
  {
    file: 'cover-letter.txt',
    source: 'job-board export with the cover letter in front; department before the title',
    name: '王芳',
    phone: '13600001111',
    email: 'wangfang88@qq.com',
    sex: 2,
    birthday: '1988-03-12',
    city: '广州',
    education: 5,
    workStartDate: '2013-07',
    educationEntries: [{ school: '中山大学', major: '会计学', degree: 5, start: '2009-09', end: '2013-06' }],
    workEntries: [
      { company: '广州南方财务咨询有限公司', title: '高级会计', start: '2017-05', end: PRESENT },
      { company: '广东粤海控股集团有限公司', title: '会计', start: '2013-07', end: '2017-04' },
    ],
    projects: [],
  },
  {
    file: 'degree-qualifiers.txt',
    source: 'WPS export; degrees with a qualifier in brackets',
    name: '刘洋',
    phone: '13712345678',
    email: 'liuyang@outlook.com',
    sex: 1,
    birthday: '1987-11',
    city: '深圳',
    education: 6,
    workStartDate: '2010-07',
    educationEntries: [
      { school: '北京大学', major: '工商管理', degree: 6, start: '2015-09', end: '2018-06' },
      { school: '湖南大学', major: '机械工程', degree: 5, start: '2006-09', end: '2010-06' },
    ],
    workEntries: [{ company: '华为技术有限公司', title: '采购经理', start: '2010-07', end: PRESENT }],
    projects: [],
  },
  {
    file: 'latex-phd.txt',
    source: 'XeTeX student template: school and years on one line, degree, major and expected graduation on the next',
    name: '陈晓明',
    phone: '18612345678',
    email: 'chenxm@pku.edu.cn',
    sex: 1,
    birthday: '1992-10',
    city: '',
    education: 8,
    workStartDate: '',
    educationEntries: [
      { school: '北京大学', major: '物理学', degree: 8, start: '2011-01', end: '2019-03' },
      { school: '南开大学', major: '应用物理学', degree: 5, start: '2007-01', end: '2011-12' },
    ],
    workEntries: [],
    projects: [{ name: '二维材料输运性质研究', start: '2015-01', end: '2018-12' }],
  },
  {
    file: 'fresh-graduate.txt',
    source: 'campus-recruiting export of a fresh graduate with an internship and social practice',
    name: '赵雪',
    phone: '15012345678',
    email: 'zhaoxue2002@163.com',
    sex: 2,
    birthday: '2002-04',
    city: '杭州',
    education: 5,
    workStartDate: '',
    educationEntries: [{ school: '浙江工业大学', major: '软件工程', degree: 5, start: '2020-09', end: '2024-06' }],
    workEntries: [{ company: '杭州网易雷火科技有限公司', title: '测试实习生', start: '2023-07', end: '2023-10' }],
    projects: [],
  },
  {
    file: 'english-school.txt',
    source: 'bilingual Word resume: English name first, English employer, title and school',
    name: '周凯',
    phone: '13500001234',
    email: 'kevin.zhou@gmail.com',
    sex: 1,
    birthday: '1991-02',
    city: '上海',
    education: 6,
    workStartDate: '2016-01',
    educationEntries: [
      { school: 'The University of Edinburgh', major: '金融学', degree: 6, start: '2014-09', end: '2015-11' },
      { school: '上海财经大学', major: '金融学', degree: 5, start: '2009-09', end: '2013-06' },
    ],
    workEntries: [
      {
        company: 'Morgan Stanley Huaxin Securities Co., Ltd.',
        title: 'Vice President, Equity Research',
        start: '2016-01',
        end: PRESENT,
      },
    ],
    projects: [],
  },
  {
    file: 'government.txt',
    source: 'civil-service form: a provincial department and a state-owned employer, section and rank',
    name: '孙建国',
    phone: '13911112222',
    email: 'sunjg@126.com',
    sex: 1,
    birthday: '1980-06',
    city: '南京',
    education: 6,
    workStartDate: '2005-07',
    educationEntries: [
      { school: '南京大学', major: '财政学', degree: 6, start: '2002-09', end: '2005-06' },
      { school: '南京财经大学', major: '会计学', degree: 5, start: '1998-09', end: '2002-06' },
    ],
    workEntries: [
      { company: '江苏省财政厅', title: '副处长', start: '2012-03', end: PRESENT },
      { company: '中国石油化工股份有限公司南京分公司', title: '主管会计', start: '2005-07', end: '2012-02' },
    ],
    projects: [],
  },
  {
    file: 'hospital-self-study.txt',
    source: 'hospital nurse: ward before the title, a self-study degree',
    name: '周丽华',
    phone: '18980001234',
    email: 'zhoulh@qq.com',
    sex: 2,
    birthday: '1985-02',
    city: '成都',
    education: 5,
    workStartDate: '2008-07',
    educationEntries: [
      { school: '四川大学', major: '护理学', degree: 5, start: '2010-09', end: '2013-06' },
      { school: '成都医学院', major: '护理', degree: 4, start: '2005-09', end: '2008-07' },
    ],
    workEntries: [{ company: '四川大学华西医院', title: '护士长', start: '2008-07', end: PRESENT }],
    projects: [],
  },
  {
    file: 'project-dates.txt',
    source: 'engineer resume with dates after the company, title and project name',
    name: '吴昊',
    phone: '17712345678',
    email: 'wuhao.dev@foxmail.com',
    sex: 1,
    birthday: '1993-06',
    city: '杭州',
    education: 5,
    workStartDate: '2016-07',
    educationEntries: [{ school: '杭州电子科技大学', major: '计算机科学与技术', degree: 5, start: '2012-09', end: '2016-06' }],
    workEntries: [
      { company: '阿里巴巴（中国）有限公司', title: '高级Java工程师', start: '2019-04', end: PRESENT },
      { company: '杭州有赞科技有限公司', title: 'Java工程师', start: '2016-07', end: '2019-03' },
    ],
    projects: [
      { name: '交易中台重构', start: '2021-03', end: '2022-06' },
      { name: '有赞微商城库存系统', start: '2017-01', end: '2018-05' },
    ],
  },
  {
    file: 'word-table.txt',
    source: 'Word table form (个人简历 template) read row by row',
    name: '郑凯',
    phone: '13500002222',
    email: 'zhengkai@sina.com',
    sex: 1,
    birthday: '1989-09',
    city: '武汉',
    education: 4,
    workStartDate: '2010-07',
    educationEntries: [{ school: '武汉职业技术学院', major: '机电一体化', degree: 4, start: '2007-09', end: '2010-06' }],
    workEntries: [
      { company: '武汉钢铁集团有限公司', title: '设备工程师', start: '2015-03', end: PRESENT },
      { company: '武汉重型机床集团有限公司', title: '技术员', start: '2010-07', end: '2015-02' },
    ],
    projects: [],
  },
  {
    file: 'job-board-english.txt',
    source: 'English-labelled job-board export',
    name: '黄思远',
    phone: '18620003000',
    email: 'siyuan.huang@hotmail.com',
    sex: 2,
    birthday: '1994-07',
    city: '深圳',
    education: 5,
    workStartDate: '2018-07',
    educationEntries: [{ school: '暨南大学', major: '市场营销', degree: 5, start: '2014-09', end: '2018-06' }],
    workEntries: [
      { company: 'Shenzhen Mindray Bio-Medical Electronics Co., Ltd.', title: 'Marketing Specialist', start: '2018-07', end: PRESENT },
    ],
    projects: [],
  },
  {
    file: 'latex-two-degrees.txt',
    source: 'XeTeX student template, two degrees at one school',
    name: '林一凡',
    phone: '13012340000',
    email: 'linyf@zju.edu.cn',
    sex: 1,
    birthday: '1995-03',
    city: '杭州',
    education: 8,
    workStartDate: '',
    educationEntries: [
      { school: '浙江大学', major: '控制科学与工程', degree: 8, start: '2017-01', end: '2023-06' },
      { school: '浙江大学', major: '自动化', degree: 5, start: '2013-01', end: '2017-12' },
    ],
    workEntries: [],
    projects: [{ name: '智能电网调度算法', start: '2019-03', end: '2021-12' }],
  },
];
