/**
 * The words Chinese resumes are written with: section headings, field labels, and the
 * suffixes that tell a company from a school or a job title. Kept apart from the parsing
 * code so a missed heading or label is a one-line fix.
 */
export type SectionKey = 'basic' | 'intention' | 'education' | 'work' | 'project' | 'self' | 'other';

export const SECTION_HEADINGS: Record<SectionKey, string[]> = {
  basic: [
    '基本信息',
    '个人信息',
    '个人资料',
    '基本资料',
    '个人概况',
    '联系方式',
    '联系信息',
    'personal information',
    'personal info',
    'personal details',
    'basic information',
    'basic info',
    'profile',
    'contact',
    'contact information',
  ],
  intention: [
    '求职意向',
    '职业意向',
    '求职目标',
    '求职期望',
    '期望工作',
    '工作期望',
    'job intention',
    'career objective',
    'objective',
    'job objective',
    'job preference',
    'career goal',
  ],
  education: [
    '教育经历',
    '教育背景',
    '学习经历',
    '教育经验',
    '学历背景',
    '教育情况',
    'education',
    'education background',
    'educational background',
    'education experience',
  ],
  work: [
    '工作经历',
    '工作经验',
    '职业经历',
    '工作履历',
    '实习经历',
    '工作背景',
    '从业经历',
    '任职经历',
    'work experience',
    'professional experience',
    'employment history',
    'work history',
    'experience',
    'internship',
    'internship experience',
  ],
  project: ['项目经历', '项目经验', '项目履历', '主要项目', '项目业绩', 'project experience', 'projects', 'project', 'key projects'],
  self: [
    '自我评价',
    '个人评价',
    '自我描述',
    '个人总结',
    '自我介绍',
    '个人优势',
    '个人简介',
    'self evaluation',
    'self assessment',
    'summary',
    'about me',
    'personal statement',
  ],
  other: [
    '专业技能',
    '技能特长',
    '个人技能',
    '技能证书',
    '职业技能',
    '证书',
    '资格证书',
    '获奖情况',
    '荣誉奖项',
    '获奖经历',
    '语言能力',
    '兴趣爱好',
    '培训经历',
    '校园经历',
    '社会实践',
    '附加信息',
    '其他信息',
    'skills',
    'certificates',
    'certifications',
    'languages',
    'awards',
    'hobbies',
    'interests',
    'training',
  ],
};

/** Fields of base info and intention, each with the labels that introduce it (longest first when matched). */
export const FIELD_LABELS = {
  name: ['姓名', 'name'],
  sex: ['性别', 'gender', 'sex'],
  birthday: ['出生年月日', '出生年月', '出生日期', '出生时间', '生日', 'date of birth', 'birth date', 'birthday', 'dob'],
  age: ['年龄', 'age'],
  phone: ['手机号码', '手机号', '手机', '移动电话', '联系电话', '电话', '联系方式', 'mobile', 'phone', 'tel', 'cell'],
  email: ['电子邮箱', '电子邮件', '邮箱', 'e-mail', 'email', 'mail'],
  city: [
    '现居住地',
    '现居住城市',
    '现居城市',
    '现居地',
    '现居住',
    '现居',
    '现住址',
    '所在城市',
    '所在地',
    '居住地',
    '目前所在地',
    '目前城市',
    '现所在地',
    'current city',
    'location',
    'city',
  ],
  workStart: ['参加工作时间', '参加工作年份', '参加工作', '开始工作时间', '首次工作时间'],
  workYears: ['工作年限', '工作经验', '工作年数', '工龄', 'years of experience', 'work experience'],
  education: ['最高学历', '学历', 'highest education', 'education', 'degree'],
  company: ['目前公司', '当前公司', '现任公司', '所在公司', '目前单位', '现单位', 'current company'],
  title: ['目前职位', '当前职位', '现任职位', '目前职务', '当前职务', '现任职务', 'current position', 'current title'],
  idCard: ['身份证号码', '身份证号', '身份证', 'id card', 'id no'],
  household: ['户口所在地', '户籍所在地', '户口', '户籍', 'hukou'],
  folk: ['民族', 'ethnicity'],
  nativePlace: ['籍贯', 'native place'],
  political: ['政治面貌', 'political status'],
  marital: ['婚姻状况', '婚姻状态', '婚姻', '婚否', 'marital status'],
  expectCity: [
    '期望城市',
    '期望工作地点',
    '期望工作城市',
    '期望地点',
    '意向城市',
    '工作地点',
    '目标地点',
    '目标城市',
    '希望地点',
    'preferred location',
    'expected city',
    'desired location',
  ],
  expectPosition: [
    '期望职位',
    '期望岗位',
    '意向职位',
    '意向岗位',
    '求职岗位',
    '求职职位',
    '应聘职位',
    '应聘岗位',
    '目标职能',
    '目标职位',
    '期望从事职业',
    '期望从事职位',
    'desired position',
    'target position',
    'expected position',
  ],
  expectIndustry: ['期望行业', '意向行业', '希望行业', '目标行业', 'expected industry', 'desired industry'],
  expectSalary: [
    '期望薪资',
    '期望月薪',
    '期望年薪',
    '期望薪酬',
    '期望工资',
    '期望待遇',
    '薪资要求',
    '薪资期望',
    'expected salary',
    'desired salary',
  ],
  nowSalary: ['目前薪资', '当前薪资', '目前年薪', '目前月薪', '当前年薪', '当前月薪', '现薪资', '现年薪', 'current salary'],
  arrival: ['到岗时间', '可到岗时间', '到岗', 'availability', 'available'],
  status: ['求职状态', '目前状态', '当前状态', '在职状态', '在职情况', 'job status', 'status'],
} as const;

