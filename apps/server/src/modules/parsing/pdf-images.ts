import { constants, inflateSync } from 'node:zlib';
import { OCR_LIMITS, type OcrImage, OcrRefused, ocrResume } from './ocr';
import { pagesOf } from './pdf-fast-text';
import { type Dict, Lexer, Name, Op, Ref, Str, type Stream, Unsupported, type Value } from './pdf-lexer';
import { IDENTITY, isName, type Matrix, matrixOf, multiply, PdfFile } from './pdf-objects';

/**
 * The pictures of a scanned PDF's pages, for OCR (ocr.ts), taken out without rendering anything:
 * a scanner writes each page as one image (sometimes a few strips) drawn over the whole page.
 * A DCTDecode image is a JPEG file as it is; a Flate (or unfiltered) image of gray, RGB, ICC-based
 * or indexed samples becomes a PNM file (a P5/P6/P4 header before the rows), and a CCITT Group 4
 * (black-and-white fax coding) image a one-strip TIFF, all of which tesseract's decoder reads. Other
 * encodings (CCITT Group 3, JBIG2, JPEG 2000, CMYK samples) are not read here: such a page yields no picture. Pages, pictures and pixels are bounded, and a picture is decoded
 * only when OCR asks for it (`bytes()`), so a ten-page scan never sits decoded in memory at once.
 */
export const PDF_IMAGE_LIMITS = { pages: 20, imagesPerPage: 16, formDepth: 4, operators: 200_000 };

export interface PdfImage extends OcrImage {
  /** 1-based page number. */
  page: number;
}

export interface PdfImages {
  images: PdfImage[];
  /** Pages in the file. */
  pages: number;
  /** Pages looked at (at most PDF_IMAGE_LIMITS.pages). */
  read: number;
  /** Pictures big enough to hold text, in an encoding not read here (CCITT fax, JBIG2, JPEG 2000, CMYK…). */
  unreadable: number;
}

/** The OCR-able images of the first pages, in drawing order; undefined when our reader cannot read the file. */
export function pdfPageImages(buffer: Buffer): PdfImages | undefined {
  let pdf: PdfFile;
  let pages: ReturnType<typeof pagesOf>;
  try {
    pdf = new PdfFile(buffer);
    pages = pagesOf(pdf);
  } catch {
    return undefined;
  }
  const read = pages.slice(0, PDF_IMAGE_LIMITS.pages);
  const images: PdfImage[] = [];
  let unreadable = 0;
  read.forEach(({ page, resources }, index) => {
    for (const placed of placedImages(pdf, page, resources)) {
      const image = ocrImageOf(pdf, placed.ref, placed.widthPt);
      if (image === 'small') continue;
      if (image) images.push({ ...image, page: index + 1 });
      else unreadable++;
    }
  });
  return { images, pages: pages.length, read: read.length, unreadable };
}

/**
 * The text of a PDF whose text layer is (nearly) empty, read by OCR of its pages' pictures; undefined
 * when it has no picture to read (a blank page, or a file our reader cannot open): then it is
 * simply a PDF without text. Refusals are OcrRefused.
 */
export async function scannedPdfText(buffer: Buffer, warnings: string[]): Promise<string | undefined> {
  const found = pdfPageImages(buffer);
  if (!found || (found.images.length === 0 && found.unreadable === 0)) return undefined;
  if (found.images.length === 0) throw new OcrRefused('是扫描件，但其图片的编码方式暂不支持文字识别，请另存为JPG/PNG图片或上传文字版简历');
  const text = await ocrResume(found.images, warnings);
  if (found.pages > found.read) warnings.push(`扫描件共${found.pages}页，只识别了前${found.read}页`);
  return text;
}

interface Placed {
  ref: Ref;
  /** The width the image is drawn at, in points (1/72 in), from the matrix when it was drawn. */
  widthPt: number;
}

/**
 * The image XObjects a page draws (`/Name Do`), in order, with the width each is drawn at; form
 * XObjects are followed a few levels deep. A content stream our lexer cannot read gives the page's
 * image resources in the order they are listed, without a width.
 */
function placedImages(pdf: PdfFile, page: Dict, resources: Dict): Placed[] {
  const out: Placed[] = [];
  const seen = new Set<number>();
  const visit = (content: string, res: Dict, start: Matrix, depth: number) => {
    const lexer = new Lexer(content, 0, false);
    const stack: (Value | Op)[] = [];
    const saved: Matrix[] = [];
    let ctm = start;
    for (let ops = 0; ops < PDF_IMAGE_LIMITS.operators && out.length < PDF_IMAGE_LIMITS.imagesPerPage; ) {
      const token = lexer.next();
      if (token === undefined) break;
      if (!(token instanceof Op)) {
        stack.push(token);
        continue;
      }
      ops++;
      if (token.op === 'q') saved.push(ctm);
      else if (token.op === 'Q') ctm = saved.pop() ?? ctm;
      else if (token.op === 'cm') {
        const m = matrixOf(stack.slice(-6) as Value[]);
        if (m) ctm = multiply(m, ctm);
      } else if (token.op === 'BI') skipInlineImage(lexer);
      else if (token.op === 'Do') {
        const name = stack.at(-1);
        const ref = name instanceof Name ? pdf.dict(res.get('XObject'))?.get(name.v) : undefined;
        const dict = pdf.dict(ref);
        if (ref instanceof Ref && dict && isName(pdf.get(dict.get('Subtype')), 'Image') && !seen.has(ref.num)) {
          seen.add(ref.num);
          out.push({ ref, widthPt: Math.hypot(ctm[0], ctm[1]) });
        } else if (ref instanceof Ref && dict && isName(pdf.get(dict.get('Subtype')), 'Form') && depth < PDF_IMAGE_LIMITS.formDepth) {
          const data = pdf.streamData(ref);
          const matrix = matrixOf(pdf.get(dict.get('Matrix'))) ?? IDENTITY;
          if (data) visit(data.toString('latin1'), pdf.dict(dict.get('Resources')) ?? res, multiply(matrix, ctm), depth + 1);
        }
      }
      stack.length = 0;
    }
  };
  try {
    const contents = pdf.get(page.get('Contents'));
    const parts = Array.isArray(contents) ? contents : [page.get('Contents')];
    const content = parts.map((part) => pdf.streamData(part)?.toString('latin1') ?? '').join('\n');
    visit(content, resources, IDENTITY, 0);
  } catch {
    out.length = 0;
    for (const ref of pdf.dict(resources.get('XObject'))?.values() ?? []) {
      if (ref instanceof Ref && isName(pdf.get(pdf.dict(ref)?.get('Subtype')), 'Image') && out.length < PDF_IMAGE_LIMITS.imagesPerPage) {
        out.push({ ref, widthPt: 0 });
      }
    }
  }
  return out;
}

/** Past an inline image's data (BI … ID data EI): binary bytes the lexer must not read. */
function skipInlineImage(lexer: Lexer): void {
  const at = lexer.s.indexOf('ID', lexer.pos);
  const end = /\sEI(\s|$)/g;
  end.lastIndex = at + 3;
  const m = at < 0 ? null : end.exec(lexer.s);
  if (!m) throw new Unsupported('inline image without end');
  lexer.pos = m.index + m[0].length;
}

/** Samples' colour model: components, and for an indexed space its palette (base components per entry). */
interface Colour {
  components: 1 | 3;
  palette?: { base: 1 | 3; table: Buffer; entries: number };
}

function colourOf(pdf: PdfFile, v: Value | undefined, depth = 0): Colour | undefined {
  const cs = pdf.get(v);
  if (cs instanceof Name) {
    if (['DeviceGray', 'CalGray', 'G'].includes(cs.v)) return { components: 1 };
    if (['DeviceRGB', 'CalRGB', 'RGB'].includes(cs.v)) return { components: 3 };
    return undefined;
  }
  if (!Array.isArray(cs) || depth > 2) return undefined;
  const family = pdf.get(cs[0]);
  if (!(family instanceof Name)) return undefined;
  if (family.v === 'CalGray') return { components: 1 };
  if (family.v === 'CalRGB') return { components: 3 };
  if (family.v === 'ICCBased') {
    const n = pdf.dict(cs[1])?.get('N');
    return n === 1 ? { components: 1 } : n === 3 ? { components: 3 } : undefined;
  }
  if (family.v === 'Indexed' || family.v === 'I') {
    const base = colourOf(pdf, cs[1], depth + 1);
    const hival = pdf.get(cs[2]);
    if (!base || base.palette || typeof hival !== 'number') return undefined;
    const lookup = pdf.get(cs[3]);
    const table = lookup instanceof Str ? Buffer.from(lookup.bytes, 'latin1') : safely(() => pdf.streamData(cs[3]));
    const entries = Math.min(256, Math.floor(hival) + 1);
    if (!table || table.length < entries * base.components) return undefined;
    return { components: base.components, palette: { base: base.components, table, entries } };
  }
  return undefined;
}

function safely<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

