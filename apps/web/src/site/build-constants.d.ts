/** The year of the build, set by vite.config.ts, so the prerendered page and the browser agree on it. */
declare const __BUILD_YEAR__: number;
