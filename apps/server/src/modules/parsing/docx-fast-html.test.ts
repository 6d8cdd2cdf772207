import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { DOCX_PARTS, rawZip, resumeDocx, type ZipSpec } from '../../test/fixtures/resume-files';
import { fastDocxHtml } from './docx-fast-html';
import { htmlToText } from './html-text';

const NS = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w10="urn:schemas-microsoft-com:office:word"',
].join(' ');

const part = (name: string, xml: string): ZipSpec => ({
  name,
  data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${xml}`),
});

/** A DOCX whose body is `body` (WordprocessingML), with any other parts given. */
function docx(body: string, parts: ZipSpec[] = []): Buffer {
  const document = part('word/document.xml', `<w:document ${NS}><w:body>${body}<w:sectPr/></w:body></w:document>`);
  return rawZip([...DOCX_PARTS.filter((p) => p.name !== 'word/document.xml'), document, ...parts]);
}

const p = (runs: string, pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${runs}</w:p>`;
const r = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const cell = (content: string, tcPr = '') => `<w:tc>${tcPr ? `<w:tcPr>${tcPr}</w:tcPr>` : ''}${content}</w:tc>`;
const table = (...rows: string[]) => `<w:tbl><w:tblPr/><w:tblGrid/>${rows.map((row) => `<w:tr>${row}</w:tr>`).join('')}</w:tbl>`;

const NO_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));

async function texts(buffer: Buffer): Promise<{ ours: string | undefined; theirs: string }> {
  const result = await mammoth.convertToHtml({ buffer }, { ignoreEmptyParagraphs: true, convertImage: NO_IMAGES });
  const html = fastDocxHtml(buffer);
  return { ours: html === undefined ? undefined : htmlToText(html), theirs: htmlToText(result.value) };
}

/** Our text, after checking it is mammoth's. */
async function same(buffer: Buffer): Promise<string> {
  const { ours, theirs } = await texts(buffer);
  expect(ours).toBeDefined();
  expect(ours).toBe(theirs);
  return ours ?? '';
}

const NUMBERING = part(
  'word/numbering.xml',
  `<w:numbering ${NS}>` +
    '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl><w:lvl w:ilvl="1"><w:numFmt w:val="bullet"/></w:lvl>' +
    '<w:lvl w:ilvl="5"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>' +
    '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:numFmt w:val="decimal"/><w:pStyle w:val="Numbered"/></w:lvl></w:abstractNum>' +
    '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>',
);
const STYLES = part(
  'word/styles.xml',
  `<w:styles ${NS}><w:style w:type="paragraph" w:styleId="Title1"><w:name w:val="heading 1"/></w:style>` +
    '<w:style w:type="paragraph" w:styleId="Numbered"><w:name w:val="Numbered"/></w:style></w:styles>',
);
const item = (text: string, ilvl: number, numId = 1, style = '') =>
  p(r(text), `${style ? `<w:pStyle w:val="${style}"/>` : ''}<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`);

