// A worker thread starts without its parent's module loaders (`node --import tsx` does not
// reach it, nor does `execArgv: ['--import', 'tsx']` for the worker's own entry on Node 20),
// so this plain-JS entry registers tsx itself and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

// pdf.js inflates streams through the web DecompressionStream when one exists; Node's is async
// zlib behind message transfers and cost a PDF ~30% more CPU plus idle waits here than pdf.js's
// own synchronous inflate (same text, measured on the bench corpus). Only this worker loses it.
delete globalThis.DecompressionStream;

register();
await import('./parse-worker.ts');
