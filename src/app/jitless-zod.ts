// zod's generated parsers cost more to compile than they save on a page's few parses (issue 15). Set on the global
// `config()` reads: importing `config` grew the framework chunk by 0.5 KB gzip.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });
