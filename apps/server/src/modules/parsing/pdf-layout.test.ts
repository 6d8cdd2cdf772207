import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from './extract-text';
import type { Box } from './layout-regions';
import { type LayoutRun, layoutPage } from './pdf-layout';
import { PdfFile } from './pdf-objects';
import { fastPdfText, pdfJsText } from './pdf-text';
import { textDigest } from './reader-guard';
import { parseResumeText } from './resume-parser';

/** A run of text: a CJK character one em wide, any other half of one. */
const run = (str: string, x: number, y: number, size = 10, extra: Partial<LayoutRun> = {}): LayoutRun => ({
  str,
  x,
  y,
  width: [...str].reduce((w, c) => w + (/[\u2E80-\uFFEF]/.test(c) ? size : size * 0.55), 0),
  size,
  ...extra,
});
/** Lines top to bottom from `top`, `pitch` apart, all at `x`. */
const column = (lines: string[], x: number, top: number, pitch: number, size = 10) => lines.map((s, i) => run(s, x, top - i * pitch, size));
const text = (runs: LayoutRun[], boxes: Box[] = []) => layoutPage({ runs, boxes }).map((l) => l.text);
/** The lines without the blank lines between regions. */
const lines = (runs: LayoutRun[], boxes: Box[] = []) => text(runs, boxes).filter((l) => l !== '');

const SIDEBAR = ['联系方式', '电话：13867124450', '邮箱：zhao@example.com', '专业技能', 'Java、Go', 'Kafka、Redis'];
const MAIN = [
  '工作经历',
  '杭州蓝鲸数据科技有限公司 技术经理',
  '负责数据平台的架构与团队管理。',
  '主导实时计算链路的重构上线。',
  '阿里巴巴（中国）有限公司 高级工程师',
  '负责交易链路的稳定性建设。',
  '教育经历',
  '浙江工业大学 软件工程 本科',
];

