import { describe, expect, it } from 'vitest';
import { reviewOf } from './parse-review';
import { type ParsedResume, parseResumeText } from './resume-parser';

/**
 * The parser's rules as a recruiter states them, one case per rule, each on the smallest resume that
 * shows it. The resumes are written for the rule, not copied from an evaluation set.
 */
const today = new Date(2025, 5, 15);
const parse = (lines: string[]) => parseResumeText(lines.join('\n'), { today });
const work = (r: ParsedResume) => r.commonWorkExperienceList.map((w) => [w.companyName, w.positionName, w.startDate, w.endDate]);
const edu = (r: ParsedResume) =>
  r.commonEducationExperienceList.map((e) => [e.schoolName, e.professional, e.education, e.startDate, e.endDate]);

describe('the city is where the person lives, read against the city dictionary', () => {
  it.each([
    ['a province written before its city names the city', '现居：陕西西安', '西安'],
    ['省 and 市 written out, with the district', '现居住地：江苏省南京市鼓楼区', '南京'],
    ['a dot between province and city', '所在地：浙江·宁波', '宁波'],
    ['常住 is a label of the city', '常住：深圳', '深圳'],
    ['an English address names the city before China', 'Location: Shenzhen, China', '深圳'],
    ['an unlabelled "City, China" in an English header', 'Female | Born Oct 1993 | Hangzhou, China', '杭州'],
    ['an English city standing as a part of the header line', 'Beijing | lina@example.com', '北京'],
    ['a province alone names no city', '现居：浙江', ''],
    ['an address names the city it is in', '地址：北京市海淀区中关村大街1号', '北京'],
    ['a city outside the dictionary, written with 市', '现居：昆山市', '昆山'],
    ['Base is where the person works and lives', 'Base：杭州', '杭州'],
    ['an unlabelled place down to its district, between slashes', '女 / 出生年月:1992年3月 / 嘉兴市南湖区', '嘉兴'],
    ['an unlabelled province, city and district between bars', '男 | 40岁 | 河南省洛阳市涧西区', '洛阳'],
  ])('%s (%s → %s)', (_rule, line, city) => {
    expect(parse(['王小明', line, '手机：13800138000']).commonResume.city).toBe(city);
  });

  it.each([['籍贯 湖南长沙'], ['户口 湖南长沙'], ['期望城市 长沙']])(
    'a place written as another field (%s) is not where the person lives',
    (line) => {
      expect(parse(['龙佳琪', '性别 女', line, '手机 139 7510 6628']).commonResume.city).toBe('');
    },
  );

  it('现居 said in a footer read after the entries still names the city', () => {
    const r = parse([
      '苏婉清',
      '工作经历',
      '2022.05 - 至今 北京瀚海人力资源服务有限公司 招聘经理',
      '专业技能',
      '结构化面试',
      '现居北京市朝阳区 · 可随时到岗',
    ]);
    expect(r.commonResume.city).toBe('北京');
  });

  it('a bare place in the header line is where the person lives', () => {
    expect(parse(['龙佳琪', '女 | 30岁 | 湖南长沙 | 本科']).commonResume.city).toBe('长沙');
  });

  it('does not take 籍贯 for the city, nor a province + city for the name', () => {
    const r = parse(['个人简历——蒋雨辰', '性别 男 出生年月 1994年2月', '籍贯 江西南昌 现居 江苏省苏州市工业园区', '手机 150 6219 3307']);
    expect([r.commonResume.name, r.commonResume.city]).toEqual(['蒋雨辰', '苏州']);
  });
});

