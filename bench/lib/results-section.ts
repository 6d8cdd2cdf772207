import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const RESULTS_FILE = path.resolve(import.meta.dirname, '../RESULTS.md');

/**
 * Puts one `## ` section into bench/RESULTS.md in place of its previous version (or at the end),
 * so a bench run alone updates its own figures without rerunning the others.
 */
export async function replaceResultsSection(heading: string, markdown: string, file = RESULTS_FILE): Promise<void> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch {
    text = '# Benchmark results\n';
  }
  const start = text.indexOf(`${heading}\n`);
  const body = `${markdown.trimEnd()}\n`;
  if (start === -1) {
    await writeFile(file, `${text.trimEnd()}\n\n${body}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : text.slice(next + 1);
  await writeFile(file, `${text.slice(0, start)}${body}${rest ? `\n${rest}` : ''}`);
}
