/**
 * Loaded into parse workers by tests only (ParsePoolOptions.testHook): files named for it
 * make the worker misbehave the way a hostile file would, without a slow file in the repo.
 */
export function beforeParse(fileName: string): void {
  if (fileName.startsWith('hang')) {
    // A parser stuck in a loop: the event loop never turns again, as with a catastrophic regex.
    let spins = 0;
    while (Number.isFinite(spins)) spins = (spins + 1) % 1_000_000;
  }
  if (fileName.startsWith('oom')) {
    // A file that blows up in memory: grows until the worker's heap cap ends it.
    const hog: number[][] = [];
    while (hog.length >= 0) hog.push(new Array(1_000_000).fill(hog.length));
  }
  if (fileName.startsWith('exit')) process.exit(3);
}