describe('names', () => {
  it.each([
    ['a name with a character outside the basic plane', ['姓 名 潘𠮷祥 性 别 男'], '潘𠮷祥'],
    ['an English-only resume opens with its holder name', ['Yuhan Zhang', 'Gender: Female | Shanghai, China'], 'Yuhan Zhang'],
    ['a job title on the first line is no name', ['Senior Product Manager', 'Phone: 13800138000'], ''],
    ['the name after a dash in the title line', ['个人简历——蒋雨辰', '性别 男'], '蒋雨辰'],
    ['an English name beside its label', ['Name: Zhang San', 'Gender: M'], 'Zhang San'],
    [
      'an English name with the Chinese one in brackets: the Chinese name',
      ['KEVIN WANG (王凯文)', 'Shenzhen, China · +86 138 0013 8000'],
      '王凯文',
    ],
  ])('%s', (_rule, lines, name) => {
    expect(parse(lines).commonResume.name).toBe(name);
  });
});

describe('sex and birth written short', () => {
  it.each([
    ['a labelled letter: Gender: M', ['Li Lei', 'Gender: M'], 1, ''],
    ['a labelled letter: 性别：F', ['李蕾', '性别：F'], 2, ''],
    ['a two-digit year with 年 and 月', ['王五', '男 / 90年5月 / 成都'], 1, '1990-05'],
  ])('%s', (_rule, lines, sex, birthday) => {
    const r = parse(lines);
    expect([r.commonResume.sex, r.commonResume.birthday]).toEqual([sex, birthday]);
  });
});

describe('a masked ID-card number still tells what it shows', () => {
  it.each([
    ['birth digits and the 17th digit visible', '身份证号 4401**19880915**7X', 1, '1988-09-15'],
    ['only the 17th digit visible (even: a woman)', '身份证：3101************4*', 2, ''],
    ['nothing but masks', '身份证：******************', 0, ''],
  ])('%s', (_rule, line, sex, birthday) => {
    const r = parse(['黄志鹏', line, '手机 13590826647']);
    expect([r.commonResume.sex, r.commonResume.birthday]).toEqual([sex, birthday]);
  });

  it('leaves a stated sex as stated', () => {
    expect(parse(['黄志鹏 | 女', '身份证号 4401**19880915**7X']).commonResume.sex).toBe(2);
  });
});

describe('headings', () => {
  const entryLine = '2019.07 - 至今 深圳微光互动科技有限公司 UI设计师';
  it.each([
    ['a bare 经历', '经历'],
    ['a bare Experience', 'Experience'],
    ['Work History', 'Work History'],
    ['an icon-font glyph before it', '\ue60a 工作经历'],
    ['a box before it', '■ 工作经历'],
    ['a bar before it', '▌工作经历'],
    ['an English subtitle after it', '工作经历 WORK EXPERIENCE'],
    ['an emoji before it', '💼 工作经历'],
    ["a template's number before it", '01 工作经历'],
    ['a numbered part', 'PART 02 工作经历'],
    ['letters spaced out', 'W O R K  E X P E R I E N C E'],
    ['two headings joined, the first one counts', 'Experience & Projects'],
    ['实习经验', '实习经验'],
  ])('%s heads the work section', (_rule, heading) => {
    expect(work(parse(['韩雪', heading, entryLine]))).toEqual([['深圳微光互动科技有限公司', 'UI设计师', '2019-07', '至今']]);
  });

  it.each([
    ['a bare 教育', '教育'],
    ['Education', 'Education'],
    ['Academic Background', 'ACADEMIC BACKGROUND'],
    ['Education & Certifications', 'Education & Certifications'],
    ['a numbered heading with a slash', '02/ 教育背景'],
  ])('%s heads the education section', (_rule, heading) => {
    expect(edu(parse(['韩雪', heading, '2013.09 - 2017.06 广州美术学院 视觉传达设计 本科']))).toEqual([
      ['广州美术学院', '视觉传达设计', 5, '2013-09', '2017-06'],
    ]);
  });

  it('a heading joined from two (进修与培训, 社会实践与志愿者) is neither work nor projects', () => {
    const r = parse([
      '严书恒',
      '工作经历',
      '2015.07 - 至今 浙江省钱塘医院 心血管内科 · 主治医师',
      '进修与培训',
      '2019.03-2019.08 复旦大学附属中山医院心导管室 进修医师',
      '项目作品',
      '2022.02 - 2022.11 微光理财App 4.0改版',
      '社会实践与志愿者',
      '2023.07 - 2023.09 北京知心心理咨询中心 志愿者',
    ]);
    expect(work(r)).toEqual([['浙江省钱塘医院', '主治医师', '2015-07', '至今']]);
    expect(r.commonProjectExperiencesList.map((p) => p.projectName)).toEqual(['微光理财App 4.0改版']);
  });
});

