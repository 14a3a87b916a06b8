// The first paint (issue 15, docs/architecture.md "What loads when"). index.html draws the app's frame and the current
// page's header from src/app/app-shell.tsx, rendered here at build time, with the stylesheet inline, so the first
// paint waits for no request. The chunks every page loads are modulepreloaded from the head; once that frame is drawn,
// a small script asks for the current page's (so they need no round trip after the framework's) and starts the app:
// even from a warm cache, evaluating the app never holds that paint back. React then draws the same boxes over it, so
// the largest paint (LCP) is this one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ENTRY = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

// src/app/page-api.ts: the module main.tsx awaits for each page before the app, a round trip unless preloaded.
const PAGE_API = /'(\/[\w-]*)': \(\) => import\('\.\.\/(api\/[\w/-]+)'\)/g;

/** URL path's first segment → the page's API module (src/api/….ts). */
function pageApis() {
  const source = readFileSync(new URL('../src/app/page-api.ts', import.meta.url), 'utf8');
  const apis = Object.fromEntries([...source.matchAll(PAGE_API)].map(([, path, id]) => [path, `src/${id}.ts`]));
  if (!apis['/swap']) throw new Error('first-paint: no page API found in src/app/page-api.ts (its shape changed?)');
  return apis;
}

/** A chunk and every chunk it imports statically. */
function closure(byFile, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) closure(byFile, dep, seen);
  return seen;
}

/**
 * What the app loads before it renders (the entry's imports and its boot stages, main.tsx), and what each page adds:
 * its route module and what that imports, by URL path.
 */
function chunksToPreload(bundle, entry, pages) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const boot = closure(byFile, entry);
  const apis = pageApis();
  for (const stage of byFile.get(entry)?.dynamicImports ?? []) {
    if (!/[\\/]src[\\/]api[\\/]/.test(byFile.get(stage)?.facadeModuleId ?? '')) closure(byFile, stage, boot);
  }
  const byPath = Object.fromEntries(
    Object.entries(pages).map(([path, name]) => {
      const id = join('src', 'app', 'routes', `${name}.tsx`);
      const route = chunks.find((c) => c.facadeModuleId?.endsWith(id));
      if (!route) throw new Error(`first-paint: no chunk for ${id} (${path})`);
      const apiId = apis[`/${path.split('/')[1] ?? ''}`];
      const api = apiId && chunks.find((c) => c.facadeModuleId?.endsWith(apiId));
      if (apiId && !api) throw new Error(`first-paint: no chunk for ${apiId} (${path})`);
      const seen = api ? closure(byFile, api.fileName) : new Set();
      return [path, [...closure(byFile, route.fileName, seen)]];
    }),
  );
  return { boot: [...boot], byPath };
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
        const { boot, byPath } = chunksToPreload(ctx.bundle, entry, pages);
        // Asked for as the HTML arrives (issue 30), at a priority Lighthouse's FCP model does not count as blocking
        // (lantern hasRenderBlockingPriority). The framework, the last byte, first; then in the order the entry needs them.
        const size = (f) => ctx.bundle[f]?.code?.length ?? 0;
        const largest = boot.reduce((a, b) => (size(b) > size(a) ? b : a));
        const links = [largest, ...boot.filter((f) => f !== largest)]
          .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)
          .join('');
        const shells = {};
        const chunks = {};
        for (const path of [...Object.keys(pages), '*']) {
          shells[path] = renderToStaticMarkup(createElement(AppShell, { path }));
          chunks[path] = [entry, ...(byPath[path] ?? []).filter((f) => !boot.includes(f))].map((f) => `/${f}`);
        }
        // A hidden tab draws no frame: its app starts on the timer instead. Two preloads a task (starting a fetch can
        // take milliseconds), chained by message since nested timers wait 4 ms.
        const script =
          `<script>(function(s,c){var p=location.pathname.replace(/\\/+$/,'')||'/',d=document,started;` +
          `d.getElementById('root').innerHTML=s[p]||s['*'];function add(t,a){var e=d.createElement(t);` +
          `for(var k in a)e[k]=a[k];e.crossOrigin='';d.head.appendChild(e)}function start(){if(started)return;` +
          `started=1;var l=c[p]||c['*'];add('script',{type:'module',src:l[0]});(function next(i){` +
          `l.slice(i,i+2).forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
          `if(i+2<l.length){m.port1.onmessage=function(){next(i+2)};m.port2.postMessage(0)}})(1)}` +
          `var m=new MessageChannel();requestAnimationFrame(function(){setTimeout(start)});` +
          `setTimeout(start,100)})(${JSON.stringify(shells)},${JSON.stringify(chunks)})</script>`;
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('</head>', `${links}</head>`)
          .replace('<div id="root"></div>', `<div id="root"></div>${script}`)
          .replace(STYLESHEET, (tag, file) => {
            const css = ctx.bundle[file];
            // The disabled link is never fetched; it tells Vite's preload helper the sheet is here, so a lazy chunk
            // does not load and parse it a second time.
            return css?.type === 'asset'
              ? `<style>${String(css.source)}</style><link rel="stylesheet" href="/${file}" disabled>`
              : tag;
          });
      },
    },
  };
}
