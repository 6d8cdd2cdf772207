import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { DOCX_PARTS, gbk, rawZip, resumeDocx, textPdf } from '../../test/fixtures/resume-files';
import { extractResumeText } from './extract-text';
import { inspectResumeFile } from './file-check';
import { htmlToText } from './html-text';
import { linesOf } from './pdf-text';
import { parseResumeText } from './resume-parser';

async function message(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
  throw new Error('accepted');
}

describe('extractResumeText', () => {
  it('reads a text PDF line by line, in reading order', async () => {
    const { text } = await extractResumeText('pdf', textPdf(['李娜', '手机：139 1234 5678', '2019.07 - 至今 网易 产品经理']), 'a.pdf');
    expect(text.split('\n')).toEqual(['李娜', '手机:139 1234 5678', '2019.07 - 至今 网易 产品经理']);
  });

  it('reads a DOCX with its table rows on one line each', async () => {
    const docx = await resumeDocx({
      table: [
        ['姓名', '王强', '性别', '男'],
        ['手机', '13700001111', '邮箱', 'wq@example.com'],
      ],
      sections: [['工作经历', ['2018.03-至今 美团 高级测试工程师']]],
    });
    const { text } = await extractResumeText('docx', docx, 'a.docx');
    expect(text.split('\n')).toEqual([
      '个人简历',
      '姓名 王强 性别 男',
      '手机 13700001111 邮箱 wq@example.com',
      '工作经历',
      '2018.03-至今 美团 高级测试工程师',
    ]);
  });

  it('decodes GBK text and turns full-width digits, colons and @ into ASCII', async () => {
    const { text } = await extractResumeText(
      'txt',
      gbk('姓名：张三\r\n手机：１３８００１３８０００\r\n邮箱：ｚｓ＠ｅｘａｍｐｌｅ．ｃｏｍ\r\n工作经历 腾讯（深圳）'),
      'a.txt',
    );
    expect(text).toBe('姓名:张三\n手机:13800138000\n邮箱:zs@example.com\n工作经历 腾讯（深圳）');
  });

  it('refuses a DOCX whose entries inflate past what its directory declares', async () => {
    const liar = rawZip([...DOCX_PARTS, { name: 'word/media/image1.png', data: Buffer.alloc(400_000), declaredSize: 2_000 }]);
    expect(await message(extractResumeText('docx', liar, '简历.docx'))).toBe('「简历.docx」的压缩数据与其目录不符，疑似恶意文件，已拒绝');
  });

  it('refuses a PDF with no text (a scan)', async () => {
    expect(await message(extractResumeText('pdf', textPdf([]), '扫描件.pdf'))).toBe(
      '「扫描件.pdf」中没有可读取的文字（可能是扫描件或图片），请上传文字版简历',
    );
  });

  it('refuses a PDF that pdf.js cannot open', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nthis is not a pdf\n%%EOF\n');
    expect(await message(extractResumeText('pdf', broken, '坏文件.pdf'))).toMatch(/^「坏文件.pdf」(已损坏或格式异常|中没有可读取的文字)/);
  });
});

describe('htmlToText', () => {
  it('ends lines at blocks, keeps single-line table rows whole and splits rows with multi-line cells', () => {
    const html = `<html><head><title>简历</title><style>p{color:red}</style></head><body>
      <h1>张&nbsp;三</h1><p>手机：13800138000<br>邮箱：a&amp;b@x.com</p>
      <table><tr><td>姓名</td><td>张三</td><td>性别</td><td>男</td></tr>
      <tr><td>工作经历</td><td><p>2019.07-至今 腾讯 工程师</p><p>负责支付系统。</p></td></tr></table>
      <ul><li>熟悉Java</li><li>熟悉Go</li></ul><script>alert(1)</script></body></html>`;
    expect(htmlToText(html).split('\n')).toEqual([
      '张 三',
      '手机：13800138000',
      '邮箱：a&b@x.com',
      '姓名 张三 性别 男',
      '工作经历',
      '2019.07-至今 腾讯 工程师',
      '负责支付系统。',
      '• 熟悉Java',
      '• 熟悉Go',
    ]);
  });
});

describe('htmlToText on pages recruiters receive', () => {
  it("reads Word's web page: no data islands, bullets drawn in Wingdings as bullets, a head left open", () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta http-equiv=Content-Type content="text/html; charset=gb2312">
<xml><o:DocumentProperties><o:Author>前程无忧</o:Author></o:DocumentProperties></xml>
<body lang=ZH-CN><p class=MsoNormal>吴昊</p>
<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Wingdings'>Ø<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>精通Python</p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>1.<span>&nbsp; </span></span><![endif]>带领团队</p>
<?xml:namespace prefix = o ns = "urn:schemas-microsoft-com:office:office" /><o:p></o:p></body></html>`;
    expect(htmlToText(html).split('\n')).toEqual(['吴昊', '• 精通Python', '1. 带领团队']);
  });

  it("keeps apart the boxes a page's own style lays out side by side (a flex row of company and dates)", () => {
    const html = `<html><head><style>.row { display: flex; justify-content: space-between } .tag{color:red}</style></head><body>
<div class="row"><b>长沙优品汇贸易有限公司</b><span>2014.07 - 2017.02</span></div><div>电商专员</div>
<p><b>姓</b><span class="tag">名</span>：<span>王</span><span>芳</span></p></body></html>`;
    expect(htmlToText(html).split('\n')).toEqual(['长沙优品汇贸易有限公司 2014.07 - 2017.02', '电商专员', '姓名：王芳']);
  });
});

describe('extractResumeText on job-board "Word" files', () => {
  it('reads a GBK page named .doc in the charset its meta names, and Word 2003 XML named .doc', async () => {
    const page = Buffer.concat([
      Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>'),
      gbk(
        '简历</title></head><body><table><tr><td>姓名：</td><td>冯伟</td></tr><tr><td>手机：</td><td>13711112222</td></tr></table><p>2019.07-至今 顺丰速运 区域经理</p></body></html>',
      ),
    ]);
    const { kind } = inspectResumeFile({ fileName: '冯伟.doc', buffer: page });
    expect((await extractResumeText(kind, page, '冯伟.doc')).text.split('\n')).toEqual([
      '姓名: 冯伟',
      '手机: 13711112222',
      '2019.07-至今 顺丰速运 区域经理',
    ]);
    const wordXml = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><?mso-application progid="Word.Document"?><w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml"><w:body><w:p><w:r><w:t>冯伟</w:t></w:r></w:p><w:p><w:r><w:t>手机：13711112222</w:t></w:r><w:r><w:tab/><w:t>邮箱：fw@example.com</w:t></w:r></w:p><w:p><w:r><w:t>2019.07-至今 顺丰速运 区域经理</w:t></w:r></w:p></w:body></w:wordDocument>',
    );
    expect(inspectResumeFile({ fileName: '冯伟.doc', buffer: wordXml }).kind).toBe('html');
    expect((await extractResumeText('html', wordXml, '冯伟.doc')).text.split('\n')).toEqual([
      '冯伟',
      '手机:13711112222 邮箱:fw@example.com',
      '2019.07-至今 顺丰速运 区域经理',
    ]);
  });
});

describe('linesOf', () => {
  const run = (str: string, x: number, y: number, width = str.length * 12) => ({ str, x, y, width, size: 12 });

  it('joins a title the writer wrapped at the column edge', () => {
    const lines = linesOf([
      run('2020.05 - 至今 上海米哈游网络科技股份有限公司 高级UI', 209, 680, 323),
      run('设计师', 209, 663),
      run('负责游戏界面视觉与交互设计。', 209, 631),
      run('2016.07 - 2020.04 上海携程商务有限公司 UI 设计师', 209, 600, 294),
    ]);
    expect(lines).toEqual([
      '2020.05 - 至今 上海米哈游网络科技股份有限公司 高级UI设计师',
      '负责游戏界面视觉与交互设计。',
      '2016.07 - 2020.04 上海携程商务有限公司 UI 设计师',
    ]);
  });

  it('joins a word TeX hyphenated, and keeps the space of a wrap after a whole name or before a degree', () => {
    expect(
      linesOf([run('Goldman Sachs Summer Analyst, Investment Bank\u2011', 40, 700, 480), run('ing', 40, 683, 20), run('短行', 40, 640)]),
    ).toEqual(['Goldman Sachs Summer Analyst, Investment Banking', '短行']);
    expect(linesOf([run('2013.09 - 2016.06 香港中文大学 信息工程', 40, 700, 480), run('硕士', 40, 683), run('短行', 40, 640)])).toEqual([
      '2013.09 - 2016.06 香港中文大学 信息工程 硕士',
      '短行',
    ]);
  });

  it('gives a wrapped Latin word its space back and leaves a line ending in its dates whole', () => {
    expect(
      linesOf([run('Northwind Trading Co., Ltd. Senior Product', 40, 700, 480), run('Manager', 40, 683, 60), run('短行', 40, 640)]),
    ).toEqual(['Northwind Trading Co., Ltd. Senior Product Manager', '短行']);
    expect(linesOf([run('中国科学院大学 2015-09-2017-07', 40, 700, 480), run('企业管理 / 硕士', 40, 683), run('短行', 40, 640)])).toEqual([
      '中国科学院大学 2015-09-2017-07',
      '企业管理 / 硕士',
      '短行',
    ]);
  });
});

describe('a legacy Word 97 .doc', () => {
  // fixtures/legacy-word97-resume.doc: a corpus resume (bench/resume-corpus, layout "classic")
  // saved by LibreOffice 7.4 as "MS Word 97" — a real OLE compound file, not a renamed DOCX.
  const file = readFileSync(path.join(import.meta.dirname, 'fixtures/legacy-word97-resume.doc'));

  it('is recognised by its bytes and parsed into the same resume as its DOCX', async () => {
    expect(inspectResumeFile({ fileName: '简历.doc', buffer: file }).kind).toBe('doc');
    // Word users rename freely: the same bytes named .docx are still read as a .doc.
    expect(inspectResumeFile({ fileName: '简历.docx', buffer: file }).kind).toBe('doc');
    const { text } = await extractResumeText('doc', file, '简历.doc');
    const parsed = parseResumeText(text, { today: new Date('2026-11-21') });
    expect(parsed.commonResume).toMatchObject({
      name: '蔡天国',
      sex: 1,
      phone: '13254522525',
      email: 'caitianguo967@hotmail.com',
      city: '西安',
    });
    expect(parsed.commonWorkExperienceList.map((w) => [w.companyName, w.positionName, w.startDate, w.endDate])).toEqual([
      ['杭州海康威视数字技术股份有限公司', '算法工程师', '2024-04', '至今'],
      ['小米科技有限责任公司', '测试工程师', '2020-08', '2024-03'],
    ]);
    expect(parsed.commonEducationExperienceList.map((e) => e.schoolName)).toEqual(['广东工业大学', '无锡职业技术学院']);
  });

  // fixtures/legacy-word97-header.doc: a DOCX written by the docx package with its phone and e-mail only
  // in the page header and a page number in the footer, saved by LibreOffice 7.4 as "MS Word 97".
  it('gives the page header before the body and the footer after it, without the page number', async () => {
    const withHeader = readFileSync(path.join(import.meta.dirname, 'fixtures/legacy-word97-header.doc'));
    expect(inspectResumeFile({ fileName: '梁宇.doc', buffer: withHeader }).kind).toBe('doc');
    const { text } = await extractResumeText('doc', withHeader, '梁宇.doc');
    expect(text.split('\n')).toEqual([
      '电话:13522223333 邮箱:liangyu@example.com',
      '梁宇',
      '男 | 1993年5月 | 本科 | 现居北京',
      '工作经历',
      '2017.07 - 至今 京东科技 高级Java工程师',
      '教育经历',
      '2011.09 - 2015.06 北京邮电大学 计算机科学与技术 本科',
      '地址:北京市海淀区',
    ]);
  });

  it('refuses a truncated .doc with a clear message', async () => {
    expect(await message(extractResumeText('doc', file.subarray(0, 4096), '坏的.doc'))).toMatch(/^「坏的.doc」/);
  });
});
