// Zod compiles object parsers with `new Function` unless told not to. The CSP allows no eval
// (script-src 'self'; apps/server/src/platform/security-headers.ts) and Chromium reports even
// zod's caught probe as a violation, so parsers run without it. Zod reads this global config
// when its schemas are created, so it is set here, by a classic script that runs before the app.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
