// Our PDF and DOCX readers against pdf.js and mammoth, file by file (apps/server/src/modules/parsing/eval/reader-comparison.ts).
//   node --import tsx bench/parse-readers.ts [dir …]   (default: the committed real-producer set)
import { pathToFileURL } from 'node:url';
import { compareReaders, readersMarkdown } from '../apps/server/src/modules/parsing/eval/reader-comparison';
import { REAL_FILES_DIR } from '../apps/server/src/modules/parsing/eval/real-set';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : [REAL_FILES_DIR];
  const rows = await compareReaders(dirs);
  console.log(readersMarkdown(rows));
  for (const r of rows) if (r.differing.length) console.log(`\n${r.producer} differing: ${r.differing.join(', ')}`);
}
