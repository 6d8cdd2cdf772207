import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a `.gz` copy next to every built JS, CSS, HTML and SVG file, the prerendered pages
 * included, as the last step of the build; the server's static handler sends them
 * precompressed, so nothing is compressed per request.
 */
export async function precompressDir(outDir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const source = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  return count;
}
