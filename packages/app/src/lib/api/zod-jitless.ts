/**
 * The server's Content-Security-Policy forbids `eval`. Zod 4 compiles fast
 * object parsers with `new Function` (and probes for it when a schema is
 * built) unless its global config says `jitless`. Zod reads that config from
 * this global when it first loads, so the app's entry sets it before any
 * chunk with schemas runs.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
