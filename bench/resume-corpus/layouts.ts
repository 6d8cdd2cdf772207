import type { Block, Cell, Inline, Laid } from './blocks';
import { type Education, PRESENT, type Resume, STATUS_LABELS } from './people';
import type { Rng } from './prng';
import { SKILLS } from './vocabulary';

/**
 * Seven ways Chinese resumes are laid out, each modelled on a kind seen in the wild:
 *  table      — the Word "表格式简历" template: one bordered grid, section rows, column headings
 *  classic    — name on top, underlined headings, organisation left and dates right, bullets
 *  timeline   — labels padded with full-width spaces, 【】 headings, each entry led by its dates
 *  compact    — one line per entry, a "男 | 34岁 | 本科 | 上海" header, short dates (2019.7-今)
 *  bilingual  — English and Chinese headings and labels, English months, "Present"
 *  recruiter  — a job-site export: 基本信息 grid, 职位名称/所在部门 labels, durations in brackets
 *  labelled   — every field labelled ("时间：2019年7月至今"), numbered headings, oldest school first
 *  sidebar    — the modern two-column template: contacts and intention in a shaded sidebar
 * Within a layout, each resume also draws its own wording (heading and label synonyms,
 * date style, range separator, the word for "present", the name line), as real resumes
 * made from one template still differ. Each layout decides which birth information it
 * shows, which the answers record.
 */
export type LayoutName = 'table' | 'classic' | 'timeline' | 'compact' | 'bilingual' | 'recruiter' | 'labelled' | 'sidebar';
export const LAYOUTS: LayoutName[] = ['table', 'classic', 'timeline', 'compact', 'bilingual', 'recruiter', 'labelled', 'sidebar'];

/** A resume's own wording within its layout. */
export interface Wording {
  work: string;
  edu: string;
  project: string;
  self: string;
  intention: string;
  phone: string;
  email: string;
  city: string;
  birth: string;
  date: DateStyle;
  sep: string;
  present: string;
  nameLine: 'plain' | 'resumeOf' | 'withTitle';
  deptFirst: boolean;
}

export function pickWording(rng: Rng): Wording {
  const sep = rng.pick([' - ', ' – ', '-', ' — ', ' ~ ', '至']);
  const present = rng.pick(['至今', '至今', '今', '现在']);
  return {
    work: rng.pick(['工作经历', '工作经历', '工作经验', '职业经历', '工作履历']),
    edu: rng.pick(['教育经历', '教育背景', '教育背景', '学习经历']),
    project: rng.pick(['项目经历', '项目经验', '项目经验']),
    self: rng.pick(['自我评价', '自我评价', '个人评价', '自我描述', '个人优势']),
    intention: rng.pick(['求职意向', '求职意向', '期望工作', '职业意向']),
    phone: rng.pick(['手机', '电话', '联系电话', '手机号码', '联系方式']),
    email: rng.pick(['邮箱', '电子邮箱', 'E-mail', 'Email']),
    city: rng.pick(['现居住地', '现居地', '所在城市', '居住地', '现居城市']),
    birth: rng.pick(['出生年月', '出生日期', '生日']),
    date: rng.pick(['dot', 'dot', 'slash', 'dash', 'cn', 'dotShort'] as const),
    sep,
    // "2019.07至至今" is nobody's writing.
    present: sep === '至' && present === '至今' ? '今' : present,
    nameLine: rng.pick(['plain', 'plain', 'resumeOf', 'withTitle'] as const),
    deptFirst: rng.chance(0.3),
  };
}

/** What the document says about the birth date: a day, a month, or only an age. */
export type BirthShown = { kind: 'day' | 'month'; value: string } | { kind: 'age'; value: number };

export interface LaidResume extends Laid {
  birth: BirthShown;
}

type DateStyle = 'dot' | 'dotShort' | 'slash' | 'dash' | 'cn' | 'en';
const EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function fmt(month: string, style: DateStyle, present = '至今'): string {
  if (month === PRESENT) return present;
  const [y, m] = month.split('-');
  const n = Number(m);
  switch (style) {
    case 'dot':
      return `${y}.${m}`;
    case 'dotShort':
      return `${y}.${n}`;
    case 'slash':
      return `${y}/${m}`;
    case 'dash':
      return `${y}-${m}`;
    case 'cn':
      return `${y}年${n}月`;
    case 'en':
      return `${EN[n - 1]} ${y}`;
  }
}