export type FieldKey = keyof typeof FIELD_LABELS;

/** Labels inside experience entries. */
export const ENTRY_LABELS = {
  school: ['学校名称', '毕业院校', '毕业学校', '就读学校', '院校名称', '学校', '院校', 'school'],
  major: ['专业名称', '所学专业', '专业', 'major'],
  degree: ['学历学位', '学历', '学位', 'degree'],
  company: ['公司名称', '单位名称', '工作单位', '任职公司', '企业名称', '所在公司', '所属公司', '公司', 'company', 'employer'],
  title: [
    '职位名称',
    '担任职位',
    '所任职位',
    '担任职务',
    '职位',
    '职务',
    '岗位',
    '担任角色',
    '项目角色',
    '角色',
    'title',
    'position',
    'role',
  ],
  project: ['项目名称', 'project name', 'project'],
  time: [
    '起止时间',
    '起止日期',
    '在职时间',
    '任职时间',
    '工作时间',
    '在校时间',
    '就读时间',
    '项目时间',
    '时间段',
    '时间',
    'period',
    'dates',
    'date',
    'duration',
  ],
  department: ['所在部门', '部门', 'department'],
  content: [
    '工作内容',
    '工作职责',
    '工作描述',
    '职责描述',
    '主要职责',
    '岗位职责',
    '职责范围',
    '职责',
    '工作业绩',
    '主要业绩',
    '业绩',
    '项目描述',
    '项目简介',
    '项目内容',
    '项目职责',
    '责任描述',
    '主要工作',
    '描述',
    'responsibilities',
    'description',
    'duties',
    'achievements',
  ],
  info: ['所属行业', '行业', '公司规模', '公司性质', '企业性质', '薪资', '月薪', '汇报对象', '下属人数', '离职原因', '工作地点'],
} as const;

export type EntryLabelKey = keyof typeof ENTRY_LABELS;

export const DEGREES: [RegExp, number][] = [
  [/EMBA|MBA|工商管理硕士/i, 7],
  [/博士|ph\.?d|doctor/i, 8],
  [/硕士|研究生|master/i, 6],
  [/本科|学士|bachelor/i, 5],
  [/大专|专科|高职|associate/i, 4],
  [/中专|中技|职高|技校/, 2],
  [/高中/, 3],
  [/初中/, 1],
];

export const DEGREE_WORD_RE =
  /^(?:统招|全日制|非全日制|在职|自考|成人|函授)?(?:大学)?(?:本科|学士|硕士|硕士研究生|研究生|博士|博士研究生|博士后|大专|专科|高职|中专|中技|职高|技校|高中|初中|初中及以下|MBA|EMBA|bachelor'?s?|master'?s?|ph\.?d\.?|doctor|associate)(?:学历|学位)?$/i;

export const SCHOOL_RE =
  /(大学|学院|学校|中学|高中|党校|研究生院|研究院|研究所|科学院|university|college|institute|school|academy)$|^(university|college) of /i;
export const COMPANY_RE =
  /(公司|集团|银行|研究院|研究所|事务所|医院|工作室|基金|证券|保险|合伙企业|控股|(?<!技术|研发|数据|运营|客服|财务|销售|营销|服务)中心|\binc\.?|\bltd\.?|\bllc|\bcorp\.?|\bcorporation|\bgroup|\blimited|\bgmbh|\bco\.,? ?ltd\.?)$/i;
export const DEPARTMENT_RE = /(部|事业部|事业群|部门|中心|团队|小组|组|department|dept\.?|team)$/i;
export const TITLE_RE =
  /(工程师|经理|总监|主管|专员|总裁|副总|总经理|助理|设计师|分析师|顾问|架构师|开发|运营|产品|销售|会计|出纳|财务|人事|行政|HRBP|HR|CEO|CTO|CFO|COO|VP|负责人|主任|研究员|实习生|代表|组长|测试|前端|后端|算法|律师|医生|教师|讲师|编辑|策划|文案|客服|采购|招聘|猎头|合伙人|董事|秘书|翻译|科学家|督导|店长|主编|记者|专家|主理人|leader|engineer|manager|director|developer|analyst|designer|consultant|lead|intern|specialist|architect|officer|president|scientist|accountant)/i;

/** The most common surnames (about 300, plus compound ones): names found without a label must start with one. */
export const SURNAMES = new Set(
  (
    '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤' +
    '常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邰雍辜羊阿乌母裘亓修邵蔚'
  ).split(''),
);
export const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '钟离',
  '端木',
  '独孤',
  '南宫',
  '西门',
];

/** Cities written bare in a one-line header ("张三 | 男 | 上海"): the cities resumes mostly name. */
export const CITIES = new Set(
  (
    '北京 上海 广州 深圳 杭州 南京 苏州 成都 重庆 武汉 西安 天津 长沙 郑州 青岛 济南 合肥 厦门 福州 宁波 无锡 大连 沈阳 长春 哈尔滨 ' +
    '昆明 贵阳 南宁 南昌 石家庄 太原 呼和浩特 兰州 银川 西宁 乌鲁木齐 拉萨 海口 三亚 珠海 佛山 东莞 中山 惠州 温州 嘉兴 绍兴 金华 台州 ' +
    '常州 南通 扬州 徐州 烟台 潍坊 威海 泉州 漳州 洛阳 宜昌 襄阳 株洲 岳阳 桂林 绵阳 宜宾 香港 澳门 台北'
  ).split(' '),
);
