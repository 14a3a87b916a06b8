// The first paint (issue 15, docs/architecture.md "What loads when"). index.html draws the app's frame and the current
// page's header from src/app/app-shell.tsx, rendered here at build time, with the stylesheet inline, so the first
// paint waits for no request. Once that frame is drawn, a small script asks for the entry's chunks and the current
// page's (modulepreload, so the page's need no round trip after the framework's) and starts the app: even from a warm
// cache, evaluating the app never holds that paint back. React then draws the same boxes over it, so the largest
// paint (LCP) is this one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ENTRY = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** The chunks a page needs besides the entry's: its route module and what that imports, by URL path. */
function routeChunks(bundle, pages) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file, seen) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  return Object.fromEntries(
    Object.entries(pages).map(([path, name]) => {
      const id = join('src', 'app', 'routes', `${name}.tsx`);
      const route = chunks.find((c) => c.facadeModuleId?.endsWith(id));
      if (!route) throw new Error(`first-paint: no chunk for ${id} (${path})`);
      return [path, [...closure(route.fileName, new Set())]];
    }),
  );
}

/**
 * @param {Record<string, string>} pages URL path → route module name under src/app/routes/
 * @returns {import('vite').Plugin}
 */
export function firstPaint(pages) {
  return {
    name: 'first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const { AppShell } = await tsImport('../src/app/app-shell.tsx', {
          parentURL: import.meta.url,
          tsconfig: fileURLToPath(new URL('../tsconfig.app.json', import.meta.url)),
        });
        const entry = ENTRY.exec(html)?.[1];
        if (!entry || !ctx.bundle || !html.includes('<div id="root"></div>')) {
          throw new Error('first-paint: index.html needs an empty <div id="root"></div> and a module entry script');
        }
        const entryChunks = [entry, ...(ctx.bundle[entry]?.imports ?? [])];
        const byPath = routeChunks(ctx.bundle, pages);
        const shells = {};
        const chunks = {};
        for (const path of [...Object.keys(pages), '*']) {
          shells[path] = renderToStaticMarkup(createElement(AppShell, { path }));
          chunks[path] = [...new Set([...entryChunks, ...(byPath[path] ?? [])])].map((f) => `/${f}`);
        }
        // A hidden tab draws no frame: its app starts on the timer instead.
        const script =
          `<script>(function(s,c){var p=location.pathname.replace(/\\/+$/,'')||'/',d=document,started;` +
          `d.getElementById('root').innerHTML=s[p]||s['*'];function add(t,a){var e=d.createElement(t);` +
          `for(var k in a)e[k]=a[k];e.crossOrigin='';d.head.appendChild(e)}function start(){if(started)return;` +
          `started=1;(c[p]||c['*']).forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
          `add('script',{type:'module',src:c['*'][0]})}requestAnimationFrame(function(){setTimeout(start)});` +
          `setTimeout(start,100)})(${JSON.stringify(shells)},${JSON.stringify(chunks)})</script>`;
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('<div id="root"></div>', `<div id="root"></div>${script}`)
          .replace(STYLESHEET, (tag, file) => {
            const css = ctx.bundle[file];
            return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : tag;
          });
      },
    },
  };
}
