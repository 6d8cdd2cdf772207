import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { needsOcrTime } from './parse-clock';

/**
 * Text of pictures — a photo of a resume, the pages of a scanned PDF — read by Debian's tesseract
 * (`tesseract-ocr` with `tesseract-ocr-chi-sim`; an optional system package, README). The binary
 * runs as a child process with its arguments as a list (never a shell string), the picture on its
 * stdin and the text on its stdout (nothing is written to disk), under a time limit and after a
 * size check of the picture's own header, so a decompression bomb never reaches the decoder.
 * It inherits the parse thread's nice value, and is held to one core (OMP_THREAD_LIMIT).
 */
export const OCR_LIMITS = {
  /** Pixels of one picture: an A4 page scanned at 500 dpi is ~24 million. */
  maxPixels: 25_000_000,
  /** Smaller pictures (icons, rules) hold no readable line. */
  minSide: 32,
  /**
   * All OCR of one file, in ms. The parse pool gives a file read by OCR 45 s instead of 15 s (worker-pool.ts
   * `ocrTimeoutMs`, asked for in ocrResume through parse-clock.ts); what is left after this budget is for
   * reading the file and parsing the text on a loaded machine. A page takes about 1 s of CPU for both
   * readings, 2–6 s on this 2-core machine at load 8–10.
   */
  budgetMs: 30_000,
  /** Text of one picture, in bytes: a page is a few KB. */
  maxOutput: 1024 * 1024,
};

const BINARY = 'tesseract';
const HARD_LIMIT = ['/usr/bin/timeout', '/bin/timeout'].find((path) => existsSync(path));
/**
 * Two readings of each picture. Simplified Chinese alone reads Chinese best: with English beside it,
 * short Chinese words and large headings come out as English look-alikes ("林嘉怡" → "theta", "天津" →
 * "AZ"), and that is where names and cities are. Chinese alone drops dots and underscores in Latin
 * words and confuses l/I (emily.chen@ → emilychen@), which English beside it reads right. So the
 * Chinese reading is the text, and its e-mail addresses are taken from the second (mergeEmails).
 * Measured on twelve pages Chromium drew from eval/real's resumes at 2× (name, phone, e-mail,
 * city): chi_sim 38/48, chi_sim+eng 38/48, both merged 41/48.
 */
const LANGUAGES = 'chi_sim';
const LATIN_LANGUAGES = 'chi_sim+eng';
/** The second reading only when this much of the budget is left: e-mails are worth less than the next page. */
const LATIN_MIN_LEFT_MS = 3_000;
/** Page segmentation 3: fully automatic (columns, blocks), what a resume page needs; 6 ("one block") glues columns. */
const PSM = '3';

/** A picture for OCR: its bytes in a format tesseract's decoder (leptonica) reads — JPEG, PNG or PNM. */
export interface OcrImage {
  /** Made on first call (a scan's page is decoded only when its turn comes); throws when the picture cannot be made. */
  bytes(): Buffer;
  width: number;
  height: number;
  /** The resolution when it is known (a PDF page's image: pixels over the inches it covers). */
  dpi?: number;
}

export type OcrAvailability = { ok: true } | { ok: false; reason: string };

let availability: Promise<OcrAvailability> | undefined;

/**
 * Whether OCR can run here: the binary answers and has the Simplified Chinese and English data.
 * Asked once per thread and kept (installing the package needs a restart to be seen).
 */
export function ocrAvailable(): Promise<OcrAvailability> {
  availability ??= new Promise((resolve) => {
    execFile(BINARY, ['--list-langs'], { timeout: 10_000, env: ocrEnv() }, (error, stdout, stderr) => {
      if (error) return resolve({ ok: false, reason: `tesseract not runnable: ${error.message}` });
      // tesseract 4 printed the list on stderr, 5 on stdout.
      const langs = new Set(`${stdout}\n${stderr}`.split(/\r?\n/).map((l) => l.trim()));
      for (const lang of LATIN_LANGUAGES.split('+'))
        if (!langs.has(lang)) return resolve({ ok: false, reason: `tesseract has no ${lang} data` });
      resolve({ ok: true });
    });
  });
  return availability;
}

/** Tests only: forget the cached answer (to ask again with another PATH). */
export function forgetOcrAvailability(): void {
  availability = undefined;
}