function filtersOf(pdf: PdfFile, stream: Stream): string[] | undefined {
  const f = pdf.get(stream.dict.get('Filter'));
  const list = Array.isArray(f) ? f.map((x) => pdf.get(x)) : f === undefined || f === null ? [] : [f];
  const names: string[] = [];
  for (const x of list) {
    if (!(x instanceof Name)) return undefined;
    names.push({ Fl: 'FlateDecode', DCT: 'DCTDecode' }[x.v] ?? x.v);
  }
  return names;
}

/** One image XObject as a picture tesseract reads; 'small' when too small to hold a line; undefined when not one we read. */
function ocrImageOf(pdf: PdfFile, ref: Ref, widthPt: number): OcrImage | 'small' | undefined {
  const stream = pdf.rawStream(ref);
  if (!stream) return undefined;
  const dict = stream.dict;
  const width = pdf.get(dict.get('Width'));
  const height = pdf.get(dict.get('Height'));
  if (typeof width !== 'number' || typeof height !== 'number' || !Number.isInteger(width) || !Number.isInteger(height)) return undefined;
  if (width < OCR_LIMITS.minSide || height < OCR_LIMITS.minSide) return 'small';
  const filters = filtersOf(pdf, stream);
  if (!filters) return undefined;
  const dpi = widthPt > 0 ? width / (widthPt / 72) : undefined;
  const lazy = (make: () => Buffer): OcrImage => {
    let made: Buffer | undefined;
    // Decoded when OCR asks; over the pixel limit never (ocr.ts refuses the file by its size first).
    return { width, height, dpi, bytes: () => (made ??= make()) };
  };

  const last = filters.at(-1);
  if (last === 'DCTDecode') {
    if (filters.slice(0, -1).some((f) => f !== 'FlateDecode')) return undefined;
    return lazy(() => {
      const jpeg = filters.length > 1 ? inflate(stream.data, MAX_JPEG_BYTES) : stream.data;
      if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Unsupported('not a JPEG');
      return jpeg;
    });
  }
  const decode = pdf.get(dict.get('Decode'));
  const inverted = Array.isArray(decode) && decode[0] === 1 && decode[1] === 0;
  if (last === 'CCITTFaxDecode' && filters.length === 1) {
    // Group 4 (K < 0), what scanners write for black-and-white pages; Group 3 (K ≥ 0) is not read here.
    const params = pdf.dict(dict.get('DecodeParms'));
    const k = pdf.get(params?.get('K')) ?? 0;
    const columns = pdf.get(params?.get('Columns')) ?? 1728;
    if (typeof k !== 'number' || k >= 0 || columns !== width || pdf.get(params?.get('EncodedByteAlign')) === true) return undefined;
    return lazy(() => g4Tiff(stream.data, width, height, inverted));
  }
  if (filters.some((f) => f !== 'FlateDecode') || filters.length > 1) return undefined;

  const mask = pdf.get(dict.get('ImageMask')) === true;
  const bpc = mask ? 1 : pdf.get(dict.get('BitsPerComponent'));
  const colour: Colour | undefined = mask ? { components: 1 } : colourOf(pdf, dict.get('ColorSpace'));
  if (!colour || typeof bpc !== 'number') return undefined;
  const direct = !colour.palette && (bpc === 8 || (bpc === 1 && colour.components === 1));
  const indexed = colour.palette && [1, 2, 4, 8].includes(bpc);
  if (!direct && !indexed) return undefined;
  const samplesPerPixel = colour.palette ? 1 : colour.components;
  const rowBytes = Math.ceil((width * samplesPerPixel * bpc) / 8);
  const params = pdf.dict(dict.get('DecodeParms'));
  const predictor = params?.get('Predictor');

  return lazy(() => {
    const expected = rowBytes * height;
    let data: Buffer = stream.data;
    if (filters.length === 1) {
      const png = typeof predictor === 'number' && predictor >= 10;
      // A little room past the rows: some writers pad the stream; more than that is cut off, never inflated.
      data = inflate(stream.data, expected + (png ? height : 0) + 4096);
      if (png) data = undoPngPredictor(data, rowBytes, Math.max(1, Math.ceil((samplesPerPixel * bpc) / 8)), height);
      else if (predictor === 2 && bpc === 8) undoTiffPredictor(data, rowBytes, samplesPerPixel);
      else if (typeof predictor === 'number' && predictor > 1) throw new Unsupported(`predictor ${predictor}`);
    }
    if (data.length < expected) throw new Unsupported('short image data');
    return pnm(data.subarray(0, expected), width, height, bpc, colour, rowBytes, inverted);
  });
}

