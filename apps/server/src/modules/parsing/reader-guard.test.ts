import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfFile } from './pdf-objects';
import { fastPdfText, pdfText } from './pdf-text';
import { docxApplication, knownPdfProducer, shadowReport } from './reader-guard';
import { createParsePool } from './worker-pool';

const real = (name: string) => readFileSync(path.join(import.meta.dirname, 'eval/real/files', name));
const chromiumPdf = real('01-zhilian-export.chromium.pdf');
const libreOfficePdf = real('06-self-study-degree.libreoffice.pdf');

describe('our readers read only what they were compared on', () => {
  it('names the writer of a PDF and of a DOCX', () => {
    expect(new PdfFile(chromiumPdf).producer()).toMatch(/^Skia\/PDF m\d+/);
    expect(new PdfFile(libreOfficePdf).producer()).toMatch(/^LibreOffice \d/);
    expect(docxApplication(real('04-english-company.libreoffice.docx'))).toMatch(/^LibreOffice/);
    expect(knownPdfProducer('Microsoft® Word for Microsoft 365')).toBe(false);
    expect(knownPdfProducer('')).toBe(false);
  });

  it('hands a PDF from a writer it does not know to pdf.js, which reads the same resume', async () => {
    expect(fastPdfText(new Uint8Array(chromiumPdf))).toHaveProperty('text');
    // The same file, its /Producer renamed (same length, offsets unchanged) to a writer never compared.
    const renamed = Buffer.from(chromiumPdf.toString('latin1').replace('Skia/PDF', 'Xxxx/PDF'), 'latin1');
    expect(new PdfFile(renamed).producer()).toMatch(/^Xxxx\/PDF/);
    expect(fastPdfText(new Uint8Array(renamed))).not.toHaveProperty('text');
    const read = await pdfText(new Uint8Array(renamed));
    expect(read.producer).toBeUndefined();
    expect(read.text).toContain('北京京东世纪贸易有限公司');
  });

  it('reports a shadow comparison as digests and the writer, never the text', () => {
    const same = shadowReport('pdf', 'Skia/PDF m156', '张三\n手机', '张三 \n手机');
    expect(same).toMatchObject({ kind: 'pdf', producer: 'Skia/PDF m156', same: true });
    expect(same.ours).toMatch(/^[0-9a-f]{16}$/);
    const differ = shadowReport('docx', 'WPS Office', '张三', '张 三');
    expect(differ.same).toBe(false);
    expect(JSON.stringify(differ)).not.toContain('张');
  });
});

describe('the shadow comparison in the parse pool', () => {
  const before = process.env.PARSE_SHADOW_RATE;
  afterAll(() => {
    if (before === undefined) delete process.env.PARSE_SHADOW_RATE;
    else process.env.PARSE_SHADOW_RATE = before;
  });

  it('compares every file when the rate is 1, after answering, and finds our reading the same as the library’s', {
    timeout: 120_000,
  }, async () => {
    process.env.PARSE_SHADOW_RATE = '1';
    const reports: unknown[] = [];
    const pool = createParsePool({ size: 1, onShadow: (r) => reports.push(r) });
    try {
      const outcome = await pool.parse('何建军.pdf', chromiumPdf);
      expect(outcome.ok && outcome.resume.commonResume.name).toBe('何建军');
      const docx = await pool.parse('张凯文.docx', real('04-english-company.libreoffice.docx'));
      expect(docx.ok).toBe(true);
      // The library readings come after the answers; on a loaded machine pdf.js and mammoth take a while to load.
      for (let i = 0; i < 600 && reports.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
      // In either order: mammoth may finish before pdf.js.
      expect(reports).toHaveLength(2);
      expect(reports).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'pdf', producer: expect.stringMatching(/^Skia\/PDF/), same: true }),
          expect.objectContaining({ kind: 'docx', producer: expect.stringMatching(/^LibreOffice/), same: true }),
        ]),
      );
    } finally {
      await pool.close();
    }
  });
});