describe('the parts of a job', () => {
  it.each([
    [
      'the title after a department and a dash',
      '北京衡正律师事务所 2022.08 - 至今',
      '争议解决部—资深律师',
      ['北京衡正律师事务所', '资深律师'],
    ],
    ['a labelled title inside the entry', '2016年03月至今 郑州市中原仁和医院', '科室:心内科 职务:护士长', ['郑州市中原仁和医院', '护士长']],
    [
      'a government body, its bureau and the rank',
      '2020年08月 — 至今 湖南省自然资源厅 国土空间规划局 一级主任科员',
      '• 参与全省国土空间总体规划编制。',
      ['湖南省自然资源厅', '一级主任科员'],
    ],
    [
      'a district government office is the employer, its 股 a department',
      '2014年07月 — 2020年07月 长沙市岳麓区人民政府办公室 综合股 科员',
      '• 负责综合文稿起草。',
      ['长沙市岳麓区人民政府办公室', '科员'],
    ],
    [
      'an English title on the date line, the company under it',
      'Senior Machine Learning Engineer Apr 2021 – Present',
      'Horizon Vision Technology Co., Ltd.',
      ['Horizon Vision Technology Co., Ltd.', 'Senior Machine Learning Engineer'],
    ],
    [
      'a row cut after a bar goes on in the next line',
      'Nordwell Precision Components (Suzhou) Co., Ltd. | Supplier Quality Manager, Asia Pacific |',
      '2019.06 – 至今',
      ['Nordwell Precision Components (Suzhou) Co., Ltd.', 'Supplier Quality Manager, Asia Pacific'],
    ],
  ])('%s', (_rule, first, second, [company, title]) => {
    const [job] = work(parse(['张伟', '工作经历', first, second, '• 负责日常工作。']));
    expect([job?.[0], job?.[1]]).toEqual([company, title]);
  });

  it.each([['Product Manager @ Tencent'], ['Product Manager at Tencent']])('an English title "at" its employer: %s', (line) => {
    expect(work(parse(['Li Lei', 'Experience', `Mar. 2019 – May 2021 | ${line}`]))).toEqual([
      ['Tencent', 'Product Manager', '2019-03', '2021-05'],
    ]);
  });

  it.each([
    ['a school is an employer in a job', '2019.03 - 至今 北京市第一中学 高中数学教师', ['北京市第一中学', '高中数学教师']],
    ['a hospital, its department and the doctor', '2019.03 - 至今 北京协和医院 心内科 主治医师', ['北京协和医院', '主治医师']],
    [
      'a firm branch (分所) is part of the employer',
      '2017.07 - 2019.02 普华永道中天会计师事务所（特殊普通合伙）上海分所 审计师',
      ['普华永道中天会计师事务所（特殊普通合伙）上海分所', '审计师'],
    ],
    [
      'the city after an English employer is not its name',
      'Tencent, Shenzhen — Product Manager (Jan 2019 – Dec 2021)',
      ['Tencent', 'Product Manager'],
    ],
  ])('%s', (_rule, line, [company, title]) => {
    const r = parse(['张伟', '工作经历', line]);
    const [job] = work(r);
    expect([job?.[0], job?.[1]]).toEqual([company, title]);
  });

  it('an English title, a comma, then the employer (and the city after it)', () => {
    expect(work(parse(['John Zhang', 'EXPERIENCE', 'Senior Software Engineer, Alibaba Group — Hangzhou 2019.07 – Present']))).toEqual([
      ['Alibaba Group', 'Senior Software Engineer', '2019-07', '至今'],
    ]);
  });

  it('Associate is a title, not a degree', () => {
    expect(work(parse(['Li Na', 'Work Experience', 'McKinsey & Company, Beijing', 'Associate, Sep 2018 – Present']))).toEqual([
      ['McKinsey & Company', 'Associate', '2018-09', '至今'],
    ]);
  });

  it('a department that could name an employer (招聘中心) does not overrule the employer above it', () => {
    expect(work(parse(['张伟', '工作经历', '海底捞 2025.11 – 今', '招聘中心 · HRD']))).toEqual([['海底捞', 'HRD', '2025-11', '至今']]);
  });

  it('reads the title above the company and the dates under both', () => {
    const r = parse([
      'Emily Chen',
      'Experience',
      'Brand Manager',
      'Aurora Cosmetics (China) Co., Ltd.',
      'Feb 2021 – Present',
      'Account Executive',
      'Ogilvy-Stone Advertising (Shanghai) Co., Ltd.',
      'Oct 2016 – Apr 2018',
    ]);
    expect(work(r)).toEqual([
      ['Aurora Cosmetics (China) Co., Ltd.', 'Brand Manager', '2021-02', '至今'],
      ['Ogilvy-Stone Advertising (Shanghai) Co., Ltd.', 'Account Executive', '2016-10', '2018-04'],
    ]);
  });

  it('reads the rows of a 求职登记表 grid under its column headings', () => {
    const r = parse([
      '求职登记表',
      '姓名 李强 性别 男',
      '工作经历',
      '起止时间 | 工作单位 | 职务',
      '2018.03-至今 | 成都天府软件有限公司 | 测试主管',
      '2015.07-2018.02 | 四川长虹电器股份有限公司 | 测试工程师',
      '学习经历',
      '起止时间 | 学校 | 专业 | 学历',
      '2011.09-2015.06 | 西南交通大学 | 软件工程 | 本科',
    ]);
    expect(work(r)).toEqual([
      ['成都天府软件有限公司', '测试主管', '2018-03', '至今'],
      ['四川长虹电器股份有限公司', '测试工程师', '2015-07', '2018-02'],
    ]);
    expect(edu(r)).toEqual([['西南交通大学', '软件工程', 5, '2011-09', '2015-06']]);
  });

  it('a bilingual resume gives each job once, in Chinese', () => {
    const r = parse([
      '罗嘉怡 Jiayi Luo',
      '工作经历 Work Experience',
      '2020.09 – 至今',
      '广州澜庭化妆品有限公司',
      '品牌总监',
      'Sep 2020 – Present',
      'Guangzhou Lanting Cosmetics Co., Ltd.',
      'Brand Director',
    ]);
    expect(work(r)).toEqual([['广州澜庭化妆品有限公司', '品牌总监', '2020-09', '至今']]);
  });
});

