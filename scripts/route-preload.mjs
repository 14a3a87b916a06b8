// Each page's chunk is imported by the router, so the browser would only ask for it once the framework has loaded and
// run. This inline script asks for the current page's chunks (and their static imports) while the framework
// downloads: one fewer round trip before the first paint (Lighthouse's LCP, docs/architecture.md "What loads when").
import { join } from 'node:path';

/**
 * @param {Record<string, string>} pages URL path → route module name under src/app/routes/
 * @returns {import('vite').Plugin}
 */
export function routePreload(pages) {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const closure = (file, seen = new Set()) => {
          if (seen.has(file) || entry.has(file)) return seen;
          seen.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
          return seen;
        };
        const map = {};
        for (const [path, name] of Object.entries(pages)) {
          const id = join('src', 'app', 'routes', `${name}.tsx`);
          const route = chunks.find((c) => c.facadeModuleId?.endsWith(id));
          if (!route) throw new Error(`route-preload: no chunk for ${id} (${path})`);
          map[path] = [...closure(route.fileName)].map((f) => `/${f}`);
        }
        const script =
          `(function(m){(m[location.pathname.replace(/\\/+$/,'')||'/']||[]).forEach(function(h){` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;` +
          `document.head.appendChild(l)})})(${JSON.stringify(map)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