describe('fastDocxHtml reads DOCX text exactly as mammoth does', () => {
  it('paragraphs, empty paragraphs, headings and XML entities', async () => {
    const body = [
      p(r('个人简历'), '<w:pStyle w:val="Heading1"/>'),
      p(''),
      p('<w:r><w:t></w:t></w:r>'),
      p(r('姓名：王小明') + r(' &amp; 手机 &lt;139&gt; &#x4E2D;&#25991; &quot;ok&quot;')),
      p(r('&amp;nbsp; 不是空格')),
    ].join('');
    expect(await same(docx(body))).toBe('个人简历\n姓名：王小明 & 手机 <139> 中文 "ok"\n&nbsp; 不是空格');
  });

  it('a table whose cells hold one line, and one whose cell holds several', async () => {
    const body = table(
      cell(p(r('姓名'))) + cell(p(r('张三'))),
      cell(p(r('工作经历'))) + cell(p(r('2019.07-至今 网易')) + p(r('产品经理')) + p('')),
    );
    expect(await same(docx(body))).toBe('姓名 张三\n工作经历\n2019.07-至今 网易\n产品经理');
  });

  it('merged cells: a spanned cell, and a vertical merge whose continuation text mammoth drops', async () => {
    const body = table(
      cell(p(r('基本信息')), '<w:gridSpan w:val="2"/>') + cell(p(r('照片')), '<w:vMerge w:val="restart"/>'),
      cell(p(r('姓名'))) + cell(p(r('李娜'))) + cell(p(r('藏在合并格里')), '<w:vMerge/>'),
      cell(p(r('手机'))) + cell(p(r('13912345678'))) + cell(p(''), '<w:vMerge w:val="continue"/>'),
    );
    const text = await same(docx(body));
    expect(text).toBe('基本信息 照片\n姓名 李娜\n手机 13912345678');
  });

  it('hyperlinks, by relationship, by anchor and as a field', async () => {
    const rels = part(
      'word/_rels/document.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/></Relationships>',
    );
    const body = [
      p(`${r('主页：')}<w:hyperlink r:id="rId9">${r('example.com')}</w:hyperlink>`),
      p(`<w:hyperlink w:anchor="work">${r('见工作经历')}</w:hyperlink><w:bookmarkStart w:id="0" w:name="work"/><w:bookmarkEnd w:id="0"/>`),
      p(
        `${r('邮箱：')}<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:a@b.com" </w:instrText></w:r>` +
          `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${r('a@b.com')}<w:r><w:fldChar w:fldCharType="end"/></w:r>`,
      ),
    ].join('');
    expect(await same(docx(body, [rels]))).toBe('主页：example.com\n见工作经历\n邮箱：a@b.com');
  });

  it('tabs, line breaks, page breaks and hyphens', async () => {
    const body = p(
      `${r('姓名')}<w:r><w:tab/><w:t>张三</w:t><w:br/><w:t>手机</w:t><w:cr/><w:t>139</w:t><w:br w:type="page"/><w:t>a</w:t><w:noBreakHyphen/><w:t>b</w:t><w:softHyphen/><w:t>c</w:t></w:r>`,
    );
    expect(await same(docx(body))).toBe('姓名 张三\n手机139a\u2011b\u00adc');
  });

  it('lists: bullets, nested levels, an orphan second level, numbering by style, headings and deep levels', async () => {
    const body = [
      item('熟悉 Java', 0),
      item('Spring Boot', 1),
      item('熟悉 Go', 0),
      p(r('中间段落')),
      item('孤立的二级', 1),
      item('', 0),
      item('按样式编号', 0, 2, 'Numbered'),
      p(r('样式自带编号'), '<w:pStyle w:val="Numbered"/>'),
      item('标题不是列表', 0, 1, 'Title1'),
      item('第六级', 5),
      item('不存在的编号', 0, 7),
      table(cell(item('表格里的列表', 0) + item('第二项', 1))),
    ].join('');
    const text = await same(docx(body, [NUMBERING, STYLES]));
    expect(text.split('\n')).toContain('• 熟悉 Java');
    expect(text.split('\n')).toContain('•');
  });

  it('inserted text kept, deleted text dropped, a deleted paragraph mark joins two paragraphs', async () => {
    const body = [
      p(
        `${r('工作')}<w:ins w:id="1" w:author="x">${r('经历')}</w:ins><w:del w:id="2" w:author="x"><w:r><w:delText>删掉的</w:delText></w:r></w:del>`,
      ),
      p(r('上半句'), '<w:rPr><w:del w:id="3" w:author="x"/></w:rPr>'),
      p(r('下半句')),
      `<w:moveFrom w:id="4" w:author="x">${p(r('挪走'))}</w:moveFrom>`,
    ].join('');
    expect(await same(docx(body))).toBe('工作经历\n上半句下半句');
  });

  it('complex fields keep their result, and content controls, smart tags and custom XML their content', async () => {
    const body = [
      p(
        `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> DATE \\@ "yyyy" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${r('2024')}<w:r><w:fldChar w:fldCharType="end"/></w:r>${r(' 年')}`,
      ),
      `<w:sdt><w:sdtPr><w:alias w:val="姓名"/></w:sdtPr><w:sdtContent>${p(`<w:smartTag w:uri="x" w:element="place">${r('北京')}</w:smartTag>`)}</w:sdtContent></w:sdt>`,
      `<w:customXml w:element="resume">${p(r('自定义'))}</w:customXml>`,
    ].join('');
    expect(await same(docx(body))).toBe('2024 年\n北京\n自定义');
  });

  it('drops pictures: an inline photo, and a VML line', async () => {
    const photo =
      '<w:r><w:drawing><wp:inline><wp:docPr id="1" name="p" descr="照片"/><a:graphic><a:graphicData><pic:pic><pic:blipFill><a:blip r:embed="rId5"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>';
    const line =
      '<w:r><w:pict><v:rect style="width:0;height:1.5pt" o:hr="t" xmlns:o="urn:schemas-microsoft-com:office:office"/></w:pict></w:r>';
    const body = p(photo) + p(r('照片后') + line) + item('', 0) + p(photo, '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>');
    const rels = part(
      'word/_rels/document.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/></Relationships>',
    );
    const png = { name: 'word/media/image1.png', data: Buffer.from('not really a png') };
    expect(await same(docx(body, [NUMBERING, rels, png]))).toBe('照片后\n•');
    // Without its relationship the photo makes mammoth throw: ours declines rather than reading what mammoth would refuse.
    expect(fastDocxHtml(docx(p(photo)))).toBeUndefined();
  });

  it('reads a resume written by the docx package', async () => {
    const buffer = await resumeDocx({
      table: [
        ['姓名', '王强', '性别', '男'],
        ['手机', '13700001111', '邮箱', 'wq@example.com'],
      ],
      sections: [['工作经历', ['2018.03-至今 美团 高级测试工程师', '负责 & 主导 <核心> 项目']]],
    });
    await same(buffer);
  });
});

