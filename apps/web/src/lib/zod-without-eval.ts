// Zod compiles fast object parsers with `new Function` where a page allows it, and probes for
// that with a `new Function('')` it catches. Our Content-Security-Policy allows no eval
// (apps/server/src/http/security-headers.ts), so the probe failed and the browser reported a
// violation on every page (Lighthouse's best-practices "issues" audit). `jitless` skips the
// probe and the compiled parsers; the browser's parses are small (one answer at a time).
//
// Zod reads its global configuration from `globalThis.__zod_globalConfig` when its core module
// is evaluated: this module sets it before any other module of the app runs (it is main.tsx's
// first import; zod-without-eval.test.ts fails if zod stops reading it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
