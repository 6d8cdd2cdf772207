import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a `.gz` copy next to every built JS, CSS and HTML file at the end of the build; the
 * server's static handler serves them precompressed, so nothing is compressed per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hh:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      let count = 0;
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(path.extname(file))) continue;
        const source = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
        count += 1;
      }
      config.logger.info(`precompressed ${count} files (.gz) in ${path.relative(config.root, outDir)}`);
    },
  };
}