const range = (s: string, e: string, style: DateStyle, sep: string, present = '至今') => `${fmt(s, style)}${sep}${fmt(e, style, present)}`;
const sexLabel = (r: Resume) => (r.sex === 1 ? '男' : '女');
const birthMonth = (r: Resume): BirthShown => ({ kind: 'month', value: r.birthday.slice(0, 7) });
const birthDay = (r: Resume): BirthShown => ({ kind: 'day', value: r.birthday });
const withId = (r: Resume, shown: BirthShown): BirthShown => (r.idCard ? birthDay(r) : shown);
const label = (k: string): Cell => ({ paras: [[k]], shade: true });
const val = (v: string, span?: number): Cell => ({ paras: [[v]], ...(span ? { span } : {}) });
const bold = (text: string): Inline => ({ text, bold: true });
const duration = (s: string, e: string) => {
  const [ys, ms] = s.split('-').map(Number);
  const [ye, me] = e === PRESENT ? [2026, 11] : e.split('-').map(Number);
  const months = ((ye ?? 0) - (ys ?? 0)) * 12 + ((me ?? 0) - (ms ?? 0)) + 1;
  const y = Math.floor(months / 12);
  return y > 0 ? `${y}年${months % 12 ? `${months % 12}个月` : ''}` : `${months}个月`;
};
const degreeEn: Record<number, string> = {
  3: '高中 High School',
  4: '大专 Associate',
  5: '本科 Bachelor',
  6: '硕士 Master',
  7: 'MBA',
  8: '博士 PhD',
};

function table(r: Resume, w: Wording): LaidResume {
  const base: Cell[][] = [
    [label('姓名'), val(r.name), label('性别'), val(sexLabel(r))],
    [label(w.birth), val(fmt(r.birthday.slice(0, 7), w.date)), label('民族'), val(r.folk)],
    [label(w.phone), val(r.phoneText), label(w.email), val(r.email)],
    [label(w.city), val(r.city), label('最高学历'), val(r.education.find((e) => e.degree === r.highest)?.degreeLabel ?? '')],
    [label('参加工作时间'), val(fmt(r.workStart, w.date)), label('政治面貌'), val(r.political)],
  ];
  if (r.idCard) base.push([label('身份证号'), val(r.idCard, 3)]);
  base.push([{ paras: [[w.intention]], span: 4, shade: true }]);
  base.push([label('期望职位'), val(r.expect.position), label('期望薪资'), val(r.expect.salary.text)]);
  base.push([label('期望城市'), val(r.expect.city), label('到岗时间'), val(r.expect.arrival)]);
  base.push([label('求职状态'), val(STATUS_LABELS[r.expect.status] ?? '', 3)]);
  const edu: Cell[][] = [
    [{ paras: [[w.edu]], span: 4, shade: true }],
    [label('起止时间'), label('学校名称'), label('专业'), label('学历')],
    ...r.education.map((e) => [val(range(e.start, e.end, w.date, w.sep, w.present)), val(e.school), val(e.major), val(e.degreeLabel)]),
  ];
  const work: Cell[][] = [[{ paras: [[w.work]], span: 3, shade: true }], [label('起止时间'), label('公司名称'), label('职位')]];
  for (const j of r.work) {
    work.push([val(range(j.start, j.end, w.date, w.sep, w.present)), val(j.company), val(j.title)]);
    work.push([label('工作内容'), { paras: j.duties.map((d) => [`${d}；`]), span: 2 }]);
  }
  const blocks: Block[] = [
    { t: 'title', runs: ['个人简历'], align: 'center' },
    { t: 'table', rows: base, widths: [16, 34, 16, 34], borders: true },
    { t: 'table', rows: edu, widths: [24, 32, 28, 16], borders: true },
    { t: 'table', rows: work, widths: [22, 44, 34], borders: true },
  ];
  if (r.projects.length > 0) {
    const rows: Cell[][] = [[{ paras: [[w.project]], span: 3, shade: true }], [label('起止时间'), label('项目名称'), label('担任角色')]];
    for (const p of r.projects) {
      rows.push([val(range(p.start, p.end, w.date, w.sep, w.present)), val(p.name), val(p.role)]);
      rows.push([label('项目描述'), { paras: p.lines.map((l) => [l]), span: 2 }]);
    }
    blocks.push({ t: 'table', rows, widths: [22, 44, 34], borders: true });
  }
  blocks.push({ t: 'table', rows: [[{ paras: [[w.self]], shade: true }], [val(r.selfEvaluation)]], widths: [100], borders: true });
  return { theme: { font: 'WenQuanYi Micro Hei', size: 10, accent: '#1f3b63', heading: 'plain' }, blocks, birth: withId(r, birthMonth(r)) };
}