describe('dates', () => {
  it('two-digit years with their months ("18.9-21.6", "23.3-至今")', () => {
    const r = parse([
      '马晓雯',
      '教育背景',
      '18.9-21.6 西南大学 | 应用统计 | 硕士',
      '工作经历',
      '23.3-至今 重庆两江数智科技有限公司',
      '数据分析师',
    ]);
    expect(edu(r)).toEqual([['西南大学', '应用统计', 6, '2018-09', '2021-06']]);
    expect(work(r)).toEqual([['重庆两江数智科技有限公司', '数据分析师', '2023-03', '至今']]);
  });

  it('a range stacked in two lines on a timeline', () => {
    const r = parse([
      '陈静怡',
      '职业经历',
      '2020.03 广州汇美时尚集团有限公司 人力资源总监',
      '至今',
      '管理20人HR团队',
      '2016.05 广州南粤食品有限公司 人力资源经理',
      '2020.02',
    ]);
    expect(work(r)).toEqual([
      ['广州汇美时尚集团有限公司', '人力资源总监', '2020-03', '至今'],
      ['广州南粤食品有限公司', '人力资源经理', '2016-05', '2020-02'],
    ]);
  });
});

describe('projects', () => {
  it.each([
    [
      'numbered like a list, when nothing else is dated',
      ['1. 智慧园区平台 2020.01-2020.12', '负责架构。', '2. 数据中台 2019.03-2019.12', '负责开发。'],
    ],
    [
      'named 项目一：, 项目二：',
      ['项目一：智慧园区平台（2020.01-2020.12）', '项目描述：负责架构。', '项目二：数据中台 2019.03-2019.12', '项目描述：负责开发。'],
    ],
  ])('%s: the number is not part of the name', (_rule, lines) => {
    const r = parse(['张伟', '项目经历', ...lines]);
    expect(r.commonProjectExperiencesList.map((p) => [p.projectName, p.startDate, p.endDate])).toEqual([
      ['智慧园区平台', '2020-01', '2020-12'],
      ['数据中台', '2019-03', '2019-12'],
    ]);
  });

  it('a numbered duty with dates inside a dated job is content, not an entry', () => {
    const r = parse([
      '张伟',
      '工作经历',
      '2019.07 - 至今 腾讯科技（深圳）有限公司 高级工程师',
      '1. 2020.01-2020.12 负责支付系统重构',
      '2. 2021.01-2021.06 负责风控系统',
    ]);
    expect(work(r)).toEqual([['腾讯科技（深圳）有限公司', '高级工程师', '2019-07', '至今']]);
  });
});