describe('regions of a page', () => {
  it('reads a sidebar whole, then the main column, when their lines share every baseline', () => {
    const got = lines([...column(SIDEBAR, 40, 760, 16), ...column(MAIN, 200, 760, 16)]);
    expect(got).toEqual([...SIDEBAR, ...MAIN]);
  });

  it('reads a sidebar set at another line pitch whole', () => {
    const side = ['电话：13867124450', '邮箱：zhao@example.com', '城市：杭州', 'Java、Go', 'Kafka、Redis', '英语 CET-6'];
    const got = lines([...column(side, 40, 760, 13), ...column(MAIN, 200, 758, 17)]);
    expect(got).toEqual([...side, ...MAIN]);
  });

  it('reads a full-width header first, then two columns, and a sidebar shorter than the main column before it', () => {
    const header = [run('赵明轩', 40, 800, 20), run('男 | 1991年6月 | 本科 | 9年工作经验 | 现居：杭州 | 电话：13867124450', 40, 775)];
    const side = SIDEBAR.slice(0, 3);
    const got = lines([...header, ...column(side, 40, 740, 16), ...column(MAIN, 200, 740, 16)]);
    expect(got).toEqual(['赵明轩', '男 | 1991年6月 | 本科 | 9年工作经验 | 现居：杭州 | 电话：13867124450', ...side, ...MAIN]);
  });

  it('keeps a right-aligned date strip with its duration on the row of its entry', () => {
    const runs = [
      run('工作经历', 40, 760, 13),
      run('上海蔚来汽车有限公司 · 高级产品经理', 40, 740),
      run('2019.03 - 2021.06（2年3个月）', 420, 740, 10, { width: 140 }),
      run('负责车机系统的产品规划与版本管理。', 40, 725),
      run('主导语音助手从零到一上线。', 40, 710),
      run('携程计算机技术（上海）有限公司 · 产品经理', 40, 690),
      run('2015.07 - 2019.02（3年7个月）', 420, 690, 10, { width: 140 }),
      run('负责机票搜索与推荐产品。', 40, 675),
      run('上海拉扎斯信息科技有限公司 · 产品专员', 40, 655),
      run('2014.07 - 2015.06（1年）', 450, 655, 10, { width: 110 }),
    ];
    expect(lines(runs)).toEqual([
      '工作经历',
      '上海蔚来汽车有限公司 · 高级产品经理 2019.03 - 2021.06（2年3个月）',
      '负责车机系统的产品规划与版本管理。',
      '主导语音助手从零到一上线。',
      '携程计算机技术（上海）有限公司 · 产品经理 2015.07 - 2019.02（3年7个月）',
      '负责机票搜索与推荐产品。',
      '上海拉扎斯信息科技有限公司 · 产品专员 2014.07 - 2015.06（1年）',
    ]);
  });

  it('keeps a timeline of dates on the left with the entries they date', () => {
    const dates = ['2019.03 - 2021.06', '2016.07 - 2019.02', '2012.09 - 2016.06'].map((d, i) =>
      run(d, 40, 740 - i * 40, 10, { width: 85 }),
    );
    const entries = ['阿里巴巴 高级工程师', '有赞 Java工程师', '浙江工业大学 软件工程 本科'].map((e, i) => run(e, 160, 740 - i * 40));
    const notes = ['负责交易链路。', '负责订单系统。'].map((e, i) => run(e, 160, 725 - i * 40));
    expect(lines([...dates, ...entries, ...notes])).toEqual([
      '2019.03 - 2021.06 阿里巴巴 高级工程师',
      '负责交易链路。',
      '2016.07 - 2019.02 有赞 Java工程师',
      '负责订单系统。',
      '2012.09 - 2016.06 浙江工业大学 软件工程 本科',
    ]);
  });

  it('reads a gutter of dates, start set above end, as one range on the entry’s first row', () => {
    const bold = { bold: true };
    // Right-aligned in a 110 pt gutter at its own line pitch (15 pt), beside a main column at 16 pt.
    const gutter = [run('2020.08', 71.5, 740), run('至今', 90, 725), run('2013.03', 71.5, 680), run('2020.07', 71.5, 665)];
    const main = [
      run('工作经历', 40, 765, 13, bold),
      run('无锡锡商银行股份有限公司', 140, 740, 10, bold),
      run('内审部总经理', 140, 724),
      run('负责全行内部审计。', 140, 708),
      run('江苏德衡会计师事务所', 140, 680, 10, bold),
      run('审计经理', 140, 664),
      run('负责年报审计。', 140, 648),
    ];
    expect(lines([...gutter, ...main])).toEqual([
      '工作经历',
      '2020.08 - 至今 无锡锡商银行股份有限公司',
      '内审部总经理',
      '负责全行内部审计。',
      '2013.03 - 2020.07 江苏德衡会计师事务所',
      '审计经理',
      '负责年报审计。',
    ]);
  });

  it('reads the halves of a range set on two lines, with the dash on either, as one range', () => {
    const runs = [
      run('2019.03 -', 40, 740),
      run('北京字节跳动科技有限公司', 140, 740),
      run('2021.06', 40, 726),
      run('高级工程师', 140, 724),
      run('2016.07', 40, 690),
      run('有赞科技', 140, 690),
      run('– 至今', 40, 676),
      run('Java工程师', 140, 674),
    ];
    expect(lines(runs)).toEqual(['2019.03 - 2021.06 北京字节跳动科技有限公司', '高级工程师', '2016.07 – 至今 有赞科技', 'Java工程师']);
  });

  it('keeps single dates stacked latest first apart: each dates its own one-line entry', () => {
    const runs = [
      run('2021.06', 40, 740),
      run('浙江大学 软件工程 硕士', 140, 740),
      run('2018.06', 40, 725),
      run('浙江工业大学 软件工程 本科', 140, 725),
    ];
    expect(lines(runs)).toEqual(['2021.06 浙江大学 软件工程 硕士', '2018.06 浙江工业大学 软件工程 本科']);
  });

  it('reads a table row by row when the cells beside the dates are bold (a company in bold beside its dates)', () => {
    const bold = { bold: true };
    const runs = [
      run('基本信息', 40, 770, 10, bold),
      run('男，出生日期：1979-04', 150, 770),
      run('所在地', 40, 755),
      run('甘肃兰州', 150, 755),
      run('工作经历', 40, 740, 10, bold),
      run('2016-05 ~ 至今', 40, 722, 10, { width: 67 }),
      run('甘肃陇电新能源装备有限公司', 150, 722, 10, bold),
      run('制造中心 · 生产总监', 150, 710),
      run('负责两条产线。', 150, 698),
      run('2010-03 ~ 2016-04', 40, 680, 10, { width: 83 }),
      run('兰州西电开关有限公司', 150, 680, 10, bold),
      run('装配车间 · 车间主任', 150, 668),
      run('负责开关柜装配。', 150, 656),
      run('2002-07 ~ 2004-12', 40, 638, 10, { width: 83 }),
      run('白银有色电力安装有限公司', 150, 638, 10, bold),
      run('电工', 150, 626),
      run('教育经历', 40, 608, 10, bold),
      run('2003-09 ~ 2006-07', 40, 590, 10, { width: 83 }),
      run('兰州理工大学 电气工程及其自动化 本科', 150, 590),
    ];
    expect(lines(runs)).toEqual([
      '基本信息 男，出生日期：1979-04',
      '所在地 甘肃兰州',
      '工作经历',
      '2016-05 ~ 至今 甘肃陇电新能源装备有限公司',
      '制造中心 · 生产总监',
      '负责两条产线。',
      '2010-03 ~ 2016-04 兰州西电开关有限公司',
      '装配车间 · 车间主任',
      '负责开关柜装配。',
      '2002-07 ~ 2004-12 白银有色电力安装有限公司',
      '电工',
      '教育经历',
      '2003-09 ~ 2006-07 兰州理工大学 电气工程及其自动化 本科',
    ]);
  });

  it('reads each frame of a poster whole when two frames stand side by side, a few points apart', () => {
    const left = [
      '教育经历',
      '2017.09 - 2020.06 四川大学 新闻传播学 硕士',
      '2013.09 - 2017.06 西南财经大学 广告学 本科',
      '新媒体运营、数据分析',
    ];
    const right = [
      '工作经历',
      '2022.03 - 至今 成都光合文化传媒 内容总监',
      '负责品牌内容策略与团队管理。',
      '2020.07 - 2022.02 四川日报 编辑',
    ];
    const frames: Box[] = [
      { x0: 30, y0: 600, x1: 420, y1: 780 },
      { x0: 421.5, y0: 600, x1: 800, y1: 780 },
    ];
    // The left panel's lines run right up to its edge, 4 pt from the right panel's: only the frames tell the two apart.
    const runs = [...column(left, 36, 760, 17).map((r) => ({ ...r, width: 383 })), ...column(right, 423, 760, 17)];
    expect(lines(runs, frames)).toEqual([...left, ...right]);
    expect(lines(runs)).not.toEqual([...left, ...right]);
  });

  it('never splits a single column at an indented block', () => {
    const runs = [
      run('工作经历', 40, 760),
      run('2019.03 - 至今 阿里巴巴 高级工程师 负责交易链路的稳定性建设', 40, 744),
      ...column(['• 设计全链路压测方案', '• 主导容量规划', '• 建立故障演练机制'], 70, 728, 16),
      run('2016.07 - 2019.02 有赞 Java工程师 参与电商订单系统开发', 40, 680),
      ...column(['• 负责订单拆分', '• 优化库存扣减'], 70, 664, 16),
    ];
    const got = text(runs);
    expect(got).not.toContain('');
    expect(got.map((l) => l.replace(/^• /, ''))).toEqual([
      '工作经历',
      '2019.03 - 至今 阿里巴巴 高级工程师 负责交易链路的稳定性建设',
      '设计全链路压测方案',
      '主导容量规划',
      '建立故障演练机制',
      '2016.07 - 2019.02 有赞 Java工程师 参与电商订单系统开发',
      '负责订单拆分',
      '优化库存扣减',
    ]);
  });

  it('reads a form table row by row: a label beside its value is one line', () => {
    const rows = [
      ['姓名', '杨帆', '性别', '男'],
      ['学历', '大专', '现居地', '东莞'],
      ['手机', '13829001122', '邮箱', 'yangfan@example.com'],
    ];
    const runs = rows.flatMap((r, i) =>
      r.map((cell, k) => run(cell, 40 + k * 120, 760 - i * 20, 10, { width: Math.min(110, cell.length * 10) })),
    );
    expect(lines(runs)).toEqual(['姓名 杨帆 性别 男', '学历 大专 现居地 东莞', '手机 13829001122 邮箱 yangfan@example.com']);
  });

  it('reads a header’s facts at the right with the header, not after the page', () => {
    const BODY = [
      '工作经历',
      '上海蔚来汽车有限公司 高级产品经理',
      '负责车机系统的产品规划。',
      '主导语音助手上线。',
      '携程 产品经理',
      '负责机票搜索。',
      '教育经历',
      '复旦大学 工商管理 硕士',
      '华东师范大学 信息管理 本科',
    ];
    const runs = [
      run('钱思雨', 40, 790, 22),
      run('求职意向：产品总监', 40, 766),
      ...column(['女 · 34岁', '硕士 · 现居上海', '139 1820 3377', 'qiansy@example.net'], 470, 800, 14).map((r) => ({ ...r, width: 90 })),
      ...column(BODY, 40, 730, 16),
    ];
    const got = lines(runs);
    expect(got.slice(0, 2)).toEqual(['钱思雨', '求职意向：产品总监']);
    expect(got.indexOf('qiansy@example.net')).toBeLessThan(got.indexOf('工作经历'));
    expect(got.slice(-BODY.length)).toEqual(BODY);
  });
});