describe('fastDocxHtml leaves to mammoth what it does not mirror', () => {
  const footnotes = part('word/footnotes.xml', `<w:footnotes ${NS}><w:footnote w:id="1">${p(r('脚注内容'))}</w:footnote></w:footnotes>`);
  it.each([
    [
      'a VML text box',
      p(`<w:r><w:pict><v:shape><v:textbox><w:txbxContent>${p(r('框里'))}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`),
    ],
    [
      'a DrawingML text box',
      p(
        `<w:r><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${p(r('框里'))}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`,
      ),
    ],
    [
      'alternate content',
      p(`<mc:AlternateContent><mc:Choice Requires="wps">${r('新')}</mc:Choice><mc:Fallback>${r('旧')}</mc:Fallback></mc:AlternateContent>`),
    ],
    ['a footnote', p(`${r('正文')}<w:r><w:footnoteReference w:id="1"/></w:r>`)],
    ['a comment', p(`${r('正文')}<w:r><w:commentReference w:id="0"/></w:r>`)],
    ['an embedded chunk', `<w:altChunk r:id="rId3"/>${p(r('正文'))}`],
    ['a symbol', p(`<w:r><w:sym w:font="Wingdings" w:char="F0FC"/></w:r>`)],
    ['a simple field (mammoth drops its text)', p(`<w:fldSimple w:instr="PAGE">${r('1')}</w:fldSimple>`)],
    ['a checkbox field', p(`<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>FORMCHECKBOX</w:instrText></w:r>`)],
    ['malformed XML', `${p(r('正文'))}<w:p>`],
    ['a comment in the XML', `<!-- x -->${p(r('正文'))}`],
    ['an unknown entity', p(r('&nbsp;'))],
    ['text outside a paragraph', r('正文')],
    [
      'tables nested too deep',
      Array.from({ length: 9 }, () => '<w:tbl><w:tr><w:tc>').join('') +
        p(r('深')) +
        Array.from({ length: 9 }, () => '</w:tc></w:tr></w:tbl>').join(''),
    ],
  ])('%s', async (_label, body) => {
    expect(fastDocxHtml(docx(body, [footnotes]))).toBeUndefined();
  });

  it('a missing document.xml, and a main document somewhere else', () => {
    expect(fastDocxHtml(rawZip(DOCX_PARTS.filter((p) => p.name !== 'word/document.xml')))).toBeUndefined();
    const moved = rawZip(
      DOCX_PARTS.map((p) =>
        p.name === '_rels/.rels' ? { ...p, data: Buffer.from(p.data.toString().replace('word/document.xml', 'doc.xml')) } : p,
      ),
    );
    expect(fastDocxHtml(moved)).toBeUndefined();
  });

  it('the footnote case still reads, through mammoth', async () => {
    const { ours, theirs } = await texts(docx(p(`${r('正文')}<w:r><w:footnoteReference w:id="1"/></w:r>`), [footnotes]));
    expect(ours).toBeUndefined();
    expect(theirs).toContain('脚注内容');
  });
});
