import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import {
  imageOnlyPdf,
  jpegPicture,
  OCR_REQUIRED,
  ocrMissing,
  type PdfPicture,
  pngPicture,
  renderResumePictures,
  SCANNED_RESUME,
} from '../../test/fixtures/ocr-scans';
import { textPdf } from '../../test/fixtures/resume-files';
import { extractResumeText } from './extract-text';
import { inspectResumeFile } from './file-check';
import { forgetOcrAvailability, imageSize, mergeEmails, OCR_WARNING, tidyOcrText } from './ocr';
import { pdfPageImages } from './pdf-images';
import { parseResumeText } from './resume-parser';

/**
 * Scans and photos read by OCR (tesseract): pictures Chromium draws from an HTML resume (a JPEG
 * and a PNG), and the same pictures wrapped as scanned PDFs (a JPEG page, a Flate page with PNG
 * predictors), each through the upload's own steps: file check, text extraction, parser.
 */
const missing = ocrMissing();
if (missing && !OCR_REQUIRED) console.warn(`ocr.test: OCR on rendered pictures skipped — ${missing}`);

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
  throw new Error('was accepted');
}

describe('OCR text as a text reader gives it', () => {
  it('drops the spaces of a line read character by character, keeps those between Latin words', () => {
    expect(tidyOcrText('工作 经 历\n2019.07 - 至 今 上海 云 启\nSenior Product Manager')).toBe(
      '工作经历\n2019.07 - 至今上海云启\nSenior Product Manager',
    );
  });

  it('keeps a gap between words on a line whose characters touch (a company, a gap, its title)', () => {
    expect(tidyOcrText('2019.04 - 至今 广州唯品会电子商务有限公司 数据分析经理')).toBe(
      '2019.04 - 至今 广州唯品会电子商务有限公司 数据分析经理',
    );
  });

  it('takes e-mail addresses from the reading with English, the rest from the Chinese one', () => {
    const chinese = '陈怡\n邮箱: emilychen@outlook.com 现居: 天津';
    const withEnglish = 'theta\n邮箱: emily.chen@outlook.com 现居: AZ';
    expect(mergeEmails(chinese, withEnglish)).toBe('陈怡\n邮箱: emily.chen@outlook.com 现居: 天津');
    expect(mergeEmails('邮箱: hanlei cpa@163.com', '邮箱: hanlei_cpa@163.com')).toBe('邮箱: hanlei_cpa@163.com');
    expect(mergeEmails('E-mail emilychen@outlook.com', 'E-mail emily.chen@outlook.com')).toBe('E-mail emily.chen@outlook.com');
    // Nothing near it: the Chinese reading stays.
    expect(mergeEmails('邮箱: zhang@qq.com', 'mail: someone.else@example.org')).toBe('邮箱: zhang@qq.com');
  });

  it('reads a quotation mark the model saw in a wide gap as the gap', () => {
    expect(tidyOcrText('2014.03 - 2016.12 西北大学“汉语言文学 本科')).toBe('2014.03 - 2016.12 西北大学 汉语言文学 本科');
    expect(tidyOcrText('现居: 上海 ”工作年限: 6年')).toBe('现居: 上海 工作年限: 6年');
  });

  it('reads a picture size from a JPEG frame header and a PNG IHDR', () => {
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108044c032003012200021101031101', 'hex');
    expect(imageSize(jpeg)).toEqual({ width: 800, height: 1100 });
    expect(imageSize(Buffer.from('not a picture'))).toBeUndefined();
  });
});

describe('pictures of a scanned PDF', () => {
  it('takes a 1-bit page as a PBM, black where the PDF paints black', () => {
    // 32 × 32, every sample 0: black in DeviceGray. PBM's black is 1.
    const rows = Buffer.alloc(4 * 32);
    const picture: PdfPicture = {
      width: 32,
      height: 32,
      entries: '/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode',
      data: deflateSync(rows),
    };
    const found = pdfPageImages(imageOnlyPdf([picture]));
    expect(found).toMatchObject({ pages: 1, read: 1, unreadable: 0 });
    const bytes = found?.images[0]?.bytes();
    expect(bytes?.subarray(0, 9).toString('latin1')).toBe('P4\n32 32\n');
    expect([...(bytes?.subarray(9) ?? [])].every((b) => b === 0xff)).toBe(true);
  });

  it('counts a page in an encoding it does not read (CCITT Group 3) as unreadable, not as a blank page', () => {
    const picture: PdfPicture = {
      width: 1700,
      height: 2200,
      entries: '/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode',
      data: Buffer.alloc(100),
    };
    expect(pdfPageImages(imageOnlyPdf([picture]))).toMatchObject({ images: [], unreadable: 1 });
  });

  it('knows where on the page a picture is drawn: its resolution', () => {
    const picture = jpegPicture(Buffer.from('ffd8ffd9', 'hex'), 1654, 2339);
    // 1654 px over 595 pt (8.26 in): 200 dpi.
    expect(pdfPageImages(imageOnlyPdf([picture]))?.images[0]?.dpi).toBeCloseTo(200, 0);
  });
});