function nameTitle(r: Resume, w: Wording): Block {
  if (w.nameLine === 'resumeOf') return { t: 'title', runs: [`${r.name}的个人简历`] };
  if (w.nameLine === 'withTitle')
    return { t: 'title', runs: [r.name, { text: `  ${r.work[0]?.title ?? ''}`, size: 12, color: '#666666' }] };
  return { t: 'title', runs: [r.name] };
}

function classic(r: Resume, w: Wording): LaidResume {
  const top = r.education.find((e) => e.degree === r.highest)?.degreeLabel ?? '';
  const dates = (s: string, e: string) => range(s, e, w.date, w.sep, w.present);
  const blocks: Block[] = [
    nameTitle(r, w),
    { t: 'p', runs: [`${sexLabel(r)} | ${fmt(r.birthday.slice(0, 7), w.date)} | ${top} | ${r.workYears}年工作经验`] },
    { t: 'p', runs: [`${w.phone}：${r.phoneText} | ${w.email}：${r.email} | ${w.city}：${r.city}`] },
    { t: 'heading', text: w.intention },
    {
      t: 'p',
      runs: [
        `期望职位：${r.expect.position}    期望城市：${r.expect.city}    期望薪资：${r.expect.salary.text}    求职状态：${STATUS_LABELS[r.expect.status]}`,
      ],
    },
    { t: 'heading', text: w.work },
  ];
  for (const j of r.work) {
    blocks.push({ t: 'split', left: [bold(j.company)], right: [dates(j.start, j.end)] });
    blocks.push({ t: 'p', runs: [w.deptFirst ? `${j.department} | ${j.title}` : `${j.title} | ${j.department}`] });
    blocks.push({ t: 'bullets', items: j.duties });
  }
  if (r.projects.length > 0) {
    blocks.push({ t: 'heading', text: w.project });
    for (const p of r.projects) {
      blocks.push({ t: 'split', left: [bold(p.name)], right: [dates(p.start, p.end)] });
      blocks.push({ t: 'p', runs: [`担任角色：${p.role}`] });
      blocks.push({ t: 'bullets', items: p.lines });
    }
  }
  blocks.push({ t: 'heading', text: w.edu });
  for (const e of r.education) {
    blocks.push({ t: 'split', left: [bold(e.school)], right: [dates(e.start, e.end)] });
    blocks.push({ t: 'p', runs: [e.major ? `${e.major} | ${e.degreeLabel}` : e.degreeLabel] });
  }
  blocks.push({ t: 'heading', text: w.self }, { t: 'p', runs: [r.selfEvaluation] });
  return { theme: { font: 'WenQuanYi Micro Hei', size: 10.5, accent: '#2458a6', heading: 'underline' }, blocks, birth: birthMonth(r) };
}

