import { ApiState } from '@hh/domain/api/api-state';
import { AppError } from '../../platform/errors';
import { fastDocxHtml } from './docx-fast-html';
import { docxMargins, wordXmlText } from './docx-margins';
import { DOCX_LIMITS, displayName, type ResumeFileKind } from './file-check';
import { htmlToText } from './html-text';
import { mhtmlToText } from './mhtml-text';
import { MAX_TEXT_CHARS, normalizeResumeText } from './normalize-text';
import { OcrRefused, ocrResume, photoOf } from './ocr';
import { withMargins } from './page-margins';
import { scannedPdfText } from './pdf-images';
import { LostCjkText, MAX_PDF_PAGES, pdfJsText, pdfText } from './pdf-text';
import { docxApplication, OWN_READERS, type ShadowReport, sampled, shadowReport } from './reader-guard';
import { rtfToText } from './rtf-text';
import { decodeHtml, decodePlainText } from './text-encoding';
import { assertDeclaredSizes, readZipDirectory, ZipFormatError } from './zip-directory';

/**
 * The text of an inspected resume file, normalised (normalize-text.ts). Runs inside a
 * parse worker: a library that loops or runs out of memory on a hostile file takes the
 * worker down, not the server.
 */
export interface ExtractedText {
  text: string;
  warnings: string[];
  /**
   * For a sampled file our own reader read: the library's reading of it, compared by digest
   * (reader-guard.ts). The worker runs it after answering, so the upload never waits for it.
   */
  shadow?: () => Promise<ShadowReport>;
}

/** Fewer readable characters than this: a scan or a picture, nothing for the parser to work with. */
const MIN_TEXT_CHARS = 20;

export async function extractResumeText(kind: ResumeFileKind, buffer: Buffer, fileName: string): Promise<ExtractedText> {
  const name = displayName(fileName);
  const warnings: string[] = [];
  let raw: string;
  let shadow: ExtractedText['shadow'];
  try {
    raw = await rawText(kind, buffer, warnings, (s) => {
      shadow = s;
    });
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (e instanceof OcrRefused) throw ocrRefusal(name, e);
    if (e instanceof LostCjkText) {
      throw new AppError(
        ApiState.badRequest,
        `「${name}」中的中文字体缺少字符映射，中文内容无法读取，请用 Word 另存为 PDF 或直接上传 Word 简历`,
      );
    }
    if (e instanceof ZipFormatError) throw new AppError(ApiState.badRequest, `「${name}」的压缩数据与其目录不符，疑似恶意文件，已拒绝`);
    if (e instanceof Error && e.name === 'PasswordException') {
      throw new AppError(ApiState.badRequest, `「${name}」已加密，请去除密码后再上传`);
    }
    throw new AppError(ApiState.badRequest, `「${name}」已损坏或格式异常，无法读取，请重新导出后再上传`);
  }
  if (raw.length > MAX_TEXT_CHARS) warnings.push(`文字过长，只解析了前${MAX_TEXT_CHARS}个字符`);
  let text = normalizeResumeText(raw);
  if (kind === 'pdf' && text.replace(/\s/g, '').length < MIN_TEXT_CHARS) {
    // A scan: its pages are pictures, read by OCR (pdf-images.ts, ocr.ts). No picture: a PDF without text.
    const scanned = await scannedPdfText(buffer, warnings).catch((e: unknown) => {
      throw e instanceof OcrRefused ? ocrRefusal(name, e) : e;
    });
    if (scanned !== undefined) text = normalizeResumeText(scanned);
  }
  if (text.replace(/\s/g, '').length < MIN_TEXT_CHARS) {
    throw new AppError(ApiState.badRequest, `「${name}」中没有可读取的文字（可能是扫描件或图片），请上传文字版简历`);
  }
  return { text, warnings, shadow };
}