describe('a project header: the name, never the role or the description after it', () => {
  it.each([
    ['a member after the name', '2019/09 - 2020/08 仓储条码系统导入 骨干成员', '仓储条码系统导入'],
    ['核心成员', '2018.03 - 2019.01 华南干线运力优化 核心成员', '华南干线运力优化'],
    ['项目总指挥', '2021年6月—2022年12月 新工厂搬迁 项目总指挥', '新工厂搬迁'],
    ['a bare 成员', '2024.10 - 2025.03 校园二手书平台调研 成员', '校园二手书平台调研'],
    [
      'a role never eats the bracketed part of the name, and the description after a full stop is content',
      '2020/3 - 2022/12 初中语文整本书阅读研究（市级课题） 主持人。形成8个课例，在全区推广。',
      '初中语文整本书阅读研究（市级课题）',
    ],
  ])('%s', (_rule, line, name) => {
    const r = parse(['张伟', '项目经历', line, '负责调研。']);
    expect(r.commonProjectExperiencesList.map((p) => p.projectName)).toEqual([name]);
  });
});

describe('a department in brackets after a title or an employer', () => {
  it.each([
    ['after a title', '2011.03 - 2016.06 宁波华远汽车零部件有限公司 质量经理（质量部）', ['宁波华远汽车零部件有限公司', '质量经理']],
    ['after a teacher-researcher', '2018/9 - 至今 温州市教育研究院 初中英语教研员（初中部）', ['温州市教育研究院', '初中英语教研员']],
    ['a 所 after a public body', '2020.01 - 至今 甘肃省疾病预防控制中心（慢病防治所） 主管医师', ['甘肃省疾病预防控制中心', '主管医师']],
    ['standing alone after the title', '2020.08 - 至今 苏州银行股份有限公司 审计经理 （内部审计部）', ['苏州银行股份有限公司', '审计经理']],
    [
      'a partnership form is part of the firm',
      '2013.03 - 2020.07 浙江天衡会计师事务所（特殊普通合伙） 审计经理',
      ['浙江天衡会计师事务所（特殊普通合伙）', '审计经理'],
    ],
    [
      'a city in brackets is part of the company',
      '2019.07 - 至今 腾讯科技（深圳）有限公司 高级工程师',
      ['腾讯科技（深圳）有限公司', '高级工程师'],
    ],
  ])('%s', (_rule, line, [company, title]) => {
    const [job] = work(parse(['张伟', '工作经历', line, '• 负责日常工作。']));
    expect([job?.[0], job?.[1]]).toEqual([company, title]);
  });

  it('a centre named with its district is the employer, and a duty after the title is no employer', () => {
    const r = parse([
      '张伟',
      '工作经历',
      '起止年月 工作单位 职务 主要工作内容',
      '2018.03—至今 大同市平城区政务服务中心 副主任 分管不动产登记窗口，推行“一窗受理”。',
    ]);
    expect(work(r)).toEqual([['大同市平城区政务服务中心', '副主任', '2018-03', '至今']]);
  });
});