function ocrEnv(): NodeJS.ProcessEnv {
  // One core per tesseract: the machine's other work (the API, PostgreSQL, other parses) keeps the rest.
  return { ...process.env, OMP_THREAD_LIMIT: '1' };
}

export class OcrFailed extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** The raw text tesseract reads from one picture. Rejects with OcrFailed (timed out, unreadable picture). */
export function tesseract(image: OcrImage, timeoutMs: number, languages = LANGUAGES): Promise<string> {
  const bytes = image.bytes();
  const args = ['stdin', 'stdout', '-l', languages, '--psm', PSM];
  if (image.dpi && image.dpi >= 70 && image.dpi <= 1200) args.push('--dpi', String(Math.round(image.dpi)));
  // Under coreutils' timeout (when there): if the pool cuts this parse thread off mid-page, nothing is
  // left here to kill tesseract, and it must not read on for nobody — timeout kills it a second after
  // our own limit. Our limit stops timeout with SIGTERM, which it passes on to tesseract.
  const [command, argv] = HARD_LIMIT
    ? [HARD_LIMIT, ['--signal=KILL', `${Math.ceil(timeoutMs / 1000) + 1}s`, BINARY, ...args]]
    : [BINARY, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['pipe', 'pipe', 'pipe'], env: ocrEnv() });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let settled = false;
    const finish = (e: OcrFailed | null, text?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (e) {
        child.kill(HARD_LIMIT ? 'SIGTERM' : 'SIGKILL');
        reject(e);
      } else resolve(text ?? '');
    };
    const timer = setTimeout(() => finish(new OcrFailed(`tesseract ran over ${timeoutMs} ms`, true)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > OCR_LIMITS.maxOutput) return finish(new OcrFailed('tesseract wrote more than the output cap'));
      out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 4000) err += chunk.toString('utf8');
    });
    child.on('error', (e) => finish(new OcrFailed(`tesseract did not start: ${e.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) finish(null, Buffer.concat(out).toString('utf8'));
      else finish(new OcrFailed(`tesseract exited ${code ?? signal}: ${err.trim().slice(0, 300)}`));
    });
    // A child that dies before reading all its input closes the pipe: that is its exit code's to report.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}

const CJK = '[\\p{Script=Han}\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20]';
const SPACED_CJK = new RegExp(`(?<=${CJK})[ \\t]+(?=${CJK})`, 'gu');
const JOINED_CJK = new RegExp(`${CJK}(?=${CJK})`, 'gu');

/**
 * Tesseract's text as a text reader's. A line whose CJK characters are spaced out one by one
 * ("工作 经 历", "至 今 上海 云 启": the model sometimes spaces a Chinese line like Latin words) loses
 * the spaces between two CJK characters; on a line where most CJK characters touch, a space between
 * two of them is a gap on the page (a company, a gap, its title) and stays. Double quotation marks
 * become spaces: where a line has a wide gap (a full-width space between a school and its major)
 * the Chinese model reads the blank as “ or ”, gluing "西北大学“汉语言文学"; a quote that matters on a
 * resume is rare, a gap read as one is on every other line.
 */
export function tidyOcrText(raw: string): string {
  return raw
    .replace(/\f/g, '\n')
    .split('\n')
    .map((line) => {
      const spaced = line.match(SPACED_CJK)?.length ?? 0;
      const joined = line.match(JOINED_CJK)?.length ?? 0;
      const unspaced = spaced > joined ? line.replace(SPACED_CJK, '') : line;
      return unspaced
        .replace(/\s*["“”„‟〝〞]\s*/g, ' ')
        .replace(/[ \t]+/g, ' ')
        .trim();
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const EMAILS = new RegExp(EMAIL.source, 'g');

/**
 * The Chinese reading with each e-mail address as the reading with English gives it: the address
 * there nearest to it (by edit distance, at most a third of its length apart, or one that ends with it) replaces it.
 */
export function mergeEmails(chinese: string, withEnglish: string): string {
  const better = withEnglish.match(EMAILS) ?? [];
  if (better.length === 0) return chinese;
  // An address, and the Latin word before it: Chinese alone may cut an address at an underscore
  // ("hanlei_cpa@" → "hanlei cpa@"); the word goes when the better address is the two joined.
  return chinese.replace(
    new RegExp(`(?:([\\w.+-]+)([ \\t]+))?(${EMAIL.source})`, 'g'),
    (whole, word: string | undefined, gap: string | undefined, email: string) => {
      const lower = email.toLowerCase();
      let best: string | undefined;
      let bestDistance = Math.max(2, Math.floor(email.length / 3)) + 1;
      for (const candidate of better) {
        const d = candidate.toLowerCase().endsWith(lower) ? 0 : editDistance(lower, candidate.toLowerCase());
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
        }
      }
      if (!best) return whole;
      const joined = word !== undefined && ['', '_', '.', '-'].some((sep) => `${word}${sep}${email}`.toLowerCase() === best.toLowerCase());
      return joined || word === undefined ? best : `${word}${gap ?? ' '}${best}`;
    },
  );
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame, without decoding; undefined when neither. */
export function imageSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] as number;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length: TEM, RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    if (marker === 0xda) return undefined;
    at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

/**
 * A file OCR cannot read, and why, said after the file's name in the upload's answer
 * (extract-text.ts writes 「name」 before it, as file-check.ts does).
 */
export class OcrRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Without tesseract or its Chinese data: scans and photos need it; a text file with no text never hears this. */
export const OCR_MISSING = '是扫描件或图片，服务器未安装文字识别（OCR）组件，无法读取，请上传文字版简历或联系管理员';

/** Said to the consultant beside every draft read by OCR. */
export const OCR_WARNING = '内容识别自扫描件/图片，可能有错字，请逐项核对';

/** A JPEG or PNG file (a photo of a resume) as one picture for OCR. */
export function photoOf(buffer: Buffer): OcrImage {
  const size = imageSize(buffer);
  if (!size) throw new OcrRefused('不是有效的图片，或已损坏');
  return { ...size, bytes: () => buffer };
}

/**
 * The text of a resume's pictures, in order (a photo: one; a scan: its pages), read within the
 * budget. Pictures past the budget are left unread with a warning; a picture that cannot be made
 * is passed over; refusals are OcrRefused.
 */
export async function ocrResume(images: OcrImage[], warnings: string[]): Promise<string> {
  // Seconds a page: this file's time limit in the pool becomes the OCR limit, from the file's start.
  needsOcrTime();
  const available = await ocrAvailable();
  if (!available.ok) throw new OcrRefused(OCR_MISSING);
  if (images.some((i) => i.width * i.height > OCR_LIMITS.maxPixels))
    throw new OcrRefused('的图片尺寸过大（超过2500万像素），请缩小后再上传');
  const readable = images.filter((i) => i.width >= OCR_LIMITS.minSide && i.height >= OCR_LIMITS.minSide);
  const deadline = performance.now() + OCR_LIMITS.budgetMs;
  const texts: string[] = [];
  let read = 0;
  for (const image of readable) {
    const left = deadline - performance.now();
    // Under a second left: a page would not finish; say what was read rather than be cut off.
    if (read > 0 && left < 1_000) break;
    try {
      let text = tidyOcrText(await tesseract(image, Math.max(left, 1_000)));
      const rest = deadline - performance.now();
      if (rest >= LATIN_MIN_LEFT_MS && EMAIL.test(text))
        text = mergeEmails(text, await tesseract(image, rest, LATIN_LANGUAGES).catch(() => ''));
      texts.push(text);
    } catch (e) {
      if (e instanceof OcrFailed) {
        if (read > 0 && e.timedOut) break;
        throw new OcrRefused(
          e.timedOut ? '的文字识别超时，请上传文字版简历或更清晰的扫描件' : '中的图片无法识别，文件可能已损坏，请重新扫描或拍照后再上传',
        );
      }
      // A picture of a scan that cannot be made (data cut short, an odd predictor): the others may still read.
    }
    read++;
  }
  if (read < readable.length) warnings.push(`共${readable.length}张图片，识别时间已用完，只识别了前${read}张`);
  const text = texts.join('\n\n');
  if (text.replace(/\s/g, '').length < 20) throw new OcrRefused('中没有识别出文字，请上传更清晰的扫描件或照片，或文字版简历');
  warnings.push(OCR_WARNING);
  return text;
}