function timeline(r: Resume, w: Wording): LaidResume {
  // Two-character labels are padded to four with full-width spaces, as Word users align them.
  const pad = (l: string) => (l.length === 2 && /^[\u4e00-\u9fff]+$/.test(l) ? `${l[0]}　　${l[1]}` : l);
  const blocks: Block[] = [
    { t: 'title', runs: ['个人简历'], align: 'center' },
    { t: 'p', runs: [`姓　　名：${r.name}`] },
    { t: 'p', runs: [`性　　别：${sexLabel(r)}`] },
    { t: 'p', runs: [`${pad(w.birth)}：${fmt(r.birthday.slice(0, 7), 'cn')}${Number(r.birthday.slice(8))}日`] },
    { t: 'p', runs: [`${pad(w.phone)}：${r.phoneText}`] },
    { t: 'p', runs: [`${pad(w.email)}：${r.email}`] },
    { t: 'p', runs: [`${pad(w.city)}：${r.city}`] },
  ];
  if (r.idCard) blocks.push({ t: 'p', runs: [`身份证号：${r.idCard}`] });
  blocks.push(
    { t: 'p', runs: [`工作年限：${r.workYears}年`] },
    { t: 'heading', text: `【${w.intention}】` },
    { t: 'p', runs: [`期望职位：${r.expect.position}`] },
    { t: 'p', runs: [`期望城市：${r.expect.city}`] },
    { t: 'p', runs: [`期望薪资：${r.expect.salary.text}`] },
    { t: 'heading', text: `【${w.edu}】` },
  );
  for (const e of r.education) {
    blocks.push({ t: 'p', runs: [bold(range(e.start, e.end, 'slash', w.sep, w.present))] });
    blocks.push({ t: 'p', runs: [[e.school, e.major, e.degreeLabel].filter(Boolean).join(' · ')] });
  }
  blocks.push({ t: 'heading', text: `【${w.work}】` });
  for (const j of r.work) {
    blocks.push({ t: 'p', runs: [bold(range(j.start, j.end, 'slash', w.sep, w.present))] });
    blocks.push({ t: 'p', runs: [`${j.company} | ${j.title}`] });
    blocks.push({ t: 'p', runs: [`工作描述：${j.duties.join('；')}。`] });
  }
  if (r.projects.length > 0) {
    blocks.push({ t: 'heading', text: `【${w.project}】` });
    for (const p of r.projects) {
      blocks.push({ t: 'p', runs: [bold(range(p.start, p.end, 'slash', w.sep, w.present))] });
      blocks.push({ t: 'p', runs: [`项目名称：${p.name}`] });
      blocks.push({ t: 'p', runs: [`担任角色：${p.role}`] });
      blocks.push({ t: 'p', runs: [`项目描述：${p.lines.join('')}`] });
    }
  }
  blocks.push({ t: 'heading', text: `【${w.self}】` }, { t: 'p', runs: [r.selfEvaluation] });
  return { theme: { font: 'WenQuanYi Micro Hei', size: 10.5, accent: '#0f766e', heading: 'bar' }, blocks, birth: birthDay(r) };
}

function compact(r: Resume, w: Wording): LaidResume {
  const top = r.education.find((e) => e.degree === r.highest)?.degreeLabel ?? '';
  const contact = [r.phoneText, r.email, ...(r.idCard ? [`身份证 ${r.idCard}`] : [])].join(' | ');
  const blocks: Block[] = [
    nameTitle(r, w),
    { t: 'p', runs: [`${sexLabel(r)} | ${r.age}岁 | ${top} | ${r.city} | ${r.workYears}年经验`] },
    { t: 'p', runs: [contact] },
    {
      t: 'p',
      runs: [
        `意向岗位：${r.expect.position} | 意向城市：${r.expect.city} | 期望薪资：${r.expect.salary.text} | 求职状态：${STATUS_LABELS[r.expect.status]}`,
      ],
    },
    { t: 'heading', text: w.edu },
    ...r.education.map(
      (e): Block => ({
        t: 'p',
        runs: [[range(e.start, e.end, 'dotShort', '-'), e.school, e.major, e.degreeLabel].filter(Boolean).join(' ')],
      }),
    ),
    { t: 'heading', text: w.work },
  ];
  for (const j of r.work) {
    blocks.push({ t: 'p', runs: [bold(`${range(j.start, j.end, 'dotShort', '-', '今')} ${j.company} ${j.title}`)] });
    blocks.push({ t: 'p', runs: [`${j.duties.join('；')}。`] });
  }
  if (r.projects.length > 0) {
    blocks.push({ t: 'heading', text: w.project });
    for (const p of r.projects) {
      blocks.push({ t: 'p', runs: [bold(`${range(p.start, p.end, 'dotShort', '-', '今')} ${p.name}（${p.role}）`)] });
      blocks.push({ t: 'p', runs: [p.lines.join('')] });
    }
  }
  blocks.push({ t: 'heading', text: w.self }, { t: 'p', runs: [r.selfEvaluation] });
  return {
    theme: { font: 'WenQuanYi Micro Hei', size: 9.5, accent: '#333333', heading: 'plain' },
    blocks,
    birth: withId(r, { kind: 'age', value: r.age }),
  };
}

