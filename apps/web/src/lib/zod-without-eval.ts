/**
 * Zod compiles fast object parsers with `new Function` and probes for it when its first object
 * schema is built. The portal's Content-Security-Policy allows no eval (decision 0028), so the probe
 * would be reported as a violation on every page: zod is told to run without compiling. Zod reads
 * this global when it loads, so this module is imported before anything that imports zod.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
