/**
 * The words Chinese resumes are written with: job titles, the roles written after a project's name,
 * surnames and the cities a header names bare. Section headings are in section-headings.ts, field
 * and entry labels in field-labels.ts. Kept apart from the parsing code so a missed word is a
 * one-line fix.
 */
// Degrees, schools, employers and departments are gazetteers of their own.
export { DEGREE_WORD_RE } from './gazetteer-degrees';
export { COMPANY_RE, DEPARTMENT_RE, SCHOOL_RE } from './gazetteer-organisations';

export const TITLE_RE =
  /(工程师|经理|总监|主管|专员|总裁|副总|总经理|助理|设计师|分析师|顾问|架构师|开发|运营|产品|销售|会计|出纳|财务|人事|行政|HRBP|HR|CEO|CTO|CFO|COO|VP|负责人|主任|研究员|实习生|代表|组长|测试|前端|后端|算法|律师|医生|医师|药师|护师|技师|护士|护士长|教授|法官|检察官|审计师|精算师|规划师|建筑师|咨询师|培训师|处长|科长|局长|厅长|科员|院长|书记|技术员|教师|讲师|编辑|策划|文案|客服|采购|招聘|猎头|合伙人|董事|秘书|翻译|科学家|督导|店长|场长|厂长|站长|队长|班长|服务员|工艺员|检验员|操作员|业务员|质检员|调度员|化验员|主编|记者|专家|主理人|leader|engineer|manager|director|developer|analyst|designer|consultant|lead|intern|specialist|architect|officer|president|scientist|accountant|associate|executive|partner|researcher|coordinator|representative|administrator|advisor|adviser)/i;

/**
 * A person's role in a project, written after the project's name ("设备点检TPM体系导入 骨干成员",
 * "电驱三合一产品量产 项目总指挥"): 成员 and its kinds, 负责人 of any part, 主持人, 总指挥, 项目经理, 组长,
 * 参与者, 技术/执行/现场负责人, 牵头人. The role is never part of the name.
 */
export const PROJECT_ROLE_RE =
  /^(?:项目|课题|子课题|现场|技术|业务|执行|总|主要|副)?(?:核心|骨干|主要|普通|项目)?(?:成员|组员|负责人|主持人|总指挥|指挥|经理|组长|副组长|参与者|参与人|参与|牵头人|主导|主导者|带头人|协调人|联系人|执行人|主要完成人|完成人|顾问|专家)$/;

/** The most common surnames (about 300, plus compound ones): names found without a label must start with one. */
export const SURNAMES = new Set(
  (
    '王李张刘陈赖萧洪杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤' +
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