function bilingual(r: Resume, rng: Rng): LaidResume {
  const workHeading = rng.pick(['Work Experience 工作经历', 'Professional Experience 工作经验', '工作经历 | Work Experience']);
  const eduHeading = rng.pick(['Education 教育背景', 'Education Background 教育背景', '教育经历 | Education']);
  const info: Cell[][] = [
    [val(`姓名 Name：${r.name}`), val(`性别 Gender：${sexLabel(r)}`)],
    [val(`出生日期 Date of Birth：${r.birthday}`), val(`现居 Location：${r.city}`)],
    [val(`手机 Mobile：${r.phoneText}`), val(`邮箱 Email：${r.email}`)],
  ];
  if (r.idCard) info.push([val(`身份证 ID No.：${r.idCard}`, 2)]);
  const blocks: Block[] = [
    { t: 'title', runs: [`${r.name} ${r.pinyin}`] },
    { t: 'heading', text: 'Personal Information 个人信息' },
    { t: 'table', rows: info, widths: [50, 50], borders: false },
    { t: 'heading', text: 'Job Intention 求职意向' },
    { t: 'p', runs: [`期望职位 Position：${r.expect.position}`] },
    { t: 'p', runs: [`期望城市 City：${r.expect.city} | 期望薪资 Salary：${r.expect.salary.text}`] },
    { t: 'heading', text: workHeading },
  ];
  for (const j of r.work) {
    blocks.push({ t: 'p', runs: [bold(`${j.company} — ${j.title}`)] });
    blocks.push({ t: 'p', runs: [range(j.start, j.end, 'en', ' – ', 'Present')] });
    blocks.push({ t: 'bullets', items: j.duties });
  }
  blocks.push({ t: 'heading', text: eduHeading });
  for (const e of r.education) {
    blocks.push({ t: 'p', runs: [bold([e.school, e.major, degreeEn[e.degree]].filter(Boolean).join(' — '))] });
    blocks.push({ t: 'p', runs: [range(e.start, e.end, 'en', ' – ', 'Present')] });
  }
  if (r.projects.length > 0) {
    blocks.push({ t: 'heading', text: 'Projects 项目经历' });
    for (const p of r.projects) {
      blocks.push({ t: 'p', runs: [bold(`${p.name} | ${p.role}`)] });
      blocks.push({ t: 'p', runs: [range(p.start, p.end, 'en', ' – ', 'Present')] });
      blocks.push({ t: 'bullets', items: p.lines });
    }
  }
  blocks.push({ t: 'heading', text: 'Self Assessment 自我评价' }, { t: 'p', runs: [r.selfEvaluation] });
  return { theme: { font: 'WenQuanYi Micro Hei', size: 10, accent: '#8b1e3f', heading: 'shaded' }, blocks, birth: birthDay(r) };
}