describe('entries written in other shapes', () => {
  it('a bulleted list of studies, each opening with its dates, under a bilingual heading', () => {
    const r = parse(['张伟', '教育背景 / Education', '• 2011.09 – 2015.06 厦门大学 化学工程与工艺 本科', '技能 / Skills', '• Minitab']);
    expect(edu(r)).toEqual([['厦门大学', '化学工程与工艺', 5, '2011-09', '2015-06']]);
  });

  it('a title opening the line under the employer, then what was done in the post', () => {
    const r = parse([
      '张伟',
      '工作经历',
      '2014.03 - 至今 锡林郭勒草原牧业有限公司',
      '牧场场长 管理存栏5000头规模牧场，单产提高到10吨。',
      '2005.07 - 2014.02 赤峰北方饲料有限公司',
      '技术服务员 为合作牧场提供饲料配方服务。',
    ]);
    expect(work(r)).toEqual([
      ['锡林郭勒草原牧业有限公司', '牧场场长', '2014-03', '至今'],
      ['赤峰北方饲料有限公司', '技术服务员', '2005-07', '2014-02'],
    ]);
    expect(r.commonWorkExperienceList[0]?.workContent).toContain('管理存栏5000头规模牧场');
  });
});

describe('degrees in entries', () => {
  it('an English school, its major and a closing degree abbreviation (MPH) are three parts', () => {
    const r = parse(['张伟', '教育经历', '2015/09 - 2016/08 The University of Melbourne Public Health MPH']);
    expect(edu(r)).toEqual([['The University of Melbourne', 'Public Health', 6, '2015-09', '2016-08']]);
  });

  it.each([
    ['a tag in brackets after the degree', '2016.09 - 2019.06 南京大学 工商管理 MBA（非统招）', ['南京大学', '工商管理', 7]],
    ['a qualifier naming the English degree', '2017.09 - 2018.11 伦敦大学学院 数据科学 硕士（MSc）', ['伦敦大学学院', '数据科学', 6]],
    ['网络教育', '2016.03 - 2018.07 华南师范大学 工商管理 本科（网络教育）', ['华南师范大学', '工商管理', 5]],
    [
      'an English degree with its major after in',
      'University College London Sep 2016 – Sep 2017\nM.Sc. in Finance',
      ['University College London', 'Finance', 6],
    ],
    [
      'MSc before the school',
      'MSc in Computer Science Sep 2016 – Nov 2017\nUniversity of Edinburgh',
      ['University of Edinburgh', 'Computer Science', 6],
    ],
    [
      'an English study written as a list with commas',
      'Bachelor of Engineering, Mechanical Engineering, Huazhong University of Science and Technology, 2010.09 - 2014.06',
      ['Huazhong University of Science and Technology', 'Mechanical Engineering', 5],
    ],
    ['985/211 after a school is not its name', '北京大学（985/211） 计算机 本科 2014.09-2018.06', ['北京大学', '计算机', 5]],
    ['MA after the major', '伦敦艺术大学\n交互设计 · MA | 2017.09 – 2018.11', ['伦敦艺术大学', '交互设计', 6]],
  ])('%s', (_rule, lines, [school, major, degree]) => {
    const [entry] = edu(parse(['张伟', '教育经历', ...lines.split('\n')]));
    expect(entry?.slice(0, 3)).toEqual([school, major, degree]);
  });
});