async function rawText(
  kind: ResumeFileKind,
  buffer: Buffer,
  warnings: string[],
  setShadow: (s: () => Promise<ShadowReport>) => void,
): Promise<string> {
  switch (kind) {
    case 'pdf': {
      // pdf.js may detach what it is given; hand it a copy.
      const result = await pdfText(new Uint8Array(buffer));
      if (result.truncated) warnings.push(`共${result.pages}页，只解析了前${MAX_PDF_PAGES}页`);
      const producer = result.producer;
      if (producer !== undefined && sampled()) {
        setShadow(async () => shadowReport('pdf', producer, result.text, (await pdfJsText(new Uint8Array(buffer))).text));
      }
      return result.text;
    }
    case 'docx': {
      // The directory was checked before; now prove the entries inflate to no more than they declare.
      const entries = readZipDirectory(buffer, DOCX_LIMITS.entries);
      assertDeclaredSizes(buffer, entries);
      // HTML rather than raw text: raw text puts every table cell on its own line, which
      // tears "姓名 | 张三" apart; the HTML keeps table rows, and reads like the PDF of the same file.
      // Our own reader (docx-fast-html.ts) first: it gives the text mammoth's HTML gives, at a
      // fraction of the cost, and declines anything it does not mirror; mammoth reads those.
      // Photos are dropped instead of inlined as base64: a resume photo is megabytes of text we would throw away.
      // mammoth and word-extractor load on first need: a parse thread starts (and a replaced one
      // restarts) without them, and most files never reach them.
      const fast = OWN_READERS ? fastDocxHtml(buffer) : undefined;
      const body = htmlToText(fast ?? (await mammothHtml(buffer)));
      if (fast !== undefined && sampled()) {
        setShadow(async () => shadowReport('docx', docxApplication(buffer), body, htmlToText(await mammothHtml(buffer))));
      }
      // Neither reader opens page headers and footers (docx-margins.ts), nor DrawingML text boxes without a VML copy.
      const margins = docxMargins(buffer, entries);
      return withMargins(margins.headers, [margins.boxes, body].filter(Boolean).join('\n'), margins.footers);
    }
    case 'doc': {
      const { default: WordExtractor } = await import('word-extractor');
      const doc = await new WordExtractor().extract(buffer);
      const body = [cellBreaks(doc.getBody()), doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true })].join('\n');
      const notes = [doc.getFootnotes(), doc.getEndnotes()].join('\n');
      const headerBoxes = doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: false });
      return withMargins([doc.getHeaders({ includeFooters: false }), headerBoxes], body, [doc.getFooters()], notes);
    }
    case 'rtf':
      return rtfToText(buffer);
    case 'mhtml':
      return mhtmlToText(buffer);
    case 'txt':
      return decodePlainText(buffer) ?? '';
    case 'html': {
      // Word's "save as web page", a job board's "Word" download (often GBK with a meta charset), or Word 2003 XML.
      const html = decodeHtml(buffer) ?? '';
      return /<w:wordDocument\b/.test(html.slice(0, 65_536)) ? wordXmlText(html) : htmlToText(html);
    }
    case 'image':
      // A photo or a scanned page as a JPEG/PNG file, read by OCR.
      return ocrResume([photoOf(buffer)], warnings);
  }
}

/** OCR's refusals name the file, as every refusal does. */
function ocrRefusal(name: string, e: OcrRefused): AppError {
  return new AppError(ApiState.badRequest, `「${name}」${e.reason}`);
}

/**
 * word-extractor ends a table cell with a tab, so the last paragraph of one cell and the first of the
 * next share a line. In a form table that is right ("姓名\t张三\t性别\t男"): every row is a line of
 * tabs. A layout table (a sidebar template: two cells of many paragraphs each) gives one line with one
 * tab among lines without any: "用户研究\t唐梦" is the sidebar's last line and the name, two lines.
 */
function cellBreaks(body: string): string {
  const lines = body.split('\n');
  const tabbed = (l: string | undefined) => l !== undefined && /\t./.test(l);
  return lines
    .map((line, i) => {
      const inner = line.replace(/\t+$/, '');
      if ((inner.match(/\t/g) ?? []).length !== 1 || tabbed(lines[i - 1]) || tabbed(lines[i + 1])) return line;
      return inner.replace('\t', '\n');
    })
    .join('\n');
}

export async function mammothHtml(buffer: Buffer): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const noImages = mammoth.images.imgElement(async () => ({ src: '' }));
  return (await mammoth.convertToHtml({ buffer }, { ignoreEmptyParagraphs: true, convertImage: noImages })).value;
}