describe('text that flows from one column into the next', () => {
  // A Writer section or CSS columns: the left column's dates share baselines with the right column's lines by chance.
  const left = [
    ['工作经历', 13],
    ['2018.05 - 至今', 9],
    ['沈阳北方电驱科技有限公司', 10],
    ['研发总监', 10],
    ['负责高压变频器产品线研发，团队35人。', 10],
    ['2012.08 - 2018.04', 9],
    ['辽宁新锐电气有限公司', 10],
    ['高级工程师', 10],
    ['项目经历', 13],
    ['2019.03 - 2021.06', 9],
    ['10kV高压变频器平台', 10],
  ] as const;
  const right = [
    ['2014.01 - 2015.09', 9],
    ['矿用防爆变频器', 10],
    ['职责：硬件负责人', 10],
    ['教育经历', 13],
    ['2013.09 - 2018.06', 9],
    ['东北大学', 10],
    ['电气工程 博士', 10],
    ['专业技能', 13],
    ['电力电子、DSP', 10],
    ['Altium Designer', 10],
  ] as const;
  const header = [run('高明远', 250, 800, 22), run('男 · 42岁 · 博士 · 手机 13940285521 · 邮箱 gaomy@example.org', 150, 775)];
  const flow = (lines: readonly (readonly [string, number])[], x: number) => lines.map(([s, size], i) => run(s, x, 740 - i * 15, size));

  it('reads the left column to its foot, then the right one, each date with its own column', () => {
    const got = lines([...header, ...flow(left, 40), ...flow(right, 310)]);
    expect(got).toEqual([header[0]?.str, header[1]?.str, ...left.map(([s]) => s), ...right.map(([s]) => s)]);
  });

  it('reads a heading left at the foot of the left column before the top of the right one', () => {
    const got = lines([...header, ...flow([...left, ['教育经历', 13]], 40), ...flow(right.slice(4), 310)]);
    expect(got.slice(-7)).toEqual([
      '教育经历',
      '2013.09 - 2018.06',
      '东北大学',
      '电气工程 博士',
      '专业技能',
      '电力电子、DSP',
      'Altium Designer',
    ]);
  });
});