describe('confidence per field stays honest', () => {
  it.each([
    ['a labelled city is sure', ['张伟', '现居：杭州'], 'city', 1],
    ['a city read from an address is likely, not stated', ['张伟', '地址：杭州市西湖区文三路1号'], 'city', 0.8],
    ['a stated work start is sure', ['张伟', '参加工作时间：2015.07'], 'workStartDate', 1],
    [
      'the start of the earliest job listed is likely',
      ['张伟', '工作经历', '2015.07 - 至今 杭州海康威视数字技术股份有限公司 测试经理'],
      'workStartDate',
      0.8,
    ],
    ['a start counted back from "N年经验" is inferred', ['张伟', '男 | 10年工作经验'], 'workStartDate', 0.5],
    ['a birth counted back from an age is inferred', ['张伟', '男 | 32岁'], 'birthday', 0.5],
  ] as const)('%s', (_rule, lines, field, want) => {
    expect(parse([...lines]).confidence[field]).toBe(want);
  });
});

describe('confidence per entry, from how the entry was found', () => {
  it('is 1 for a dated entry whose parts were told by their names, lower for a guess or a missing date', () => {
    const r = parse([
      '张伟',
      '工作经历',
      '2019.07 - 至今 腾讯科技（深圳）有限公司 高级工程师',
      '2017.07 - 2019.06 字节跳动 技术支持',
      '网易杭州研究院 开发工程师',
      '教育经历',
      '2013.09 - 2017.06 浙江大学 计算机科学与技术 本科',
      '2011 - 2013 杭州电子科技大学 软件工程',
    ]);
    const review = reviewOf(r);
    // Company by its suffix and title by its word: sure. "字节跳动 技术支持": neither told by a name (a guess).
    expect(review.work.slice(0, 2)).toEqual([1, 0.8]);
    expect(review.education).toEqual([1, 0.5]);
    expect(review.missingSections).toEqual(['project']);
  });

  it('reads a job under a heading it does not know as a job found outside its section, with a lower confidence', () => {
    const r = parse([
      '张伟',
      '教育经历',
      '2013.09 - 2017.06 浙江大学 计算机科学与技术 本科',
      '职场足迹',
      '2017.07 - 至今 杭州海康威视数字技术股份有限公司 测试经理',
    ]);
    expect(edu(r)).toEqual([['浙江大学', '计算机科学与技术', 5, '2013-09', '2017-06']]);
    expect(work(r)).toEqual([['杭州海康威视数字技术股份有限公司', '测试经理', '2017-07', '至今']]);
    expect(reviewOf(r).work).toEqual([0.5]);
  });

  it('reads a study under a heading it does not know, after the jobs, as a study', () => {
    const r = parse([
      '张伟',
      '工作经历',
      '2017.07 - 至今 杭州海康威视数字技术股份有限公司 测试经理',
      '求学之路',
      '2013.09 - 2017.06 浙江大学 计算机科学与技术 本科',
    ]);
    expect(work(r)).toEqual([['杭州海康威视数字技术股份有限公司', '测试经理', '2017-07', '至今']]);
    expect(edu(r)).toEqual([['浙江大学', '计算机科学与技术', 5, '2013-09', '2017-06']]);
    expect(reviewOf(r).education).toEqual([0.5]);
  });

  it('leaves a post at a university a job (讲师, 博士后)', () => {
    const r = parse(['张伟', '工作经历', '2019.07 - 至今 浙江大学 讲师', '2017.07 - 2019.06 清华大学 博士后']);
    expect(work(r).map((w) => w[1])).toEqual(['讲师', '博士后']);
    expect(edu(r)).toEqual([]);
  });

  it('names the sections it did not find, and says when a heading held nothing it could read', () => {
    const r = parse(['张伟', '手机 13800138000', '工作经历', '负责日常工作。']);
    expect(reviewOf(r).missingSections).toEqual(['education', 'work', 'project']);
    expect(r.warnings).toContain('找到“工作经历”标题，但未能识别其中的条目，请核对');
    expect(r.warnings).toContain('未识别到教育经历');
  });
});
