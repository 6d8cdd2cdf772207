import { createHash } from 'node:crypto';
import { normalizeResumeText } from './normalize-text';
import { readZipDirectory, readZipEntry } from './zip-directory';

/**
 * Guards on our own PDF and DOCX readers (pdf-fast-text.ts, docx-fast-html.ts), which are many
 * times quicker than pdf.js and mammoth but were written against a few writers' files:
 *
 * - **Known writers only (PDF).** Our PDF reader reads a file only when its /Producer (or /Creator)
 *   is a writer whose files it was compared on, text for text, against pdf.js (bench/parse-readers.ts
 *   over eval/real and the bench corpus): Chromium's Skia and LibreOffice. Any other writer — Word,
 *   WPS, macOS Quartz, a TeX driver, a scanner's software, none named — goes to pdf.js, whose spacing
 *   and encodings are the maintained ones.
 * - **A sampled shadow comparison.** One file in `PARSE_SHADOW_RATE` (default 1 in 50) that our reader
 *   read is read by the library too, off the upload's path; the two texts are compared after
 *   normalising, and only their digests and the writer's name are reported — never the text — so a
 *   writer whose files read differently shows in the log before anyone reads a wrong draft. For a PDF
 *   both texts are laid out (pdf-layout.ts: regions, then lines): the same digest means our reader's
 *   runs made the same regions as pdf.js's.
 */
/** `PARSE_OWN_READERS=0`: pdf.js and mammoth read every file (the bench's side-by-side baseline, or a way back). */
export const OWN_READERS = process.env.PARSE_OWN_READERS !== '0';

export const KNOWN_PDF_PRODUCER_RE = /^(?:Skia\/PDF\b|LibreOffice\b|OpenOffice\.org\b)/i;

export function knownPdfProducer(producer: string): boolean {
  return KNOWN_PDF_PRODUCER_RE.test(producer.trim());
}

export interface ShadowReport {
  kind: 'pdf' | 'docx';
  /** The writer as the file names it (PDF /Producer, DOCX docProps/app.xml Application), at most 60 characters. */
  producer: string;
  /** First 16 hex digits of SHA-256 of each normalised text. */
  ours: string;
  library: string;
  same: boolean;
}

const configuredRate = Number(process.env.PARSE_SHADOW_RATE ?? '0.02');
export const SHADOW_RATE = Number.isFinite(configuredRate) ? Math.min(1, Math.max(0, configuredRate)) : 0.02;

export function sampled(rate = SHADOW_RATE): boolean {
  return rate > 0 && Math.random() < rate;
}

export const textDigest = (text: string) => createHash('sha256').update(normalizeResumeText(text)).digest('hex').slice(0, 16);

export function shadowReport(kind: 'pdf' | 'docx', producer: string, ours: string, library: string): ShadowReport {
  const [a, b] = [textDigest(ours), textDigest(library)];
  return { kind, producer: producer.slice(0, 60), ours: a, library: b, same: a === b };
}

/** The Application a DOCX names in docProps/app.xml ("LibreOffice/7.4…", "Microsoft Office Word", "WPS Office"), '' when none. */
export function docxApplication(buffer: Buffer): string {
  try {
    const entry = readZipDirectory(buffer, 2000).find((e) => e.name === 'docProps/app.xml');
    if (!entry || entry.uncompressedSize > 64 * 1024) return '';
    return (
      readZipEntry(buffer, entry)
        .toString('utf8')
        .match(/<Application>([^<]{0,200})<\/Application>/)?.[1] ?? ''
    );
  } catch {
    return '';
  }
}