describe('headings by look', () => {
  const body = column(['负责数据平台的架构。', '主导实时计算链路的重构上线。', '负责交易链路的稳定性建设。'], 40, 700, 15);

  it('puts a larger or bold short line on a line of its own after a blank line, without its icon glyph', () => {
    const got = text([run('张三', 40, 780, 10), run('\ue60a 作品集', 40, 730, 14), run('个人作品', 40, 715, 10, { bold: true }), ...body]);
    expect(got).toEqual(['张三', '', '作品集', '', '个人作品', ...body.map((r) => r.str)]);
  });

  it('reads a line with a rule drawn under it as a heading, but not a table cell with rules above and below', () => {
    const underline: Box = { x0: 40, y0: 735, x1: 540, y1: 736 };
    expect(layoutPage({ runs: [run('项目与成果', 40, 740), ...body], boxes: [underline] })[0]).toEqual({
      text: '项目与成果',
      heading: true,
    });
    const cell: Box[] = [underline, { x0: 40, y0: 752, x1: 540, y1: 753 }];
    expect(layoutPage({ runs: [run('项目与成果', 40, 740), ...body], boxes: cell })[0]).toEqual({ text: '项目与成果', heading: false });
  });

  it('keeps a letter-spaced title one line', () => {
    const title = ['个', '人', '简', '历'].map((c, i) => run(c, 250 + i * 25, 800, 16));
    expect(lines([...title, ...body])[0]).toBe('个 人 简 历');
  });
});

describe('Chromium PDFs of hand-written layouts (fixtures/layout, made by make-pdfs.ts)', () => {
  const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures/layout', name));
  const parse = async (name: string) => {
    const { text } = await extractResumeText('pdf', fixture(name), name);
    return { text, resume: parseResumeText(text, { today: new Date('2025-06-15') }) };
  };

  it.each(['sidebar-same-pitch.pdf', 'right-date-strips.pdf', 'poster-frames.pdf', 'flowing-columns.pdf'])(
    '%s: our reader and pdf.js lay it out alike',
    async (name) => {
      const buffer = fixture(name);
      expect(new PdfFile(buffer).producer()).toMatch(/^Skia\/PDF/);
      const ours = fastPdfText(new Uint8Array(buffer));
      if (!ours || !('text' in ours)) throw new Error('our reader declined');
      expect(textDigest(ours.text)).toBe(textDigest((await pdfJsText(new Uint8Array(buffer))).text));
    },
    60_000,
  );

  it('a sidebar in the main column’s line pitch: the sidebar is not glued to the job lines', async () => {
    const { text, resume } = await parse('sidebar-same-pitch.pdf');
    expect(text).not.toMatch(/技术经理.*(?:电话|邮箱|技能)|(?:电话|邮箱|技能).*技术经理/);
    expect(resume.commonResume).toMatchObject({ name: '赵明轩', phone: '13867124450', email: 'zhaomx@example.com' });
    expect(resume.commonWorkExperienceList.map((w) => [w.companyName, w.startDate, w.endDate])).toEqual([
      ['杭州蓝鲸数据科技有限公司', '2021-07', '至今'],
      ['阿里巴巴（中国）有限公司', '2019-03', '2021-06'],
      ['杭州有赞科技有限公司', '2016-07', '2019-02'],
    ]);
    expect(resume.commonEducationExperienceList.map((e) => e.schoolName)).toEqual(['浙江工业大学']);
  });

  it('right-aligned dates with a duration: each job keeps its dates', async () => {
    const { resume } = await parse('right-date-strips.pdf');
    expect(resume.commonWorkExperienceList.map((w) => [w.startDate, w.endDate])).toEqual([
      ['2019-03', '2021-06'],
      ['2015-07', '2019-02'],
      ['2014-07', '2015-06'],
    ]);
    expect(resume.commonEducationExperienceList.map((e) => [e.schoolName, e.startDate])).toEqual([
      ['复旦大学', '2012-09'],
      ['华东师范大学', '2008-09'],
    ]);
    expect(resume.commonResume).toMatchObject({ name: '钱思雨', phone: '13918203377', email: 'qiansy@example.net' });
  });

  it('newspaper columns: an entry split across the columns, a heading left at the foot of the first', async () => {
    const { resume } = await parse('flowing-columns.pdf');
    expect(resume.commonWorkExperienceList.map((w) => [w.companyName, w.positionName, w.startDate, w.endDate])).toEqual([
      ['沈阳北方电驱科技有限公司', '研发总监', '2018-05', '至今'],
      ['辽宁新锐电气有限公司', '高级工程师', '2012-08', '2018-04'],
      ['沈阳华强变频技术有限公司', '研发工程师', '2009-04', '2012-07'],
    ]);
    expect(resume.commonProjectExperiencesList.map((p) => [p.projectName, p.startDate])).toEqual([
      ['10kV高压变频器平台', '2019-03'],
      ['矿用防爆变频器', '2014-01'],
    ]);
    expect(resume.commonEducationExperienceList.map((e) => [e.schoolName, e.startDate])).toEqual([
      ['东北大学', '2013-09'],
      ['东北大学', '2006-09'],
    ]);
  });

  it('a poster of two framed panels side by side: each panel read whole', async () => {
    const { text, resume } = await parse('poster-frames.pdf');
    expect(text).not.toMatch(/硕士.+至今|本科.+负责/);
    expect(resume.commonEducationExperienceList.map((e) => e.schoolName)).toEqual(['四川大学', '西南财经大学']);
    expect(resume.commonWorkExperienceList.map((w) => [w.companyName, w.startDate])).toEqual([
      ['成都光合文化传媒有限公司', '2022-03'],
      ['四川日报报业集团', '2020-07'],
    ]);
  });
});