describe('without OCR installed', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
    forgetOcrAvailability();
  });

  it('says a photo needs the OCR component, and a PDF without text or pictures still says it has no text', async () => {
    process.env.PATH = '/nonexistent';
    forgetOcrAvailability();
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108044c032003012200021101031101', 'hex');
    expect(await refusal(() => extractResumeText('image', jpeg, '简历照片.jpg'))).toBe(
      '「简历照片.jpg」是扫描件或图片，服务器未安装文字识别（OCR）组件，无法读取，请上传文字版简历或联系管理员',
    );
    const scan = imageOnlyPdf([jpegPicture(jpeg, 800, 1100)]);
    expect(await refusal(() => extractResumeText('pdf', scan, '扫描件.pdf'))).toBe(
      '「扫描件.pdf」是扫描件或图片，服务器未安装文字识别（OCR）组件，无法读取，请上传文字版简历或联系管理员',
    );
    expect(await refusal(() => extractResumeText('pdf', textPdf(['  ']), '空白.pdf'))).toBe(
      '「空白.pdf」中没有可读取的文字（可能是扫描件或图片），请上传文字版简历',
    );
  });
});

describe.skipIf(missing !== null && !OCR_REQUIRED)('OCR of pictures Chromium drew (tesseract)', () => {
  let pictures: { jpeg: Buffer; png: Buffer };
  beforeAll(async () => {
    if (missing) throw new Error(`TEST_REQUIRE_OCR=1, but ${missing}`);
    pictures = await renderResumePictures(SCANNED_RESUME.html);
  }, 120_000);

  async function readAs(fileName: string, buffer: Buffer) {
    const { kind } = inspectResumeFile({ fileName, buffer });
    const started = performance.now();
    const { text, warnings } = await extractResumeText(kind, buffer, fileName);
    const ms = Math.round(performance.now() - started);
    console.info(`ocr.test: ${fileName} (${kind}) read in ${ms} ms`);
    return { kind, resume: parseResumeText(text), warnings, text };
  }

  const expected = { name: SCANNED_RESUME.name, phone: SCANNED_RESUME.phone, email: SCANNED_RESUME.email };

  it('reads a JPEG photo: name, phone and e-mail, with a warning to check every field', async () => {
    const read = await readAs('林嘉怡简历.jpg', pictures.jpeg);
    expect(read.kind).toBe('image');
    expect(read.resume.commonResume).toMatchObject(expected);
    expect(read.warnings).toContain(OCR_WARNING);
  }, 60_000);

  it('reads a PNG screenshot', async () => {
    const read = await readAs('林嘉怡简历.png', pictures.png);
    expect(read.resume.commonResume).toMatchObject(expected);
    expect(read.resume.commonWorkExperienceList.map((w) => w.companyName)).toContain('广州唯品会电子商务有限公司');
  }, 60_000);

  it('reads a one-page scanned PDF whose page is the JPEG (DCTDecode)', async () => {
    const size = imageSize(pictures.jpeg);
    if (!size) throw new Error('Chromium wrote no JPEG frame header');
    const read = await readAs('扫描件.pdf', imageOnlyPdf([jpegPicture(pictures.jpeg, size.width, size.height)]));
    expect(read.kind).toBe('pdf');
    expect(read.resume.commonResume).toMatchObject(expected);
    expect(read.warnings).toContain(OCR_WARNING);
  }, 60_000);

  it('reads a black-and-white scan: a CCITT Group 4 page (as a TIFF)', async () => {
    // fixtures/scan-ccitt-g4.pdf is this resume as Chromium drew it (the PNG above), made black and white and
    // coded Group 4 by netpbm (pngtopnm | ppmtopgm | pamthreshold -simple | pnmtotiff -g4), then put in a PDF
    // by libtiff's tiff2pdf: one /CCITTFaxDecode image, /K -1, no text.
    const scan = await readFile(new URL('./fixtures/scan-ccitt-g4.pdf', import.meta.url));
    const read = await readAs('黑白扫描件.pdf', scan);
    expect(read.resume.commonResume).toMatchObject(expected);
  }, 60_000);

  it('reads a scanned PDF whose page is Flate-compressed RGB with PNG predictors (as a PNM)', async () => {
    const read = await readAs('扫描件-无损.pdf', imageOnlyPdf([pngPicture(pictures.png)]));
    expect(read.resume.commonResume).toMatchObject(expected);
  }, 60_000);
});