function recruiter(r: Resume, showBirth: boolean): LaidResume {
  const current = r.work[0];
  const top = r.education.find((e) => e.degree === r.highest)?.degreeLabel ?? '';
  const age = showBirth ? `${r.age}岁（${fmt(r.birthday.slice(0, 7), 'cn')}）` : `${r.age}岁`;
  const status = { 1: '离职，随时到岗', 2: '在职，月内到岗', 3: '在职，看看新机会', 4: '在职，暂不考虑' }[r.expect.status] ?? '';
  const blocks: Block[] = [
    {
      t: 'p',
      runs: [
        {
          text: `简历编号：${String(20_000_000 + Number(r.id.slice(1)) * 7919)} | 更新时间：2026-10-${String((Number(r.id.slice(1)) % 28) + 1).padStart(2, '0')}`,
          size: 8,
          color: '#888888',
        },
      ],
    },
    { t: 'title', runs: [r.name] },
    { t: 'p', runs: [current ? `${current.title} | ${current.company}` : ''] },
    { t: 'heading', text: '基本信息' },
    {
      t: 'table',
      rows: [
        [val(`性别：${sexLabel(r)}`), val(`年龄：${age}`), val(`婚姻状况：${r.marital}`)],
        [val(`学历：${top}`), val(`工作年限：${r.workYears}年`), val(`现居住地：${r.city}`)],
        [val(`户口所在地：${r.household}`), val(`政治面貌：${r.political}`), val('')],
      ],
      widths: [33, 34, 33],
      borders: false,
    },
    { t: 'heading', text: '联系方式' },
    { t: 'p', runs: [`手机：${r.phoneText}　　邮箱：${r.email}`] },
    { t: 'heading', text: '求职意向' },
    {
      t: 'table',
      rows: [
        [val(`期望职位：${r.expect.position}`), val(`期望地点：${r.expect.city}`)],
        [val(`期望月薪：${r.expect.salary.text}`), val(`目前状态：${status}`)],
      ],
      widths: [50, 50],
      borders: false,
    },
    { t: 'heading', text: '工作经历' },
  ];
  for (const j of r.work) {
    blocks.push({ t: 'split', left: [bold(j.company)], right: [`${range(j.start, j.end, 'dot', '-')}（${duration(j.start, j.end)}）`] });
    blocks.push({ t: 'p', runs: [`职位名称：${j.title} | 所在部门：${j.department}`] });
    blocks.push({ t: 'p', runs: [`所属行业：${j.industry}`] });
    blocks.push({ t: 'p', runs: [`工作职责：${j.duties.join('；')}。`] });
  }
  if (r.projects.length > 0) {
    blocks.push({ t: 'heading', text: '项目经历' });
    for (const p of r.projects) {
      blocks.push({ t: 'split', left: [bold(p.name)], right: [range(p.start, p.end, 'dot', '-')] });
      blocks.push({ t: 'p', runs: [`担任角色：${p.role}`] });
      blocks.push({ t: 'p', runs: [`项目描述：${p.lines.join('')}`] });
    }
  }
  blocks.push({ t: 'heading', text: '教育经历' });
  for (const e of r.education) {
    blocks.push({ t: 'split', left: [bold(e.school)], right: [range(e.start, e.end, 'dot', '-')] });
    blocks.push({ t: 'p', runs: [[e.major ? `专业：${e.major}` : '', `学历：${e.degreeLabel}`].filter(Boolean).join(' | ')] });
  }
  blocks.push({ t: 'heading', text: '自我评价' }, { t: 'p', runs: [r.selfEvaluation] });
  return {
    theme: { font: 'WenQuanYi Micro Hei', size: 10, accent: '#ff6600', heading: 'bar' },
    blocks,
    birth: showBirth ? birthMonth(r) : { kind: 'age', value: r.age },
  };
}

function labelled(r: Resume, w: Wording): LaidResume {
  const gap = '　　　　';
  const blocks: Block[] = [
    { t: 'title', runs: ['求职简历'], align: 'center' },
    { t: 'p', runs: [`姓名：${r.name}${gap}性别：${sexLabel(r)}`] },
    { t: 'p', runs: [`${w.birth}：${fmt(r.birthday.slice(0, 7), 'cn')}${gap}民族：${r.folk}`] },
    { t: 'p', runs: [`${w.phone}：${r.phoneText}${gap}${w.email}：${r.email}`] },
    { t: 'p', runs: [`${w.city}：${r.city}${gap}婚姻状况：${r.marital}`] },
  ];
  if (r.idCard) blocks.push({ t: 'p', runs: [`身份证号：${r.idCard}`] });
  blocks.push(
    { t: 'heading', text: `一、${w.intention}` },
    { t: 'p', runs: [`期望职位：${r.expect.position}`] },
    { t: 'p', runs: [`期望城市：${r.expect.city}`] },
    { t: 'p', runs: [`期望薪资：${r.expect.salary.text}`] },
    { t: 'p', runs: [`到岗时间：${r.expect.arrival}`] },
    { t: 'heading', text: `二、${w.edu}` },
  );
  // Oldest school first, as many Word templates do.
  for (const e of [...r.education].reverse() as Education[]) {
    blocks.push({ t: 'p', runs: [`时间：${range(e.start, e.end, 'cn', '至')}`] });
    blocks.push({ t: 'p', runs: [`学校：${e.school}`] });
    if (e.major) blocks.push({ t: 'p', runs: [`专业：${e.major}`] });
    blocks.push({ t: 'p', runs: [`学历：${e.degreeLabel}`] });
  }
  blocks.push({ t: 'heading', text: `三、${w.work}` });
  for (const j of r.work) {
    blocks.push({ t: 'p', runs: [`时间：${range(j.start, j.end, 'cn', '至', '今')}`] });
    blocks.push({ t: 'p', runs: [`工作单位：${j.company}`] });
    blocks.push({ t: 'p', runs: [`职务：${j.title}`] });
    blocks.push({ t: 'p', runs: [`工作内容：${j.duties.join('；')}。`] });
  }
  if (r.projects.length > 0) {
    blocks.push({ t: 'heading', text: `四、${w.project}` });
    for (const p of r.projects) {
      blocks.push({ t: 'p', runs: [`项目名称：${p.name}`] });
      blocks.push({ t: 'p', runs: [`项目时间：${range(p.start, p.end, 'cn', '至', '今')}`] });
      blocks.push({ t: 'p', runs: [`项目角色：${p.role}`] });
      blocks.push({ t: 'p', runs: [`项目描述：${p.lines.join('')}`] });
    }
  }
  blocks.push({ t: 'heading', text: `${r.projects.length > 0 ? '五' : '四'}、${w.self}` }, { t: 'p', runs: [r.selfEvaluation] });
  return { theme: { font: 'WenQuanYi Micro Hei', size: 11, accent: '#000000', heading: 'plain' }, blocks, birth: withId(r, birthMonth(r)) };
}