const MAX_JPEG_BYTES = 32 * 1024 * 1024;

/**
 * CCITT Group 4 data as a one-strip TIFF, which tesseract's decoder reads: the header, the data,
 * and one directory (tags in ascending order). The coded runs say which pixels are black, so the
 * photometric interpretation is white-is-zero, black-is-zero only under /Decode [1 0].
 */
function g4Tiff(data: Buffer, width: number, height: number, inverted: boolean): Buffer {
  const SHORT = 3;
  const LONG = 4;
  const dataAt = 8;
  const ifdAt = dataAt + data.length + (data.length % 2);
  const entries: [tag: number, type: number, value: number][] = [
    [256, LONG, width],
    [257, LONG, height],
    [258, SHORT, 1],
    [259, SHORT, 4], // CCITT T.6
    [262, SHORT, inverted ? 1 : 0],
    [273, LONG, dataAt],
    [277, SHORT, 1],
    [278, LONG, height],
    [279, LONG, data.length],
  ];
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(ifdAt, 4);
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(1, at + 4);
    if (type === SHORT) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  return Buffer.concat([header, data, Buffer.alloc(ifdAt - dataAt - data.length), ifd]);
}

function inflate(data: Buffer, max: number): Buffer {
  try {
    // At most what the image needs: a stream that inflates to more is cut, not expanded further.
    return inflateSync(data, {
      maxOutputLength: Math.max(1, max),
      finishFlush: constants.Z_SYNC_FLUSH /* a stream cut short still gives its rows */,
    });
  } catch {
    throw new Unsupported('bad flate data');
  }
}

/** PNG predictors (Predictor ≥ 10): each row starts with its filter type. */
function undoPngPredictor(data: Buffer, rowBytes: number, bpp: number, height: number): Buffer {
  const out = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const from = y * (rowBytes + 1);
    if (from + rowBytes + 1 > data.length) break;
    const type = data[from] as number;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[from + 1 + x] as number;
      const a = x >= bpp ? (out[row + x - bpp] as number) : 0;
      const b = y > 0 ? (out[row - rowBytes + x] as number) : 0;
      const c = x >= bpp && y > 0 ? (out[row - rowBytes + x - bpp] as number) : 0;
      let v = raw;
      if (type === 1) v = raw + a;
      else if (type === 2) v = raw + b;
      else if (type === 3) v = raw + ((a + b) >> 1);
      else if (type === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = raw + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      out[row + x] = v & 0xff;
    }
  }
  return out;
}

/** TIFF predictor 2 on 8-bit samples: each sample is the difference from the one to its left. */
function undoTiffPredictor(data: Buffer, rowBytes: number, components: number): void {
  for (let row = 0; row + rowBytes <= data.length; row += rowBytes) {
    for (let x = components; x < rowBytes; x++) data[row + x] = ((data[row + x] as number) + (data[row + x - components] as number)) & 0xff;
  }
}

/**
 * The samples as a PNM file: P4 (1-bit; PBM's 1 is black where PDF gray's 0 is, so the bits are
 * flipped unless the image says /Decode [1 0]), P5 gray, P6 RGB; indexed samples through their palette.
 */
function pnm(samples: Buffer, width: number, height: number, bpc: number, colour: Colour, rowBytes: number, inverted: boolean): Buffer {
  if (colour.palette) {
    const { base, table, entries } = colour.palette;
    const body = Buffer.alloc(width * height * base);
    const perByte = 8 / bpc;
    const maskBits = (1 << bpc) - 1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const byte = samples[y * rowBytes + Math.floor(x / perByte)] as number;
        const index = Math.min(entries - 1, (byte >> ((perByte - 1 - (x % perByte)) * bpc)) & maskBits);
        table.copy(body, (y * width + x) * base, index * base, index * base + base);
      }
    }
    return Buffer.concat([Buffer.from(`${base === 3 ? 'P6' : 'P5'}\n${width} ${height}\n255\n`, 'latin1'), body]);
  }
  if (bpc === 1) {
    const body = Buffer.from(samples);
    if (!inverted) for (let i = 0; i < body.length; i++) body[i] = ~(body[i] as number) & 0xff;
    return Buffer.concat([Buffer.from(`P4\n${width} ${height}\n`, 'latin1'), body]);
  }
  const body = inverted ? Buffer.from(samples.map((b) => 255 - b)) : samples;
  return Buffer.concat([Buffer.from(`${colour.components === 3 ? 'P6' : 'P5'}\n${width} ${height}\n255\n`, 'latin1'), body]);
}
