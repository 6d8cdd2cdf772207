import { AlignmentType, Document, Footer, Header, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { DOCX_PARTS, rawZip, type ZipSpec } from '../../test/fixtures/resume-files';
import { fastDocxHtml } from './docx-fast-html';
import { wordXmlText } from './docx-margins';
import { extractResumeText, mammothHtml } from './extract-text';
import { htmlToText } from './html-text';

const NS = [
  'xmlns:wpc="http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w10="urn:schemas-microsoft-com:office:word"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'mc:Ignorable="w14 wp14"',
].join(' ');

const xml = (name: string, body: string): ZipSpec => ({
  name,
  data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n${body}`),
});
const p = (text: string, pPr = '') =>
  `<w:p w:rsidR="00A51F3C" w:rsidRDefault="00A51F3C">${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}<w:r><w:rPr><w:rFonts w:hint="eastAsia"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const rels = (targets: [string, string, string][]) =>
  xml(
    'word/_rels/document.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${targets
      .map(
        ([id, type, target]) =>
          `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`,
      )
      .join('')}</Relationships>`,
  );
const sectPr = (refs: string) =>
  `<w:sectPr w:rsidR="00A51F3C">${refs}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/><w:cols w:space="425"/><w:docGrid w:type="lines" w:linePitch="312"/></w:sectPr>`;
const headerRef = (id: string, type = 'default') => `<w:headerReference w:type="${type}" r:id="${id}"/>`;
const footerRef = (id: string, type = 'default') => `<w:footerReference w:type="${type}" r:id="${id}"/>`;

/** A DOCX as Word writes one: the body (with its final w:sectPr), its relationships and further parts. */
function wordDocx(body: string, parts: ZipSpec[] = []): Buffer {
  const document = xml('word/document.xml', `<w:document ${NS}><w:body>${body}</w:body></w:document>`);
  return rawZip([...DOCX_PARTS.filter((part) => part.name !== 'word/document.xml'), document, ...parts]);
}

/** A page-number field as Word writes it in a footer: 第 PAGE 页 共 NUMPAGES 页. */
const PAGE_FOOTER = `<w:p><w:pPr><w:pStyle w:val="a5"/><w:jc w:val="center"/></w:pPr><w:r><w:t xml:space="preserve">第 </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE   \\* MERGEFORMAT </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:noProof/></w:rPr><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> 页 共 </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> NUMPAGES </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>2</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> 页</w:t></w:r></w:p>`;

/** A text box as Word 2010+ writes it: a DrawingML shape, and (unless `fallback` is false) its VML copy for older readers. */
function textBox(paragraphs: string, fallback = true): string {
  const drawing = `<w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>3771900</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>-457200</wp:posOffset></wp:positionV><wp:extent cx="1828800" cy="685800"/><wp:effectExtent l="0" t="0" r="19050" b="19050"/><wp:wrapNone/><wp:docPr id="1" name="文本框 1"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="685800"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr><wps:txbx><w:txbxContent>${paragraphs}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
  if (!fallback) return `<w:r>${drawing}</w:r>`;
  const vml = `<w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="文本框 1" o:spid="_x0000_s1026" type="#_x0000_t202" style="position:absolute;margin-left:297pt;margin-top:-36pt;width:2in;height:54pt;z-index:251659264" strokeweight=".5pt"><v:textbox><w:txbxContent>${paragraphs}</w:txbxContent></v:textbox></v:shape></w:pict>`;
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing}</mc:Choice><mc:Fallback>${vml}</mc:Fallback></mc:AlternateContent></w:r>`;
}

const lines = async (buffer: Buffer) => (await extractResumeText('docx', buffer, '简历.docx')).text.split('\n');

describe('a DOCX read with what neither reader opens', () => {
  it('puts the page header (phone and e-mail) before the body once, though every section repeats it, and footers after it without page numbers', async () => {
    const header = (text: string) => xml('word/header1.xml', `<w:hdr ${NS}>${p(text, '<w:pStyle w:val="a3"/>')}</w:hdr>`);
    const buffer = wordDocx(
      [
        p('赵雪'),
        p('求职意向：财务经理'),
        `<w:p><w:pPr>${sectPr(headerRef('rId8') + footerRef('rId9'))}</w:pPr><w:r><w:t>工作经历</w:t></w:r></w:p>`,
        p('2018.07-至今 普华永道 审计经理'),
        sectPr(`${headerRef('rId10')}${headerRef('rId8', 'first')}${footerRef('rId9')}<w:titlePg/>`),
      ].join(''),
      [
        rels([
          ['rId8', 'header', 'header1.xml'],
          ['rId9', 'footer', 'footer1.xml'],
          ['rId10', 'header', 'header2.xml'],
        ]),
        header('电话：13600001234　邮箱：zhaoxue@example.com'),
        { ...header('电话：13600001234　邮箱：zhaoxue@example.com'), name: 'word/header2.xml' },
        xml('word/footer1.xml', `<w:ftr ${NS}>${p('地址：上海市浦东新区')}${PAGE_FOOTER}</w:ftr>`),
      ],
    );
    // The body is still our reader's, and still mammoth's text.
    const fast = fastDocxHtml(buffer);
    expect(fast).toBeDefined();
    expect(htmlToText(fast ?? '')).toBe(htmlToText(await mammothHtml(buffer)));
    expect(await lines(buffer)).toEqual([
      '电话:13600001234 邮箱:zhaoxue@example.com',
      '赵雪',
      '求职意向:财务经理',
      '工作经历',
      '2018.07-至今 普华永道 审计经理',
      '地址:上海市浦东新区',
    ]);
  });

  it('reads a header whose contacts sit in a table and in a text box, each once', async () => {
    const buffer = wordDocx(p('个人简历') + p('教育经历') + p('2012.09-2016.06 复旦大学 会计学 本科') + sectPr(headerRef('rId8')), [
      rels([['rId8', 'header', 'header1.xml']]),
      xml(
        'word/header1.xml',
        `<w:hdr ${NS}><w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="4148"/><w:gridCol w:w="4148"/></w:tblGrid><w:tr><w:tc><w:tcPr><w:tcW w:w="4148" w:type="dxa"/></w:tcPr>${p('孙立')}</w:tc><w:tc><w:tcPr><w:tcW w:w="4148" w:type="dxa"/></w:tcPr>${p('18900002222')}</w:tc></w:tr></w:tbl><w:p>${textBox(p('sunli@example.com'))}</w:p></w:hdr>`,
      ),
    ]);
    expect(await lines(buffer)).toEqual([
      '孙立 18900002222',
      'sunli@example.com',
      '个人简历',
      '教育经历',
      '2012.09-2016.06 复旦大学 会计学 本科',
    ]);
  });

  it('reads a text box Word wrote with its VML copy once, and one written without a copy (which mammoth drops)', async () => {
    const withCopy = wordDocx(
      `<w:p>${textBox(p('手机：13511112222'))}</w:p>${p('工作经历')}${p('2019.01-至今 百度 算法工程师')}${sectPr('')}`,
    );
    expect(await lines(withCopy)).toEqual(['手机:13511112222', '工作经历', '2019.01-至今 百度 算法工程师']);
    const drawingOnly = wordDocx(`<w:p>${textBox(p('手机：13511112222') + p('邮箱：a@b.com'), false)}</w:p>${p('工作经历')}${sectPr('')}`);
    expect(htmlToText(await mammothHtml(drawingOnly))).not.toContain('13511112222');
    expect(await lines(drawingOnly)).toEqual(['手机:13511112222', '邮箱:a@b.com', '工作经历']);
  });

  it('reads footnotes and endnotes (through mammoth, which our reader leaves them to)', async () => {
    const buffer = wordDocx(
      `<w:p><w:r><w:t>2016.09-2019.06 清华大学 硕士</w:t></w:r><w:r><w:rPr><w:rStyle w:val="a7"/></w:rPr><w:footnoteReference w:id="1"/></w:r></w:p>${sectPr('')}`,
      [
        rels([['rId11', 'footnotes', 'footnotes.xml']]),
        xml(
          'word/footnotes.xml',
          `<w:footnotes ${NS}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote><w:footnote w:id="1">${p('导师：李教授')}</w:footnote></w:footnotes>`,
        ),
      ],
    );
    expect(await lines(buffer)).toEqual(['2016.09-2019.06 清华大学 硕士[1]', '• 导师:李教授 ↑']);
  });

  it('reads the header of a DOCX written by the docx package, page number field left out', async () => {
    const doc = new Document({
      sections: [
        {
          headers: {
            default: new Header({ children: [new Paragraph({ children: [new TextRun('韩梅 | 13344445555 | hanmei@example.com')] })] }),
          },
          footers: {
            default: new Footer({
              children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: [PageNumber.CURRENT] })] })],
            }),
          },
          children: [new Paragraph('项目经历'), new Paragraph('2021.03-2022.01 智能客服系统 负责人')],
        },
      ],
    });
    expect(await lines(await Packer.toBuffer(doc))).toEqual([
      '韩梅 | 13344445555 | hanmei@example.com',
      '项目经历',
      '2021.03-2022.01 智能客服系统 负责人',
    ]);
  });
});

describe('wordXmlText (Word 2003 XML)', () => {
  it('reads paragraphs and table rows, and no document properties, fonts or pictures', () => {
    const wordMl = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<?mso-application progid="Word.Document"?>
<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml" xmlns:wx="http://schemas.microsoft.com/office/word/2003/auxHint" xmlns:o="urn:schemas-microsoft-com:office:office" w:macrosPresent="no" w:embeddedObjPresent="no" w:ocxPresent="no" xml:space="preserve"><o:DocumentProperties><o:Author>招聘网</o:Author><o:Company>某某人才网</o:Company></o:DocumentProperties><w:fonts><w:font w:name="宋体"><w:panose-1 w:val="02010600030101010101"/></w:font></w:fonts><w:body><wx:sect><w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>钱多多</w:t></w:r></w:p><w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tr><w:tc><w:p><w:r><w:t>手机</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>13866667777</w:t></w:r></w:p></w:tc></w:tr></w:tbl><w:p><w:r><w:pict><w:binData w:name="wordml://01000001.png">iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==</w:binData></w:pict></w:r><w:r><w:t>工作经历</w:t></w:r></w:p><w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></wx:sect></w:body></w:wordDocument>`;
    expect(wordXmlText(wordMl).split('\n')).toEqual(['钱多多', '手机 13866667777', '工作经历']);
  });
});