function sidebar(r: Resume, w: Wording, rng: Rng): LaidResume {
  const top = r.education.find((e) => e.degree === r.highest)?.degreeLabel ?? '';
  const dates = (s: string, e: string) => range(s, e, w.date, w.sep, w.present);
  const small = (text: string): Block => ({ t: 'p', runs: [{ text, size: 9 }] });
  // Contacts sit under icons in such templates: the values alone, no labels.
  const left: Block[] = [
    { t: 'title', runs: [r.name] },
    small(r.expect.position),
    { t: 'heading', text: '个人信息' },
    small(`性别：${sexLabel(r)}`),
    small(`${w.birth}：${fmt(r.birthday.slice(0, 7), w.date)}`),
    small(`学历：${top}`),
    small(`工作年限：${r.workYears}年`),
    small(`${w.city}：${r.city}`),
    small(r.phoneText),
    small(r.email),
    { t: 'heading', text: w.intention },
    small(`期望城市：${r.expect.city}`),
    small(`期望薪资：${r.expect.salary.text}`),
    small(`求职状态：${STATUS_LABELS[r.expect.status]}`),
    { t: 'heading', text: '专业技能' },
    ...rng.sample(SKILLS[r.track], 2).map((k) => small(k)),
  ];
  const right: Block[] = [{ t: 'heading', text: w.work }];
  for (const j of r.work) {
    right.push({ t: 'split', left: [bold(j.company)], right: [dates(j.start, j.end)] });
    right.push({ t: 'p', runs: [w.deptFirst ? `${j.department} · ${j.title}` : j.title] });
    right.push({ t: 'bullets', items: j.duties });
  }
  if (r.projects.length > 0) {
    right.push({ t: 'heading', text: w.project });
    for (const p of r.projects) {
      right.push({ t: 'split', left: [bold(p.name)], right: [dates(p.start, p.end)] });
      right.push({ t: 'p', runs: [`角色：${p.role}`] });
      right.push({ t: 'bullets', items: p.lines });
    }
  }
  right.push({ t: 'heading', text: w.edu });
  for (const e of r.education) {
    right.push({ t: 'split', left: [bold(e.school)], right: [dates(e.start, e.end)] });
    right.push({ t: 'p', runs: [e.major ? `${e.major} / ${e.degreeLabel}` : e.degreeLabel] });
  }
  right.push({ t: 'heading', text: w.self }, { t: 'p', runs: [r.selfEvaluation] });
  return {
    theme: { font: 'WenQuanYi Micro Hei', size: 10, accent: '#34495e', heading: 'underline' },
    blocks: [{ t: 'columns', left, right, leftWidth: 34 }],
    birth: birthMonth(r),
  };
}

/** `rng` draws the resume's wording; it is separate from the resume's own draws. */
export function layOut(r: Resume, layout: LayoutName, variant: number, rng: Rng): LaidResume {
  const w = pickWording(rng);
  switch (layout) {
    case 'table':
      return table(r, w);
    case 'classic':
      return classic(r, w);
    case 'timeline':
      return timeline(r, w);
    case 'compact':
      return compact(r, w);
    case 'bilingual':
      return bilingual(r, rng);
    case 'recruiter':
      return recruiter(r, variant % 2 === 0);
    case 'labelled':
      return labelled(r, w);
    case 'sidebar':
      return sidebar(r, w, rng);
  }
}
