import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface RouteBudget {
  /** The address whose first load is measured, for the report. */
  route: string;
  /** Source files (relative to the web app) of the lazy page groups that address loads. */
  groups: string[];
  /** Most gzipped JavaScript the address may load before it is usable, in kB. */
  limitKb: number;
  /** The HTML page the address is served from (relative to the web app); the app's index.html by default. */
  entry?: string;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  modules: Record<string, { renderedLength: number }>;
}

/** Where a chunk's bytes come from, by package (or app folder), largest first. */
function composition(chunk: ChunkInfo | undefined): string {
  const byOwner = new Map<string, number>();
  for (const [id, info] of Object.entries(chunk?.modules ?? {})) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/es\/([^/]+))?/.exec(id);
    const owner = match
      ? match[2] && match[1] === 'antd'
        ? `antd/${match[2]}`
        : (match[1] ?? id)
      : id.replace(/^.*\/(apps|packages)\//, '$1/');
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + info.renderedLength);
  }
  return [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([owner, size]) => `${owner} ${kb(size)}`)
    .join(', ');
}

function staticClosure(start: string, chunks: Map<string, ChunkInfo>, into: Set<string>): void {
  if (into.has(start)) return;
  into.add(start);
  for (const next of chunks.get(start)?.imports ?? []) staticClosure(next, chunks, into);
}

/**
 * Prints the gzipped JavaScript each budgeted address loads (the entry, the lazy groups it
 * needs and everything they import statically) and fails the build over a budget.
 */
export function chunkBudget(budgets: RouteBudget[]): Plugin {
  return {
    name: 'hh:chunk-budget',
    apply: 'build',
    // The browser's bundle only; the server-side build of the site's prerender has no budget.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const gzipped = new Map<string, number>();
      const sizeOf = (file: string) => {
        let size = gzipped.get(file);
        if (size === undefined) {
          size = gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length;
          gzipped.set(file, size);
        }
        return size;
      };
      const entries = [...chunks.values()].filter((c) => c.isEntry);
      const entryOf = (html = 'index.html') => {
        const found = entries.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${html}`));
        if (!found) this.error(`chunk budget: no entry chunk for ${html}`);
        return found;
      };
      if (entries.length === 0) return;

      const lines = ['', 'gzipped JavaScript loaded per address (entry + lazy groups + their static imports):'];
      const over: string[] = [];
      for (const budget of budgets) {
        const files = new Set<string>();
        staticClosure(entryOf(budget.entry).fileName, chunks, files);
        for (const group of budget.groups) {
          const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${group}`));
          if (!chunk) this.error(`chunk budget: no lazy chunk for ${group}`);
          staticClosure(chunk.fileName, chunks, files);
        }
        const total = [...files].reduce((sum, f) => sum + sizeOf(f), 0);
        const verdict = total / 1024 <= budget.limitKb ? 'ok' : 'OVER BUDGET';
        lines.push(`  ${budget.route.padEnd(18)} ${kb(total).padStart(7)} kB of ${budget.limitKb} kB  ${verdict}  (${files.size} chunks)`);
        for (const f of [...files].sort((a, b) => sizeOf(b) - sizeOf(a))) {
          lines.push(`      ${kb(sizeOf(f)).padStart(7)} kB  ${f}`);
          // CHUNK_DETAIL=1 tells what each chunk holds (uncompressed kB per package).
          if (process.env.CHUNK_DETAIL) lines.push(`                 ${composition(chunks.get(f))}`);
        }
        if (verdict !== 'ok') over.push(budget.route);
      }
      this.info(lines.join('\n'));
      if (over.length > 0) this.error(`over the JavaScript budget: ${over.join(', ')}`);
    },
  };
}
