import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CORPUS_DIR, type CorpusAnswers, GENERATOR_VERSION, generateCorpus } from './generate';

export interface CorpusFile {
  name: string;
  format: 'docx' | 'pdf';
  buffer: Buffer;
}

/** The corpus's answers, generating the corpus first when it is missing or from an older generator. */
export async function ensureCorpus(log: (line: string) => void = () => {}): Promise<CorpusAnswers> {
  try {
    const answers = JSON.parse(await readFile(path.join(CORPUS_DIR, 'answers.json'), 'utf8')) as CorpusAnswers;
    if (answers.version === GENERATOR_VERSION) return answers;
  } catch {
    // Not generated yet.
  }
  log('generating the resume corpus …');
  return generateCorpus({ log });
}

export async function readCorpusFile(name: string): Promise<Buffer> {
  return readFile(path.join(CORPUS_DIR, name));
}

/** Every file of the corpus in memory, DOCX and PDF of each resume. */
export async function loadCorpusFiles(answers: CorpusAnswers): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const item of answers.items) {
    files.push({ name: item.docx, format: 'docx', buffer: await readCorpusFile(item.docx) });
    files.push({ name: item.pdf, format: 'pdf', buffer: await readCorpusFile(item.pdf) });
  }
  return files;
}
