// A worker thread starts without its parent's module loaders (`node --import tsx` does not
// reach it, nor does `execArgv: ['--import', 'tsx']` for the worker's own entry on Node 20),
// so this plain-JS entry registers tsx itself and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
