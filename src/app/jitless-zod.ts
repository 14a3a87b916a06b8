// zod's generated parsers (a `new Function` per object schema) cost more to compile than they save on the few parses a
// schema gets while a page loads (issue 15). zod keeps `config()` on this global, so setting it costs the entry no
// import of zod's API (importing `config` grew the framework chunk's gzip by 0.5 KB).
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });
