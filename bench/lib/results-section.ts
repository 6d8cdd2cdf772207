import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const RESULTS_FILE = path.resolve(import.meta.dirname, '../RESULTS.md');

/** The two marks around a bench's figures in its section. */
function marks(heading: string): { open: string; close: string } {
  const title = heading.replace(/^#+\s*/, '');
  return {
    open: `<!-- bench output: ${title} — the next run of its bench replaces what stands between these marks -->`,
    close: `<!-- end of bench output: ${title} -->`,
  };
}

/**
 * Puts a bench's figures into its `## ` section of bench/RESULTS.md without losing what people
 * wrote there. The figures stand between two marks right under the heading, and a later run
 * replaces only what is between them; the `### ` notes of earlier sessions below stay. A section
 * written before the marks existed keeps its whole old text under "Earlier figures and notes".
 * A section not yet in the file is added at its end.
 */
export function placeResultsSection(text: string, heading: string, markdown: string, date: string): string {
  const lines = markdown.trimEnd().split('\n');
  const figures = (lines[0] === heading ? lines.slice(1) : lines).join('\n').trim();
  const mark = marks(heading);
  const block = `${mark.open}\n\n${figures}\n\n${mark.close}`;

  const start = sectionStart(text, heading);
  if (start === -1) return `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;

  const bodyStart = start + heading.length + 1;
  const nextSection = text.indexOf('\n## ', bodyStart);
  const bodyEnd = nextSection === -1 ? text.length : nextSection + 1;
  const body = text.slice(bodyStart, bodyEnd);
  const open = body.indexOf(mark.open);
  const close = body.indexOf(mark.close, open);

  let newBody: string;
  if (open !== -1 && close > open) {
    newBody = `${body.slice(0, open)}${block}${body.slice(close + mark.close.length)}`;
  } else {
    const earlier = body.trim();
    newBody = `\n${block}\n${earlier ? `\n### Earlier figures and notes (before ${date}, when the bench began to mark its own part)\n\n${earlier}\n` : ''}`;
  }
  const after = text.slice(bodyEnd);
  return `${text.slice(0, bodyStart)}${newBody.trimEnd()}\n${after ? `\n${after}` : ''}`;
}

/** Where the line of `heading` begins, or -1. */
function sectionStart(text: string, heading: string): number {
  if (text.startsWith(`${heading}\n`)) return 0;
  const at = text.indexOf(`\n${heading}\n`);
  return at === -1 ? -1 : at + 1;
}

/** Reads bench/RESULTS.md (or starts it), places the section, and writes it back. */
export async function replaceResultsSection(heading: string, markdown: string, file = RESULTS_FILE): Promise<void> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch {
    text = '# Benchmark results\n';
  }
  await writeFile(file, placeResultsSection(text, heading, markdown, new Date().toISOString().slice(0, 10)));
}
